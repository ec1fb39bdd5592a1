// The node builders behind the grammar actions: they keep parser.yy about
// grammar, and put the small decisions (is this a local? what does an
// assignment target become?) in one place.

#include "frontend/parse_context.h"
#include "frontend/regexp_syntax.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

namespace rhz::frontend {

// `&:name`, a Symbol's to_proc, as the block it stands for: `{ |_1| _1.name }`,
// or `{ |_1, _2| _1 op _2 }` for a binary operator (`inject(&:+)`). `_1` is a
// name no program can give a local of its own.
Node* ParseContext::symbol_block(Node* pass) {
  const Range r = pass->range;
  const std::string& name = pass->kids[0]->text;
  static const std::unordered_set<std::string> binary{"+", "-", "*", "/", "%", "**", "==", "!=", "<", ">", "<=",
                                                      ">=", "<=>", "<<", ">>", "&", "|", "^"};
  const bool two = binary.count(name) != 0;
  Node* params = ast.make(Kind::Params, r, {ast.make_text(Kind::Param, r, "_1", {nullptr})});
  if (two) params->kids.push_back(ast.make_text(Kind::Param, r, "_2", {nullptr}));
  std::vector<Node*> args;
  if (two) args.push_back(ast.make_text(Kind::LocalVar, r, "_2"));
  Node* send = call(r, ast.make_text(Kind::LocalVar, r, "_1"), name, std::move(args), two ? static_cast<uint32_t>(kOperator) : 0u);
  return ast.make(Kind::Block, r, {params, ast.make(Kind::Seq, r, {send})});
}

Node* ParseContext::word_list(Range r, const std::string& words, Kind kind) {
  std::vector<Node*> items;
  for (std::size_t at = 0; at < words.size();) {
    const std::size_t end = words.find('\0', at);
    items.push_back(ast.make_text(kind, r, words.substr(at, end - at)));
    at = end + 1;
  }
  return ast.make(Kind::Array, r, std::move(items));
}

Node* ParseContext::call(Range r, Node* receiver, std::string name, std::vector<Node*> args, uint32_t flags) {
  if (!args.empty() && args.back()->kind == Kind::BlockPass && args.back()->kids[0] &&
      args.back()->kids[0]->kind == Kind::Sym)
    args.back() = symbol_block(args.back());
  std::vector<Node*> kids;
  kids.reserve(args.size() + 1);
  kids.push_back(receiver);
  kids.insert(kids.end(), args.begin(), args.end());
  Node* n = ast.make_text(Kind::Call, r, std::move(name), std::move(kids));
  n->flags = flags;
  // `f(a, &b)`: the block argument is the call's block. (A lambda is a
  // value, an argument like any other.)
  if (!args.empty() && (args.back()->kind == Kind::BlockPass ||
                        (args.back()->kind == Kind::Block && !args.back()->has(kLambda))))
    n->flags |= kWithBlock;
  return n;
}

Node* ParseContext::global_variable(Range r, const std::string& name) {
  // CRuby's own globals: I/O, the program's name and arguments, what the
  // last match or exception set, interpreter settings.
  static const std::unordered_set<std::string> io_and_program{"$stdin", "$@", "$$", "$?"};
  static const std::unordered_set<std::string> settings{"$DEBUG", "$FILENAME", "$LOAD_PATH", "$LOADED_FEATURES",
                                                        "$VERBOSE", "$SAFE", "$KCODE"};
  if (io_and_program.count(name)) return unsupported(r, "'" + name + "'", Support::Outside);
  // The program's name and arguments: globals the runtime sets before the
  // program starts ($0 is also $PROGRAM_NAME, $* is ARGV).
  if (name == "$0" || name == "$PROGRAM_NAME") return ast.make_text(Kind::GVar, r, "$0");
  if (name == "$*") return ast.make_text(Kind::GVar, r, name);
  static const std::unordered_set<std::string> match{"$~", "$&", "$`", "$'", "$+"};
  const bool match_group = name.size() > 1 && std::isdigit(static_cast<unsigned char>(name[1]));
  // Regexps are in the language; the last match they leave behind is not.
  // Programs keep these on paths they may never take (AWFY's harness reads
  // $1 for benchmark names it is never given): they compile, and raise
  // NotImplementedError, naming themselves, if they run.
  if (match.count(name) || match_group) {
    Node* n = unsupported(r, "the match global '" + name + "'", Support::Outside);
    n->flags |= kAtRunTime;
    return n;
  }
  if (name == "$!") return ast.make_text(Kind::GVar, r, name);  // the exception being handled
  const bool punctuation = name.size() > 1 && !(std::isalpha(static_cast<unsigned char>(name[1])) || name[1] == '_');
  if (punctuation || settings.count(name)) return unsupported(r, "the special global '" + name + "'", Support::Outside);
  return ast.make_text(Kind::GVar, r, name);
}

Node* ParseContext::singleton_target(Range r, Node* target) {
  switch (target->kind) {
    case Kind::Int: case Kind::BigInt: case Kind::Float: case Kind::Str: case Kind::DStr: case Kind::Sym:
    case Kind::Regex: case Kind::DRegex: case Kind::Array: case Kind::Hash: case Kind::Range:
      syntax_error(r.begin, "can't define singleton method for literals");
      break;
    default: break;
  }
  return target;
}

Node* ParseContext::singleton_def(Range r, Node* target, Node* def) {
  def->flags |= kSingleton;
  return target->kind == Kind::Self ? def : ast.make(Kind::SingletonDef, r, {target, def});
}

// The body of `class << self` as what it means: `def self.name` for each
// method, and for each attr_reader, attr_writer or attr_accessor the
// methods it would define, reading and writing self's ivars. What else a
// singleton class body may hold (visibility, alias, constants) is named.
Node* ParseContext::singleton_class_body(Range r, Node* target, Node* body) {
  if (target->kind != Kind::Self) return unsupported(r, "'class << object' for an object other than self", Support::NotYet);
  std::vector<Node*> stmts;
  std::vector<Node*> given = body && body->kind == Kind::Seq ? body->kids : std::vector<Node*>{body};
  for (Node* s : given) {
    if (!s) continue;
    if (s->kind == Kind::Def && !s->has(kSingleton)) {
      s->flags |= kSingleton;
      stmts.push_back(s);
      continue;
    }
    const bool attr = s->kind == Kind::Call && !call_receiver(s) &&
                      (s->text == "attr_reader" || s->text == "attr_writer" || s->text == "attr_accessor");
    if (!attr) return unsupported(s->range, "statements other than method definitions and attr_* in 'class << self'",
                                  Support::NotYet);
    for (size_t i = 0; i < call_argc(s); ++i) {
      const Node* name_node = call_arg(s, i);
      if (name_node->kind != Kind::Sym && name_node->kind != Kind::Str)
        return unsupported(name_node->range, "attribute names other than literals in 'class << self'", Support::NotYet);
      const std::string& name = name_node->text;
      const Range at = name_node->range;
      if (s->text != "attr_writer") {
        Node* reader = ast.make_text(Kind::Def, at, name,
                                     {ast.make(Kind::Params, at), seq(at, {ast.make_text(Kind::IVar, at, "@" + name)})});
        reader->flags |= kSingleton;
        stmts.push_back(reader);
      }
      if (s->text != "attr_reader") {
        const std::string param = "value";
        Node* value = ast.make_text(Kind::LocalVar, at, param);  // level 0: the writer's own parameter
        Node* store = assignable(ast.make_text(Kind::IVar, at, "@" + name), value);
        Node* writer = ast.make_text(Kind::Def, at, name + "=",
                                     {ast.make(Kind::Params, at, {ast.make_text(Kind::Param, at, param, {nullptr})}),
                                      seq(at, {store})});
        writer->flags |= kSingleton;
        stmts.push_back(writer);
      }
    }
  }
  if (stmts.empty()) return ast.make(Kind::Nil, r);
  return seq(r, std::move(stmts));
}

Node* ParseContext::endless_def(Range r, const std::string& name, Node* params, Node* value) {
  // CRuby's rule: `def x=(v) = v` would read as a setter whose body is `= v`.
  if (name.size() > 1 && name.back() == '=' && name != "==" && name != "!=" && name != "===" && name != "<=" &&
      name != ">=")
    syntax_error(r.begin, "setter method cannot be defined in an endless method definition");
  return method_def(r, name, params, seq(value->range, {value}));
}

Node* ParseContext::unary(Range r, const char* op, Node* operand) { return call(r, operand, op, {}, kOperator); }

Node* ParseContext::binary(Range r, Node* lhs, const char* op, Node* rhs) {
  return call(r, lhs, op, {rhs}, kOperator);
}

Node* ParseContext::unsupported(Range r, std::string what, Support support) {
  Node* n = ast.make_text(Kind::Unsupported, r, std::move(what));
  n->value = static_cast<int64_t>(support);
  return n;
}

Node* ParseContext::seq(Range r, std::vector<Node*> stmts) {
  std::erase(stmts, nullptr);  // statements lost to error recovery
  // The range covers the statements, not the separators around them.
  if (!stmts.empty()) r = Range{stmts.front()->range.begin, stmts.back()->range.end};
  return ast.make(Kind::Seq, r, std::move(stmts));
}

Node* ParseContext::identifier(Range r, const std::string& name) {
  int level = scopes.level(name);
  // The name of the method it is written in (its blocks' too), as a
  // Symbol, whatever name calls it (an alias); nil outside a method.
  if (level < 0 && name == "__method__")
    return methods.empty() ? ast.make(Kind::Nil, r) : ast.make_text(Kind::Sym, r, methods.back());
  if (level < 0) return call(r, nullptr, name, {}, kVCall);
  Node* n = ast.make_text(Kind::LocalVar, r, name);
  n->value = level;
  return n;
}

// `_1` ... `_9` name numbered block parameters in Ruby 2.7 and later.
static bool is_numbered_parameter(const std::string& name) {
  return name.size() == 2 && name[0] == '_' && name[1] >= '1' && name[1] <= '9';
}

Node* ParseContext::declare_target(Node* t) {
  if ((t->kind == Kind::Call || t->kind == Kind::LocalVar) && is_numbered_parameter(t->text))
    syntax_error(t->range.begin, t->text + " is reserved for numbered parameter");
  switch (t->kind) {
    case Kind::Call:
      if (t->has(kVCall)) {
        Node* local = ast.make_text(Kind::LocalVar, t->range, t->text);
        local->value = scopes.declare(t->text);
        return local;
      }
      return t;
    case Kind::Nil: syntax_error(t->range.begin, "Can't assign to nil"); return t;
    case Kind::Self: syntax_error(t->range.begin, "Can't change the value of self"); return t;
    case Kind::True: syntax_error(t->range.begin, "Can't assign to true"); return t;
    case Kind::False: syntax_error(t->range.begin, "Can't assign to false"); return t;
    case Kind::Int: syntax_error(t->range.begin, "Can't assign to __LINE__"); return t;
    case Kind::Str: syntax_error(t->range.begin, "Can't assign to __FILE__"); return t;
    default: return t;
  }
}

Node* ParseContext::struct_block(Node* value) {
  if (!value || value->kind != Kind::Call || value->text != "new" || !value->has(kWithBlock)) return nullptr;
  const Node* recv = call_receiver(value);
  if (!recv || recv->kind != Kind::Const || recv->text != "Struct") return nullptr;
  Node* block = value->kids.back();
  if (block->kind != Kind::Block || !block->kids[0]->kids.empty()) return nullptr;
  value->kids.pop_back();
  value->flags &= ~static_cast<uint32_t>(kWithBlock);
  return block->kids[1];
}

Node* ParseContext::assignable(Node* target, Node* value) {
  Node* t = declare_target(target);
  Range r = t->range;
  if (value) r.end = value->range.end;
  switch (t->kind) {
    case Kind::LocalVar: {
      Node* n = ast.make_text(Kind::LocalAsgn, r, t->text, {value});
      n->value = t->value;
      return n;
    }
    case Kind::Const:
      if (scopes.in_method()) syntax_error(t->range.begin, "dynamic constant assignment");
      if (Node* body = struct_block(value)) {
        // `Point = Struct.new(:x, :y) do ... end`: the block is the body of
        // the new class, as if reopened right after the assignment.
        Node* assign = ast.make_text(Kind::ConstAsgn, r, t->text, {value});
        return ast.make(Kind::Seq, r, {assign, ast.make_text(Kind::Class, r, t->text, {nullptr, body})});
      }
      return ast.make_text(Kind::ConstAsgn, r, t->text, {value});
    case Kind::IVar: return ast.make_text(Kind::IVarAsgn, r, t->text, {value});
    case Kind::CVar: return ast.make_text(Kind::CVarAsgn, r, t->text, {value});
    case Kind::GVar:
      if (t->text == "$!") syntax_error(t->range.begin, "Can't set variable $!");
      // Kernel's puts and print write to STDOUT itself, not to whatever
      // $stdout names.
      if (t->text == "$stdout" || t->text == "$stderr") return unsupported(t->range, "assigning '" + t->text + "'", Support::Outside);
      return ast.make_text(Kind::GVarAsgn, r, t->text, {value});
    case Kind::Call: {
      // Index targets, `recv[args] = value`, and attributes, `recv.name = value`.
      std::vector<Node*> kids = t->kids;
      kids.push_back(value);
      return ast.make_text(Kind::IndexAsgn, r, t->has(kAttribute) ? t->text + "=" : "", std::move(kids));
    }
    default: return t;  // Unsupported, or an error already reported
  }
}

Node* ParseContext::op_assign(Range r, Node* target, const std::string& op, Node* value) {
  Node* t = declare_target(target);
  if (t->kind == Kind::Const) return unsupported(t->range, "operator-assignment to constants", Support::NotYet);
  if (t->kind != Kind::LocalVar && t->kind != Kind::IVar && t->kind != Kind::CVar && t->kind != Kind::GVar &&
      t->kind != Kind::Call)
    return t;
  return ast.make_text(Kind::OpAsgn, r, op, {t, value});
}

Node* ParseContext::attribute(Range r, Node* receiver, bool safe, const std::string& name) {
  if (safe) return safe_navigation(r);
  return call(r, receiver, name, {}, kAttribute);
}

Node* ParseContext::scoped_constant(Range r, Node* scope, const std::string& name) {
  if (scope->kind != Kind::Const && scope->kind != Kind::ScopedConst)
    return unsupported(r, "constant scopes other than class names", Support::NotYet);
  return ast.make_text(Kind::ScopedConst, r, name, {scope});
}

// Folds the pieces of a literal into one Str when nothing is interpolated,
// else into a DStr whose adjacent literal pieces are merged.
static Node* build_string(Ast& ast, Range r, const std::vector<Node*>& parts) {
  std::vector<Node*> merged;
  for (Node* part : parts) {
    if (part->kind == Kind::Str && !merged.empty() && merged.back()->kind == Kind::Str) {
      Node* prev = merged.back();
      Node* joined = ast.make_text(Kind::Str, Range{prev->range.begin, part->range.end}, prev->text + part->text);
      merged.back() = joined;
    } else {
      merged.push_back(part);
    }
  }
  if (merged.empty()) return ast.make_text(Kind::Str, r, "");
  if (merged.size() == 1 && merged[0]->kind == Kind::Str) {
    Node* only = merged[0];
    return ast.make_text(Kind::Str, r, only->text);
  }
  return ast.make(Kind::DStr, r, std::move(merged));
}

Node* ParseContext::string_literal(Range r, std::vector<Node*> parts) { return build_string(ast, r, parts); }

Node* ParseContext::quoted_symbol(Range r, std::vector<Node*> parts) {
  Node* text = build_string(ast, r, parts);
  if (text->kind == Kind::Str) return ast.make_text(Kind::Sym, r, text->text);
  return call(r, text, "to_sym", {}, 0);
}

// A regexp's pieces fold as a string's do: one Regex, compiled here so that
// a bad one is reported as CRuby's parser reports it, or a DRegex whose
// source is made when it runs. Options beyond i, m and x are encodings
// (n, e, s; u is UTF-8, every rhz regexp's) and `o`, which interpolates
// once: rhz names those it does not give.
Node* ParseContext::regexp_literal(Range r, std::vector<Node*> parts, const std::string& option_letters) {
  std::uint32_t options = 0;
  std::string unknown;
  for (char c : option_letters) {
    if (c == 'i') options |= kRegexpIgnoreCase;
    else if (c == 'x') options |= kRegexpExtended;
    else if (c == 'm') options |= kRegexpMultiline;
    else if (c == 'n' || c == 'e' || c == 's') return unsupported(r, "the regexp encoding option '" + std::string(1, c) + "'", Support::Outside);
    else if (c != 'u' && c != 'o') unknown += c;
  }
  if (!unknown.empty()) {
    syntax_error(r.begin, std::string("unknown regexp option") + (unknown.size() > 1 ? "s" : "") + " - " + unknown);
    return ast.make_text(Kind::Regex, r, "");
  }
  Node* literal = build_string(ast, r, parts);
  if (literal->kind == Kind::DStr) {
    if (option_letters.find('o') != std::string::npos) return unsupported(r, "the regexp option 'o' with interpolation", Support::Outside);
    literal->kind = Kind::DRegex;
    literal->value = options;
    return literal;
  }
  literal->kind = Kind::Regex;
  literal->value = options;
  CompiledRegexp compiled = compile_regexp(literal->text, options);
  if (compiled.regex) onig_free(compiled.regex);
  else syntax_error(r.begin, regexp_error_message(compiled.error, literal->text));
  return literal;
}

Node* ParseContext::concat_strings(Range r, Node* first, Node* second) {
  std::vector<Node*> parts;
  for (Node* s : {first, second}) {
    if (s->kind == Kind::DStr) parts.insert(parts.end(), s->kids.begin(), s->kids.end());
    else parts.push_back(s);
  }
  return build_string(ast, r, parts);
}

Node* ParseContext::negate_literal(Range r, Node* literal) {
  if (literal->kind == Kind::Float) {
    literal->range = r;
    literal->text.insert(0, 1, '-');
    return literal;
  }
  if (literal->kind == Kind::BigInt) {
    literal->range = r;
    if (literal->text == std::to_string(-kFixnumMin)) return ast.make_int(r, kFixnumMin);
    literal->text.insert(0, 1, '-');
    return literal;
  }
  if (literal->kind != Kind::Int) return literal;
  literal->value = -literal->value;
  literal->range = r;
  return literal;
}

Node* ParseContext::make_if(Range r, Node* cond, Node* then_part, Node* else_part) {
  return ast.make(Kind::If, r, {cond, then_part, else_part});
}

Node* ParseContext::make_while(Range r, Node* cond, Node* body, bool until) {
  Node* n = ast.make(Kind::While, r, {cond, body});
  if (until) n->flags |= kUntil;
  return n;
}

Node* ParseContext::modifier_while(Range r, Node* body, Node* cond, bool until) {
  // Only a `begin ... end` itself runs first (CRuby's NODE_BEGIN): not one
  // in parentheses, nor one assigned (`x = begin ... end while c`).
  if (body->kind == Kind::Seq && body->has(kBeginBlock)) {
    Node* n = make_while(r, cond, body, until);
    n->flags |= kDoWhile;
    return n;
  }
  return make_while(r, cond, ast.make(Kind::Seq, body->range, {body}), until);
}

Node* ParseContext::begin_block(Range r, Node* body) {
  body->range = r;
  body->flags |= kBeginBlock;
  return body;
}

// `for var in iter; body; end` is `iter.each { |v| var = v; body }` in
// CRuby too, with one difference the parser has already made: var and the
// locals body assigns belong to the scope around the loop. So each is
// called as for any block, `break` and `next` are the block's, and the
// value is what each returns or what a break gives. A block parameter per
// target (at least two for `for a, b` and `for a,`) spreads a yielded Array
// over the targets as Ruby does. The parameters' names cannot clash with
// any local: nothing else is declared in a for body's own scope.
Node* ParseContext::for_loop(Range r, Node* var, Node* iter, Node* body) {
  bool multiple = var->kind == Kind::Targets;
  std::vector<Node*> targets = multiple ? var->kids : std::vector<Node*>{var};
  for (const Node* t : targets)
    if (t->kind == Kind::Splat) return unsupported(t->range, "a splat target of a for loop", Support::NotYet);
  size_t count = multiple ? std::max<size_t>(targets.size(), 2) : 1;
  std::vector<Node*> params;
  std::vector<Node*> stmts;
  for (size_t i = 0; i < count; ++i) {
    std::string name = "<for " + std::to_string(i + 1) + ">";
    params.push_back(ast.make_text(Kind::Param, var->range, name, {nullptr}));
    if (i >= targets.size()) continue;
    // An assignment whose value is still absent; any other target is
    // unsupported or already reported, and is left for the checks.
    Node* target = targets[i];
    if (target->kind == Kind::Targets) {  // `for a, (b, c) in x`: this parameter taken apart
      Node* source = ast.make_text(Kind::LocalVar, var->range, name);
      stmts.push_back(ast.make(Kind::MultiAsgn, target->range, {target, source}));
      continue;
    }
    if (!target->kids.empty() && !target->kids.back())
      target->kids.back() = ast.make_text(Kind::LocalVar, var->range, name);
    stmts.push_back(target);
  }
  stmts.push_back(body);
  Node* block = block_literal(r, ast.make(Kind::Params, var->range, std::move(params)),
                              ast.make(Kind::Seq, r, std::move(stmts)));
  block->flags |= kForLoop;
  return with_block(call(r, iter, "each", {}, 0), block);
}

Node* ParseContext::jump(Range r, Kind kind, std::vector<Node*> values) {
  if (values.empty()) return ast.make(kind, r, {nullptr});
  if (values.size() == 1) return ast.make(kind, r, {values[0]});
  Range vr{values.front()->range.begin, values.back()->range.end};
  return ast.make(kind, r, {ast.make(Kind::Array, vr, std::move(values))});
}

Node* ParseContext::with_block(Node* call, Node* block) {
  if (call->kind == Kind::Call && call->has(kWithBlock) && call->kids.back()->kind == Kind::BlockPass) {
    syntax_error(block->range.begin, "both block arg and actual block given");
    return call;
  }
  if (call->kind != Kind::Call || call->has(kWithBlock)) return call;  // already reported, or `a.b {} {}`
  // `lambda { |x| }` makes a lambda of its literal block, as `->` does, so
  // it is one (the checker rejects a program's own `lambda`).
  if (call->text == "lambda" && !call_receiver(call) && call_argc(call) == 0 && !call->has(kSuper) &&
      block->kind == Kind::Block) {
    return make_lambda(block);
  }
  if (call->has(kOperator) && call->text == "[]") return unsupported(block->range, "blocks passed to '[]'", Support::Outside);
  call->kids.push_back(block);
  call->flags |= kWithBlock;
  call->range.end = block->range.end;
  return call;
}

Node* ParseContext::destructured_param(Range r, std::vector<Node*> targets) {
  declare_block_targets(targets);
  // No program can name it: a local's name never holds a space.
  const std::string hidden = "(param " + std::to_string(++destructured_params_) + ")";
  scopes.declare(hidden);
  Node* source = ast.make_text(Kind::LocalVar, r, hidden);
  return ast.make(Kind::MultiAsgn, r, {ast.make(Kind::Targets, r, std::move(targets)), source});
}

// The locals a block parameter's target list (`|(a, (b, *c))|`) declares.
void ParseContext::declare_block_targets(const std::vector<Node*>& targets) {
  for (Node* target : targets) {
    Node* t = target->kind == Kind::Splat ? target->kids[0] : target;  // `|(a, *rest)|`
    if (t->kind == Kind::Unsupported) continue;
    if (t->kind == Kind::Targets) {
      declare_block_targets(t->kids);
      continue;
    }
    if (t->kind != Kind::LocalAsgn) {
      const char* what = t->kind == Kind::IVarAsgn   ? "an instance variable"
                         : t->kind == Kind::GVarAsgn ? "a global variable"
                         : t->kind == Kind::CVarAsgn ? "a class variable"
                         : t->kind == Kind::ConstAsgn ? "a constant"
                                                      : "anything but a local variable";
      syntax_error(t->range.begin, std::string("formal argument cannot be ") + what);
      continue;
    }
    // A block's parameters are its own, whatever the scope around names.
    t->value = scopes.declare(t->text);
  }
}

Node* ParseContext::block_literal(Range r, Node* params, Node* body) {
  if (!params) params = ast.make(Kind::Params, r);
  std::vector<Node*> unpack;
  for (Node*& p : params->kids) {
    if (p->has(kKeywordParam) || p->has(kKeywordRest)) {
      p = unsupported(p->range, "keyword parameters of blocks and lambdas", Support::NotYet);
      continue;
    }
    if (p->kind != Kind::MultiAsgn) continue;
    unpack.push_back(p);
    p = ast.make_text(Kind::Param, p->range, p->kids[1]->text, {nullptr});
  }
  if (!unpack.empty()) body->kids.insert(body->kids.begin(), unpack.begin(), unpack.end());
  return ast.make(Kind::Block, r, {params, body});
}

Node* ParseContext::lambda_literal(Range r, Node* params, Node* body) {
  return make_lambda(block_literal(r, params, body));
}

Node* ParseContext::make_lambda(Node* block) {
  block->flags |= kLambda;
  // A lambda checks its arguments as a method does, and packs a splat as a
  // method does; its frame holds the lambda itself where a method's holds
  // its block, so a block parameter would find nothing to take.
  for (Node*& p : block_params(block)->kids)
    if (p->kind == Kind::BlockParam) p = unsupported(p->range, "block parameters of lambdas", Support::NotYet);
  return block;
}

Node* ParseContext::rest_param(Range r, const std::string& name) {
  Node* p = ast.make_text(Kind::Param, r, name, {nullptr});
  p->flags |= kRestParam;
  return p;
}

void ParseContext::check_params(Node* params) {
  std::unordered_set<std::string> seen;
  bool optional_seen = false;
  for (Node* p : params->kids) {
    if (p->kind != Kind::Param) continue;
    if (p->has(kKeywordParam) || p->has(kKeywordRest)) {
      if (p->text != "**" && !seen.insert(p->text).second && p->text[0] != '_')
        syntax_error(p->range.begin, "duplicated argument name");
      continue;
    }
    if (p->has(kRestParam)) {
      if (p->text != "*" && !seen.insert(p->text).second && p->text[0] != '_')
        syntax_error(p->range.begin, "duplicated argument name");
      continue;
    }
    // Names starting with `_` may repeat (they are meant to be ignored).
    if (!seen.insert(p->text).second && p->text[0] != '_') syntax_error(p->range.begin, "duplicated argument name");
    const Node* default_value = p->kids[0];
    if (default_value && default_value->kind == Kind::LocalVar && default_value->text == p->text)
      syntax_error(default_value->range.begin, "circular argument reference - " + p->text);
    if (default_value) optional_seen = true;
    else if (optional_seen)
      syntax_error(p->range.begin, "required parameters after optional ones are not supported by rhz yet");
  }
}

}  // namespace rhz::frontend
