#include "frontend/ast.h"

#include <ostream>

namespace rhz::frontend {

const char* kind_name(Kind k) {
  static const char* const names[] = {
#define X(name, layout) #name,
#include "frontend/ast_kinds.def"
#undef X
  };
  return names[static_cast<size_t>(k)];
}

Node* Ast::make(Kind kind, Range range, std::vector<Node*> kids) {
  Node& n = nodes_.emplace_back();
  n.kind = kind;
  n.range = range;
  n.kids = std::move(kids);
  return &n;
}

Node* Ast::make_text(Kind kind, Range range, std::string text, std::vector<Node*> kids) {
  Node* n = make(kind, range, std::move(kids));
  n->text = std::move(text);
  return n;
}

Node* Ast::make_int(Range range, int64_t value) {
  // 2**62 lexes as a fixnum so that -2**62 (kFixnumMin) can be one; only
  // negated is it in range.
  if (value > kFixnumMax) return make_text(Kind::BigInt, range, std::to_string(value));
  Node* n = make(Kind::Int, range);
  n->value = value;
  return n;
}

// Writes `s` as a double-quoted string with C-like escapes, so dumps are one
// line per node whatever the string holds.
static void write_quoted(std::ostream& out, const std::string& s) {
  static const char hex[] = "0123456789abcdef";
  out << '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out << "\\\""; break;
      case '\\': out << "\\\\"; break;
      case '\n': out << "\\n"; break;
      case '\t': out << "\\t"; break;
      default:
        if (c < 0x20 || c == 0x7f) out << "\\x" << hex[c >> 4] << hex[c & 15];
        else out << c;
    }
  }
  out << '"';
}

static void write_flags(std::ostream& out, uint32_t flags) {
  static const struct { NodeFlag flag; const char* name; } names[] = {
      {kParens, "parens"}, {kCommand, "command"}, {kVCall, "vcall"},
      {kOperator, "operator"}, {kUntil, "until"}, {kRhsList, "rhs-list"}, {kWithBlock, "block"}, {kSingleton, "singleton"},
      {kSuper, "super"}, {kZSuper, "zsuper"}, {kAttribute, "attribute"}, {kBeginBlock, "begin"},
      {kDoWhile, "do-while"}, {kForLoop, "for"}, {kLambda, "lambda"}, {kSafeNav, "safe-navigation"}, {kKeywordParam, "keyword"}, {kKeywordRest, "keyword-rest"}, {kAtRunTime, "at-run-time"},
      {kFrozenStringLiterals, "frozen-string-literals"}};
  for (const auto& f : names)
    if (flags & f.flag) out << " [" << f.name << ']';
}

// Iterative so that deeply nested programs dump without deep recursion.
void dump_ast(std::ostream& out, const Node* root) {
  struct Item { const Node* node; int depth; };
  std::vector<Item> stack{{root, 0}};
  while (!stack.empty()) {
    Item item = stack.back();
    stack.pop_back();
    out << std::string(static_cast<size_t>(item.depth) * 2, ' ');
    const Node* n = item.node;
    if (!n) {
      out << "-\n";
      continue;
    }
    out << kind_name(n->kind);
    switch (n->kind) {
      case Kind::Int: out << ' ' << n->value; break;
      case Kind::Str: out << ' '; write_quoted(out, n->text); break;
      case Kind::Unsupported: out << ' '; write_quoted(out, n->text); break;
      case Kind::LocalVar:
      case Kind::LocalAsgn:
        out << ' ' << n->text;
        if (n->value) out << " ^" << n->value;  // declared that many block scopes out
        break;
      default:
        if (!n->text.empty()) out << ' ' << n->text;
    }
    write_flags(out, n->flags);
    out << " @" << n->range.begin.line << ':' << n->range.begin.col << '-' << n->range.end.line
        << ':' << n->range.end.col << '\n';
    for (size_t i = n->kids.size(); i-- > 0;) stack.push_back({n->kids[i], item.depth + 1});
  }
}

}  // namespace rhz::frontend
