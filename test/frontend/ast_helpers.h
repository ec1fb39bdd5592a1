// Helpers shared by the frontend tests: run the frontend on a string and
// render the result compactly, so that expectations stay readable.
//
// The S-expression form (ranges left out):
//   (int 1) (str "a\n") (dstr (str "a") (interp (seq (lvar x))))
//   nil true false self          keyword values
//   -                            an absent optional kid (null)
//   (lvar x) (lasgn x VALUE) (lasgn x)      the last one inside (targets ...)
//   (const X) (casgn X VALUE)
//   (call NAME RECV ARGS...)     a call with a receiver, operators included
//   (fcall NAME ARGS...)         a call on self without a receiver
//   (vcall NAME)                 a bare identifier that is not a local
//   (index= RECV INDEX... VALUE) (opasgn OP TARGET VALUE)
//   (masgn (targets ...) VALUE)  `a, b = x`;  (masgn-list ...) for `a, b = x, y`
//   (and A B) (or A B) (not A) (if C THEN ELSE) (while C BODY) (until C BODY)
//   (case SUBJECT (when PATTERNS... BODY)... ELSE)   in source order
//   (break V) (next V) (return V)   V is `-` when absent
//   (def NAME (params (param a) (param b DEFAULT)) BODY)
//   (seq STMTS...) (array ELEMS...) (unsupported "what" TIER)
// With `flags` set, calls carry their flags: (fcall[command] puts ...).
//
// The entry points: ast_of / ast_flags_of (parse and check, the top-level
// statements joined by "; ", or "ERROR " and the diagnostics), parsed (the
// parse alone), errors_of / messages_of / first_error / accepted, dump_of
// (the real --dump-ast text), printed_errors (what the user sees), and
// shape_error / depth_of for big or generated inputs (both iterative).
#pragma once

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "frontend/ast.h"
#include "frontend/diagnostics.h"
#include "frontend/parse.h"
#include "frontend/source.h"

namespace rhz::frontend::test {

inline void write_sexp_string(std::ostream& out, const std::string& s) {
  static const char hex[] = "0123456789abcdef";
  out << '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out << "\\\""; break;
      case '\\': out << "\\\\"; break;
      case '\n': out << "\\n"; break;
      case '\t': out << "\\t"; break;
      default:
        if (c < 0x20 || c >= 0x7f) out << "\\x" << hex[c >> 4] << hex[c & 15];
        else out << c;
    }
  }
  out << '"';
}

inline void write_sexp(std::ostream& out, const Node* n, bool flags);

inline void write_kids(std::ostream& out, const Node* n, size_t from, bool flags) {
  for (size_t i = from; i < n->kids.size(); ++i) {
    out << ' ';
    write_sexp(out, n->kids[i], flags);
  }
}

inline std::string call_flags(const Node* n) {
  std::string s;
  if (n->has(kParens)) s += "[parens]";
  if (n->has(kCommand)) s += "[command]";
  return s;
}

// Recursive: only for the small programs of the tests, never for the deep
// ones of the robustness tests.
inline void write_sexp(std::ostream& out, const Node* n, bool flags) {
  if (!n) {
    out << '-';
    return;
  }
  switch (n->kind) {
    case Kind::Program: write_sexp(out, n->kid(0), flags); return;
    case Kind::Nil: out << "nil"; return;
    case Kind::True: out << "true"; return;
    case Kind::False: out << "false"; return;
    case Kind::Self: out << "self"; return;
    case Kind::Int: out << "(int " << n->value << ')'; return;
    case Kind::BigInt: out << "(bigint " << n->text << ')'; return;
    case Kind::Sym: out << "(sym " << n->text << ')'; return;
    case Kind::Str: out << "(str "; write_sexp_string(out, n->text); out << ')'; return;
    case Kind::Regex: out << "(regex "; write_sexp_string(out, n->text); out << ' ' << n->value << ')'; return;
    case Kind::Unsupported:
      out << "(unsupported ";
      write_sexp_string(out, n->text);
      out << (static_cast<Support>(n->value) == Support::Outside ? " outside)" : " not-yet)");
      return;
    case Kind::LocalVar: out << "(lvar " << n->text << ')'; return;
    case Kind::Const: out << "(const " << n->text << ')'; return;
    case Kind::LocalAsgn:
    case Kind::ConstAsgn:
      out << (n->kind == Kind::LocalAsgn ? "(lasgn " : "(casgn ") << n->text;
      if (n->kid(0)) {
        out << ' ';
        write_sexp(out, n->kid(0), flags);
      }
      out << ')';
      return;
    case Kind::Call: {
      std::string f = flags ? call_flags(n) : "";
      if (n->has(kVCall)) {
        out << "(vcall" << f << ' ' << n->text << ')';
      } else if (!call_receiver(n)) {
        out << "(fcall" << f << ' ' << n->text;
        write_kids(out, n, 1, flags);
        out << ')';
      } else {
        out << "(call" << f << ' ' << n->text;
        write_kids(out, n, 0, flags);
        out << ')';
      }
      return;
    }
    case Kind::IndexAsgn: {
      out << "(index=";
      // Inside (targets ...) the value is null: leave it out.
      size_t count = n->kids.empty() || n->kids.back() ? n->kids.size() : n->kids.size() - 1;
      for (size_t i = 0; i < count; ++i) {
        out << ' ';
        write_sexp(out, n->kids[i], flags);
      }
      out << ')';
      return;
    }
    case Kind::OpAsgn: out << "(opasgn " << n->text; write_kids(out, n, 0, flags); out << ')'; return;
    case Kind::MultiAsgn:
      out << (n->has(kRhsList) ? "(masgn-list" : "(masgn");
      write_kids(out, n, 0, flags);
      out << ')';
      return;
    case Kind::While:
      out << (n->has(kUntil) ? "(until" : "(while");
      write_kids(out, n, 0, flags);
      out << ')';
      return;
    case Kind::Case:
      out << "(case ";
      write_sexp(out, n->kid(0), flags);
      write_kids(out, n, 2, flags);
      out << ' ';
      write_sexp(out, n->kid(1), flags);
      out << ')';
      return;
    case Kind::Def:
    case Kind::Param:
      out << (n->kind == Kind::Def ? "(def " : "(param ") << n->text;
      if (n->kind == Kind::Def || n->kid(0)) write_kids(out, n, 0, flags);
      out << ')';
      return;
    default: break;
  }
  const char* head = "?";
  switch (n->kind) {
    case Kind::Seq: head = "seq"; break;
    case Kind::DStr: head = "dstr"; break;
    case Kind::DRegex: head = "dregex"; break;
    case Kind::Interp: head = "interp"; break;
    case Kind::Array: head = "array"; break;
    case Kind::Hash: head = "hash"; break;
    case Kind::Targets: head = "targets"; break;
    case Kind::And: head = "and"; break;
    case Kind::Or: head = "or"; break;
    case Kind::Not: head = "not"; break;
    case Kind::Defined: head = "defined"; break;
    case Kind::If: head = "if"; break;
    case Kind::When: head = "when"; break;
    case Kind::Break: head = "break"; break;
    case Kind::Next: head = "next"; break;
    case Kind::Return: head = "return"; break;
    case Kind::Params: head = "params"; break;
    case Kind::Block: head = "block"; break;
    case Kind::Yield: head = "yield"; break;
    case Kind::Alias: head = "alias"; break;
    default: head = kind_name(n->kind); break;
  }
  out << '(' << head;
  write_kids(out, n, 0, flags);
  out << ')';
}

inline std::string sexp(const Node* n, bool flags = false) {
  std::ostringstream out;
  write_sexp(out, n, flags);
  return out.str();
}

// "line:col: message" for every reported error, one per line.
inline std::string format_errors(const Diagnostics& diags) {
  std::string s;
  for (const Diagnostic& d : diags.errors())
    s += std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + ": " + d.message + "\n";
  return s;
}

// One run of the frontend (parse, then the subset checks when the parse
// succeeded, as the driver does).
struct Frontend {
  explicit Frontend(std::string code, std::string name = "test.rb")
      : file(std::move(name), std::move(code)), diags(file, 1000) {
    ast = parse(file, diags);
    parse_ok = !diags.has_errors();
    if (parse_ok) check_subset(*ast, diags);
  }
  // `diags` refers to `file`: never copied.
  Frontend(const Frontend&) = delete;
  Frontend& operator=(const Frontend&) = delete;
  SourceFile file;
  Diagnostics diags;
  std::unique_ptr<Ast> ast;
  bool parse_ok = false;

  const Node* body() const { return ast->root->kids[0]; }
  std::string printed() const {
    std::ostringstream out;
    diags.print(out);
    return out.str();
  }
};

// The program's top-level statements as S-expressions separated by "; ", or
// "ERROR " and the diagnostics when the frontend reports any.
inline std::string render(const Frontend& fe, bool flags) {
  if (fe.diags.has_errors()) return "ERROR " + format_errors(fe.diags);
  std::string s;
  for (const Node* stmt : fe.body()->kids) {
    if (!s.empty()) s += "; ";
    s += sexp(stmt, flags);
  }
  return s;
}

inline std::string ast_of(std::string code) { return render(Frontend(std::move(code)), false); }
inline std::string ast_flags_of(std::string code) { return render(Frontend(std::move(code)), true); }

// The parse alone, without the subset checks.
inline std::string parsed(std::string code) {
  SourceFile file("test.rb", std::move(code));
  Diagnostics diags(file, 1000);
  auto ast = parse(file, diags);
  if (diags.has_errors()) return "ERROR " + format_errors(diags);
  std::string s;
  for (const Node* stmt : ast->root->kids[0]->kids) {
    if (!s.empty()) s += "; ";
    s += sexp(stmt, false);
  }
  return s;
}

inline std::vector<Diagnostic> errors_of(std::string code) { return Frontend(std::move(code)).diags.errors(); }

// "line:col: message" lines of every error; empty for a valid program.
inline std::string messages_of(std::string code) { return format_errors(Frontend(std::move(code)).diags); }

// "line:col: message" of the first error, or "" for a valid program.
inline std::string first_error(std::string code) {
  std::string all = messages_of(std::move(code));
  return all.substr(0, all.find('\n'));
}

inline bool accepted(std::string code) { return !Frontend(std::move(code)).diags.has_errors(); }

// The real `--dump-ast` form of the program.
inline std::string dump_of(std::string code) {
  Frontend fe(std::move(code));
  std::ostringstream out;
  dump_ast(out, fe.ast->root);
  return out.str();
}

// What `rhz` prints for the errors of `code` in a file named `name`.
inline std::string printed_errors(std::string code, std::string name = "test.rb") {
  return Frontend(std::move(code), std::move(name)).printed();
}

// Depth of the tree, iteratively.
inline size_t depth_of(const Node* root) {
  size_t deepest = 0;
  std::vector<std::pair<const Node*, size_t>> stack{{root, 1}};
  while (!stack.empty()) {
    auto [n, d] = stack.back();
    stack.pop_back();
    if (!n) continue;
    deepest = std::max(deepest, d);
    for (const Node* k : n->kids) stack.push_back({k, d + 1});
  }
  return deepest;
}

// Checks the kid layouts of ast_kinds.def on an AST without errors, so that
// later passes can rely on them. Returns "" or a description of the first
// violation.
inline std::string shape_error(const Node* root) {
  std::vector<const Node*> stack{root};
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    auto bad = [&](const char* what) { return std::string(kind_name(n->kind)) + ": " + what; };
    size_t k = n->kids.size();
    auto all_present = [&](size_t from) {
      for (size_t i = from; i < k; ++i)
        if (!n->kids[i]) return false;
      return true;
    };
    switch (n->kind) {
      case Kind::Program:
        if (k != 1 || !n->kids[0] || n->kids[0]->kind != Kind::Seq) return bad("body must be a Seq");
        break;
      case Kind::Seq:
      case Kind::Array:
        if (!all_present(0)) return bad("null element");
        break;
      case Kind::Hash:
        if (!all_present(0) || k % 2 != 0) return bad("keys and values in pairs");
        break;
      case Kind::Int: case Kind::Str: case Kind::Nil: case Kind::True: case Kind::False:
      case Kind::Self: case Kind::LocalVar: case Kind::Const: case Kind::IVar: case Kind::GVar: case Kind::CVar:
        if (k != 0) return bad("leaf with kids");
        break;
      case Kind::ScopedConst:
        if (k != 1 || !n->kids[0] || (n->kids[0]->kind != Kind::Const && n->kids[0]->kind != Kind::ScopedConst))
          return bad("needs its scope, a Const or a ScopedConst");
        break;
      case Kind::Sym:
        if (k != 0) return bad("a symbol is a leaf");  // `:""` has an empty name
        break;
      case Kind::Float:
        if (k != 0 || n->text.empty()) return bad("a float is a leaf with its text");
        break;
      case Kind::BigInt:
        if (k != 0) return bad("leaf with kids");
        if (n->text.empty() || n->text.find_first_not_of("-0123456789") != std::string::npos)
          return bad("digits expected");
        break;
      case Kind::Regex:
        if (k != 0 || n->value < 0 || n->value > 7) return bad("a regexp is a leaf with its options");
        break;
      case Kind::DStr:
      case Kind::DRegex:
        for (const Node* p : n->kids)
          if (!p || (p->kind != Kind::Str && p->kind != Kind::Interp)) return bad("part neither Str nor Interp");
        break;
      case Kind::Interp:
        if (k != 1 || !n->kids[0] || n->kids[0]->kind != Kind::Seq) return bad("must hold a Seq");
        break;
      case Kind::LocalAsgn:
      case Kind::ConstAsgn:
      case Kind::IVarAsgn:
      case Kind::CVarAsgn:
      case Kind::GVarAsgn:
        if (k != 1) return bad("must have one kid");
        break;
      case Kind::Call:
        if (k < 1 || !all_present(1)) return bad("null argument");
        if (n->text.empty()) return bad("no method name");
        // (A lambda is a value: it may be the last argument.)
        if (n->has(kWithBlock) != (n->kids.back() && ((n->kids.back()->kind == Kind::Block && !n->kids.back()->has(kLambda)) ||
                                                      n->kids.back()->kind == Kind::BlockPass)))
          return bad("the Block flag and a Block or BlockPass last kid go together");
        break;
      case Kind::Range:
        if (k != 2 || !all_present(0) || (n->text != ".." && n->text != "...")) return bad("needs two ends");
        break;
      case Kind::Block:
        if (k != 2 || !n->kids[0] || n->kids[0]->kind != Kind::Params || !n->kids[1]) return bad("needs Params and a body");
        break;
      case Kind::Yield:
        if (!all_present(0)) return bad("null argument");
        break;
      case Kind::Class:
        if (k != 2 || !n->kids[1] || n->text.empty()) return bad("needs a name, an optional superclass and a body");
        break;
      case Kind::Alias:
        if (k != 1 || !n->kids[0] || n->kids[0]->kind != Kind::Sym) return bad("needs the old name");
        break;
      case Kind::IndexAsgn:
        if (k < 2 || !n->kids[0]) return bad("needs a receiver and a value slot");
        break;
      case Kind::OpAsgn:
        if (k != 2 || !all_present(0)) return bad("needs target and value");
        if (n->kids[0]->kind != Kind::LocalVar && n->kids[0]->kind != Kind::IVar && n->kids[0]->kind != Kind::GVar &&
            n->kids[0]->kind != Kind::CVar && n->kids[0]->kind != Kind::Call)
          return bad("bad target");
        break;
      case Kind::MultiAsgn:
        if (k != 2 || !all_present(0) || n->kids[0]->kind != Kind::Targets) return bad("needs Targets and value");
        break;
      case Kind::Targets:
        for (const Node* t : n->kids) {
          if (!t) return bad("null target");
          if ((t->kind == Kind::LocalAsgn || t->kind == Kind::ConstAsgn || t->kind == Kind::IndexAsgn ||
               t->kind == Kind::IVarAsgn || t->kind == Kind::CVarAsgn || t->kind == Kind::GVarAsgn) &&
              t->kids.back() != nullptr)
            return bad("target with a value");
        }
        break;
      case Kind::And:
      case Kind::Or:
        if (k != 2 || !all_present(0)) return bad("needs two operands");
        break;
      case Kind::Not:
      case Kind::Defined:
        if (k != 1 || !n->kids[0]) return bad("needs an operand");
        break;
      case Kind::If:
        if (k != 3 || !n->kids[0]) return bad("needs cond, then, else");
        break;
      case Kind::While:
        if (k != 2 || !all_present(0)) return bad("needs cond and body");
        break;
      case Kind::Rescue:
        if (k < 3 || !n->kids[0] || n->kids[0]->kind != Kind::Block || !n->kids[0]->has(kProtectedBody))
          return bad("needs a protected body, an else part and a clause");
        for (size_t i = 2; i < k; ++i)
          if (!n->kids[i] || n->kids[i]->kind != Kind::RescueClause) return bad("clause is not a RescueClause");
        break;
      case Kind::RescueClause:
        if (k < 2 || !n->kids[0] || !all_present(2)) return bad("needs a body, a target slot and present classes");
        break;
      case Kind::Ensure:
        if (k != 2 || !all_present(0) || n->kids[0]->kind != Kind::Block) return bad("needs a protected body and a clause");
        break;
      case Kind::Retry:
        if (k != 0) return bad("leaf with kids");
        break;
      case Kind::Undef:
        if (k != 0) return bad("leaf with kids");
        break;
      case Kind::Splat:
        if (k != 1 || !n->kids[0]) return bad("needs its value");
        break;
      case Kind::Case:
        if (k < 3) return bad("needs subject, else and a When");
        for (size_t i = 2; i < k; ++i)
          if (!n->kids[i] || n->kids[i]->kind != Kind::When) return bad("clause is not a When");
        break;
      case Kind::When:
        if (k < 2 || !all_present(0)) return bad("needs patterns and a body");
        break;
      case Kind::Break: case Kind::Next: case Kind::Return:
        if (k != 1) return bad("one optional value");
        break;
      case Kind::Def:
        if (k != 2 || !n->kids[0] || n->kids[0]->kind != Kind::Params || !n->kids[1] || n->kids[1]->kind != Kind::Seq)
          return bad("needs Params and a Seq body");
        break;
      case Kind::SingletonDef:
        if (k != 2 || !n->kids[0] || !n->kids[1] || n->kids[1]->kind != Kind::Def || !n->kids[1]->has(kSingleton))
          return bad("needs a target and a Def with flag Singleton");
        break;
      case Kind::Params:
        // An unsupported parameter kind (&blk, *rest) stays as a placeholder
        // for the subset checks to report.
        for (const Node* p : n->kids)
          if (!p || (p->kind != Kind::Param && p->kind != Kind::BlockParam && p->kind != Kind::Unsupported))
            return bad("not a Param");
        if (k > 1 && n->kids.back()->kind != Kind::BlockParam)
          for (const Node* p : n->kids)
            if (p->kind == Kind::BlockParam) return bad("a block parameter that is not the last");
        break;
      case Kind::Param:
        if (k != 1) return bad("one optional default");
        break;
      case Kind::BlockParam:
        if (k != 0) return bad("no kids");
        break;
      case Kind::BlockPass:
        if (k != 1 || !n->kids[0]) return bad("one value");
        break;
      case Kind::Unsupported: break;
    }
    for (const Node* kid : n->kids)
      if (kid) stack.push_back(kid);
  }
  return "";
}

}  // namespace rhz::frontend::test
