// The subset checks. They walk the whole AST once (iteratively, so deep
// programs cannot overflow the stack) and report, in source order:
//   - constructs of later tiers and outside the language, by name;
//   - `break`/`next` outside a loop or block, `return` inside a block of a
//     class body and `yield` outside a method;
//   - method definitions nested in methods, or naming an operator outside
//     a class body; classes and modules inside methods or blocks,
//     reopening or deriving from the core library's classes; `super` outside
//     a method of a class;
//   - calls of core methods that rhz does not provide (core_methods.def),
//     unless the program defines a method of that name itself, and names of
//     core constants the program does not assign;
//   - `return`/`break`/`next` where a value is needed (CRuby's "void value
//     expression");
//   - nesting too deep.

#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "frontend/parse.h"

namespace rhz::frontend {

namespace {

// A program nested deeper than this is refused: later passes may recurse
// over the tree, and no real program comes near it.
constexpr size_t kMaxDepth = 100000;

struct CoreNames {
  std::unordered_set<std::string_view> receiver;
  std::unordered_set<std::string_view> implicit_self;
  std::unordered_set<std::string_view> constants;
  std::unordered_set<std::string_view> derivable;
  CoreNames() {
#define RECEIVER(name) receiver.emplace(name);
#define SELF(name) implicit_self.emplace(name);
#define CONSTANT(name) constants.emplace(name);
#define DERIVABLE(name) derivable.emplace(name);
#include "frontend/core_methods.def"
#undef RECEIVER
#undef SELF
#undef CONSTANT
#undef DERIVABLE
  }
};

// The jump that makes `n` void — a value that never arrives because control
// leaves first — or null. As in CRuby: a jump, a sequence ending in one, an
// `if` whose branches are both void, or `a && b` / `a || b` with a void left.
// The search looks at most `budget` nodes deep, so that checking every
// operand of a deeply nested program stays linear.
const Node* void_jump(const Node* n, int& budget) {
  while (n && budget-- > 0) {
    switch (n->kind) {
      case Kind::Return:
      case Kind::Break:
      case Kind::Next: return n;
      case Kind::Seq:
        if (n->kids.empty()) return nullptr;
        n = n->kids.back();
        break;
      case Kind::If: {
        const Node* then_jump = void_jump(if_then(n), budget);
        return then_jump && void_jump(if_else(n), budget) ? then_jump : nullptr;
      }
      case Kind::And:
      case Kind::Or: n = n->kids[0]; break;
      default: return nullptr;
    }
  }
  return nullptr;
}

const Node* void_jump(const Node* n) {
  int budget = 64;
  return void_jump(n, budget);
}

// The kids of `n` whose values are used, the positions CRuby checks.
std::vector<const Node*> value_operands(const Node* n) {
  switch (n->kind) {
    case Kind::LocalAsgn:
    case Kind::ConstAsgn:
    case Kind::IndexAsgn:
    case Kind::OpAsgn: return {n->kids.begin(), n->kids.end()};
    case Kind::MultiAsgn: return {masgn_value(n)};
    case Kind::Call:
    case Kind::Array:
    case Kind::Hash:
    case Kind::Range: return {n->kids.begin(), n->kids.end()};
    case Kind::When: return {n->kids.begin(), n->kids.end() - 1};  // the patterns, not the body
    case Kind::If: return {if_cond(n)};
    case Kind::While: return {while_cond(n)};
    case Kind::Case: return {case_subject(n)};
    case Kind::And:
    case Kind::Or:
    case Kind::Not: return {n->kids[0]};
    default: return {};
  }
}

// `what` names the construct: a quoted keyword ("'yield'") or a noun phrase,
// plural ("blocks") or not ("attribute assignment").
std::string not_supported(const std::string& what, Support support) {
  bool plural = what.back() == 's';
  std::string verb = plural ? " are" : " is";
  if (support == Support::Outside) return what + verb + " not part of the rhz language";
  return what + verb + " not supported by rhz yet";
}

// Method names that would define an operator or a setter.
bool is_operator_name(const std::string& name) {
  if (name.empty()) return false;
  unsigned char c = static_cast<unsigned char>(name[0]);
  if (!(std::isalpha(c) || c == '_')) return true;
  return name.back() == '=';
}

// `name=`: what `recv.name = v` calls.
bool is_setter_name(const std::string& name) {
  unsigned char c = static_cast<unsigned char>(name[0]);
  return (std::isalpha(c) || c == '_') && name.back() == '=';
}

class Checker {
 public:
  Checker(const Ast& ast, Diagnostics& diags) : diags_(diags) {
    collect_definitions(ast.root);
    for (const RequiredRoot& r : ast.required) collect_definitions(r.root);
  }

  void run(const Node* root) {
    struct Item {
      const Node* node;
      Place place;
      size_t depth;
    };
    std::vector<Item> stack{{root, Place{}, 1}};
    bool reported_depth = false;
    while (!stack.empty()) {
      Item it = stack.back();
      stack.pop_back();
      const Node* n = it.node;
      if (!n) continue;
      if (it.depth > kMaxDepth) {
        if (!reported_depth) diags_.error(n->range.begin, "nesting too deep");
        reported_depth = true;
        continue;
      }
      Place place = it.place;
      visit(n, place);
      if (n->kind == Kind::Class) place.in_class = true;
      if (n->kind == Kind::Def) {
        place = Place{0, true, false, place.in_class, false, false, Place::kNoRescue, false};
        place.def = n;
      }
      if (n->kind == Kind::Block && n->has(kProtectedBody)) {
        // The protected part of a begin is a block to the graph, not to
        // the program: a break or next in it still names the loop or block
        // around the begin, which the graph cannot reach from inside.
        place.jumps_out = place.loops > 0 || place.in_block;
        place.in_protected = true;
        place.loops = 0;
        if (place.rescue == Place::kInClause) place.rescue = Place::kAcrossBody;
      } else if (n->kind == Kind::Block) {
        place = Place{0, place.in_def, true, place.in_class, false, false, Place::kNoRescue,
                      place.in_lambda || n->has(kLambda)};
      }
      for (size_t i = n->kids.size(); i-- > 0;) {
        Place kid = place;
        // A loop's condition and body are both inside it (`while (break; x)`
        // leaves the loop, as in CRuby).
        if (n->kind == Kind::While) ++kid.loops;
        if (n->kind == Kind::RescueClause && i == 0) kid.rescue = Place::kInClause;
        // An object's own method may call super, as a class's method does.
        if (n->kind == Kind::SingletonDef && i == 1) kid.in_class = true;
        stack.push_back({n->kids[i], kid, it.depth + 1});
      }
    }
  }

 private:
  // Where a node is.
  struct Place {
    uint32_t loops = 0;      // loops enclosing the node within its method or block
    bool in_def = false;
    bool in_block = false;   // inside a block of the method (or of the top level)
    bool in_class = false;   // inside a class body (its methods included)
    bool jumps_out = false;  // in a begin's protected part, inside a loop or block
    bool in_protected = false;  // in a begin's protected part (within its method or block)
    enum Rescue : uint8_t { kNoRescue, kInClause, kAcrossBody } rescue = kNoRescue;  // for `retry`
    bool in_lambda = false;  // inside a lambda of the method (or of the class body): a return leaves it
    const Node* def = nullptr;  // the method the node is in
  };

  void collect_definitions(const Node* root) {
    std::vector<std::pair<const Node*, bool>> stack{{root, false}};  // node, inside a class body
    while (!stack.empty()) {
      auto [n, in_class] = stack.back();
      stack.pop_back();
      if (!n) continue;
      if (n->kind == Kind::Def || n->kind == Kind::Alias) (in_class ? class_methods_ : defined_).insert(n->text);
      if (in_class) collect_attributes(n);
      if (n->kind == Kind::ConstAsgn) assigned_constants_.insert(n->text);
      if (n->kind == Kind::Class) {
        assigned_constants_.insert(n->text);
        classes_.insert(n->text);
      }
      for (const Node* k : n->kids) stack.push_back({k, in_class || n->kind == Kind::Class});
    }
  }

  // attr_reader :next defines `next` as surely as a def does (and
  // attr_writer `next=`).
  void collect_attributes(const Node* n) {
    if (n->kind != Kind::Call || call_receiver(n)) return;
    if (n->text == "alias_method" && call_argc(n) == 2 &&
        (call_arg(n, 0)->kind == Kind::Sym || call_arg(n, 0)->kind == Kind::Str))
      class_methods_.insert(call_arg(n, 0)->text);
    const bool reader = n->text == "attr_reader" || n->text == "attr_accessor";
    const bool writer = n->text == "attr_writer" || n->text == "attr_accessor";
    if (!reader && !writer) return;
    for (size_t i = 0; i < call_argc(n); ++i) {
      const Node* a = call_arg(n, i);
      if (a->kind != Kind::Sym && a->kind != Kind::Str) continue;
      if (reader) class_methods_.insert(a->text);
      if (writer) class_methods_.insert(a->text + "=");
    }
  }

  void check_void_operands(const Node* n) {
    for (const Node* operand : value_operands(n)) {
      const Node* jump = void_jump(operand);
      if (jump) diags_.error(jump->range.begin, "void value expression");
    }
  }

  void visit(const Node* n, const Place& place) {
    const bool in_def = place.in_def, in_block = place.in_block, in_class = place.in_class;
    check_void_operands(n);
    switch (n->kind) {
      case Kind::Unsupported:
        if (n->has(kAtRunTime)) break;
        diags_.error(n->range.begin, not_supported(n->text, static_cast<Support>(n->value)));
        break;
      case Kind::Break:
      case Kind::Next: {
        const char* word = n->kind == Kind::Break ? "break" : "next";
        if (place.loops == 0 && place.jumps_out)
          diags_.error(n->range.begin, std::string("'") + word +
                                           "' out of a begin body that has 'rescue' or 'ensure' is not supported yet");
        else if (place.loops == 0 && !in_block)
          diags_.error(n->range.begin, std::string("Invalid ") + word + ": '" + word + "' is only allowed inside a loop");
        break;
      }
      case Kind::Retry:
        if (place.rescue == Place::kAcrossBody)
          diags_.error(n->range.begin, "'retry' inside a nested begin body is not supported yet");
        else if (place.rescue != Place::kInClause)
          diags_.error(n->range.begin, "Invalid retry");
        break;
      case Kind::Return:
        // A return from a block leaves the method the block is written in
        // (or the program); a class body is no method to leave.
        if (in_block && in_class && !in_def && !place.in_lambda)
          diags_.error(n->range.begin, "'return' from a block in a class body is not supported");
        break;
      case Kind::Yield:
        if (!in_def && !asked_by_defined_.count(n)) diags_.error(n->range.begin, "Invalid yield");
        for (const Node* k : n->kids)
          if (k->kind == Kind::Splat) splats_.insert(k);  // `yield(*a)`: spread by the graph
        break;
      case Kind::BlockPass:
        if (!block_passes_.count(n)) diags_.error(n->range.begin, "block arguments other than a call's are not supported by rhz yet");
        break;
      case Kind::Class: check_class(n, in_def, in_block, in_class); break;
      case Kind::Alias:
      case Kind::Undef:
        if (in_def) diags_.error(n->range.begin, std::string(n->kind == Kind::Alias ? "'alias'" : "'undef'") +
                                                     " inside a method is not supported yet");
        break;
      case Kind::Def:
        if (n->has(kSingleton) && in_def)
          diags_.error(n->range.begin, "singleton method definitions inside a method are not supported yet");
        else if (in_def) diags_.error(n->range.begin, "nested method definitions are not supported");
        else if (is_operator_name(n->text) && !is_setter_name(n->text) && !in_class && !n->has(kSingleton))
          diags_.error(n->range.begin, "defining operator methods outside a class body is not supported");
        // `!x` and `not x` compile to a test of x's truth, never a send.
        else if (n->text == "!")
          diags_.error(n->range.begin, "defining '!' is not supported by rhz yet");
        else if (n->text == "method_missing" || n->text == "respond_to_missing?")
          diags_.error(n->range.begin, "'" + n->text + "' is not part of the rhz language");
        else if (n->text == "lambda")  // `lambda { }` is always Kernel's: the parser made it a lambda
          diags_.error(n->range.begin, "defining a method named 'lambda' is not supported");
        break;
      case Kind::Call:
        // `_1` in a block is its first parameter in Ruby 3 (a numbered
        // parameter); rhz would look for a method of that name.
        if (n->has(kVCall) && n->text.size() == 2 && n->text[0] == '_' && n->text[1] >= '1' && n->text[1] <= '9')
          diags_.error(n->range.begin, "numbered block parameters ('" + n->text + "') are not part of the rhz language");
        if (n->has(kWithBlock) && n->kids.back()->kind == Kind::BlockPass) block_passes_.insert(n->kids.back());
        // Splat arguments of a call (the graph sends it through a helper
        // that spreads them, ir/build.cpp's splat_send).
        for (size_t i = 0; i < call_argc(n); ++i)
          if (call_arg(n, i)->kind == Kind::Splat) splats_.insert(call_arg(n, i));
        if (asked_by_defined_.count(n)) break;
        if (n->has(kSuper)) check_super(n, place);
        else check_call(n);
        break;
      case Kind::Array:
        for (const Node* k : n->kids)
          if (k->kind == Kind::Splat) splats_.insert(k);
        break;
      case Kind::Hash:  // `{a: 1, **h}`: a Splat key, merged in by the graph
        for (const Node* k : n->kids)
          if (k && k->kind == Kind::Splat) splats_.insert(k);
        break;
      case Kind::MultiAsgn:
        // `a, *b = x`: the splat target takes what the others leave. (A
        // right side's splats, `a, b = *x, y`, are its Array's.)
        register_splat_targets(masgn_targets(n));
        break;
      case Kind::Splat:
        if (!splats_.count(n))
          diags_.error(n->range.begin, "splat arguments outside a call without a block or an Array literal are not supported by rhz yet");
        break;
      case Kind::ScopedConst: {
        const Node* scope = n->kids[0];
        if (asked_by_defined_.count(n)) break;
        // The core library's constants rhz has (runtime/class_objects.cpp,
        // and an exception class named in full).
        static const std::unordered_set<std::string_view> provided{"Float::INFINITY", "Float::NAN", "Float::EPSILON",
                                                                   "Float::MAX", "Float::MIN",
                                                                   "Encoding::CompatibilityError"};
        if (provided.count(scope->text + "::" + n->text)) {
          core_scopes_.insert(scope);
          break;
        }
        if (!classes_.count(scope->text) && (core_.constants.count(scope->text) || is_core_class(scope->text)))
          diags_.error(n->range.begin, "constants of the core library's classes ('" + scope->text + "::" + n->text +
                                           "') are not supported by rhz yet");
        break;
      }
      case Kind::Const: {
        if (core_.constants.count(n->text) && !assigned_constants_.count(n->text) && !core_scopes_.count(n) &&
            !asked_by_defined_.count(n))
          diags_.error(n->range.begin, "'" + n->text + "' is not part of the rhz language");
        break;
      }
      case Kind::Defined: {
        // What defined? asks about does not run (a call's receivers aside):
        // naming a core constant, a core method or yield there uses none.
        const Node* operand = n->kids[0];
        asked_by_defined_.insert(operand);
        if (operand->kind == Kind::ScopedConst) core_scopes_.insert(operand->kids[0]);
        break;
      }
      default: break;
    }
  }

  void check_class(const Node* n, bool in_def, bool in_block, bool in_class) {
    const std::string what = n->has(kModule) ? "module" : "class";
    if (in_def) return diags_.error(n->range.begin, what + " definition in method body");
    if (in_block) return diags_.error(n->range.begin, what + " definitions inside blocks are not supported by rhz yet");
    // Nested in a class or module, the name is a new constant of that one
    // (`Shapes::Circle`), never the core library's.
    if (in_class) return check_superclass(n);
    // A core class rhz has no class for (Random) is the program's own when
    // the program reopens it: what the program adds is all there is, and a
    // method CRuby's class has besides names rhz's limitation when called
    // (runtime/core_library.def). Reopening a class rhz implements would
    // make a second class by its name, so that stays refused.
    if (is_core_class(n->text)) {
      if (!is_reopenable(n->text) || n->has(kModule))
        return diags_.error(n->range.begin, "reopening the core library's " + what + " " + n->text + " is not supported by rhz yet");
      if (class_superclass(n))
        return diags_.error(class_superclass(n)->range.begin,
                            "reopening the core library's class " + n->text + " with a superclass is not supported");
      return;
    }
    check_superclass(n);
  }

  void check_superclass(const Node* n) {
    const Node* super = class_superclass(n);
    if (!super) return;
    // `class Point < Struct.new(:x, :y)`: a struct class made for it.
    if (super->kind == Kind::Call && super->text == "new" && call_receiver(super) &&
        call_receiver(super)->kind == Kind::Const && call_receiver(super)->text == "Struct")
      return;
    if (super->kind != Kind::Const)
      return diags_.error(super->range.begin, "a superclass other than a class name is not supported by rhz yet");
    if (!classes_.count(super->text) && super->text != "Object" && !core_.derivable.count(super->text))
      diags_.error(super->range.begin, core_.constants.count(super->text) || is_core_class(super->text)
                                           ? "classes deriving from the core library's " + super->text + " are not supported by rhz yet"
                                           : "uninitialized constant " + super->text);
  }

  // The core library's classes whose instances a program has: it may
  // reopen them to add methods (tier C); a method it defines there that the
  // class already has is refused when the definition runs
  // (Globals::define_method).
  static bool is_reopenable(std::string_view name) {
    static const std::unordered_set<std::string_view> classes{
        "Integer", "Float", "String", "Symbol", "Array", "Hash", "Range", "NilClass", "TrueClass", "FalseClass", "Object"};
    return classes.count(name) != 0;
  }

  // The core library's classes rhz implements, which the program may name
  // as values but not derive from (nor reopen, but for is_reopenable's).
  static bool is_core_class(std::string_view name) {
    static const std::unordered_set<std::string_view> implemented{
        "Integer", "Float",  "String", "Symbol", "Array",  "Hash",       "Range",      "NilClass", "TrueClass",
        "FalseClass", "Proc", "Object", "BasicObject", "Kernel", "Class", "Module", "Comparable", "Enumerable",
        "Struct"};
    return implemented.count(name) != 0;
  }

  void check_super(const Node* n, const Place& place) {
    if (!place.in_def || !place.in_class)
      return diags_.error(n->range.begin, "'super' outside a method of a class is not supported");
    if (place.in_block) diags_.error(n->range.begin, "'super' inside a block is not supported by rhz yet");
    else if (place.in_protected)
      diags_.error(n->range.begin, "'super' inside a begin body that has 'rescue' or 'ensure' is not supported yet");
    // A super whose arguments spread (a bare one in a method with a splat
    // parameter too) starts its lookup above the class it is written in,
    // which an object's own method is not.
    else if (place.def && place.def->has(kSingleton) && spreads_arguments(n, place.def))
      diags_.error(n->range.begin, "'super' with splat arguments in a singleton method is not supported by rhz yet");
  }

  // A target list's splat (`a, *b = x`) takes what the others leave, in
  // a nested list too (`(a, *b), c = x`).
  void register_splat_targets(const Node* targets) {
    for (const Node* target : targets->kids) {
      if (target->kind == Kind::Splat) splats_.insert(target);
      if (target->kind == Kind::Targets) register_splat_targets(target);
    }
  }

  static bool spreads_arguments(const Node* super, const Node* def) {
    if (super->has(kZSuper)) {
      for (const Node* p : def_params(def)->kids)
        if (p->has(kRestParam)) return true;
      return false;
    }
    for (size_t i = 0; i < call_argc(super); ++i)
      if (call_arg(super, i)->kind == Kind::Splat) return true;
    return false;
  }

  void check_call(const Node* n) {
    const std::string& name = n->text;
    if (n->has(kOperator)) return;
    // Metaprogramming no object of the language has, with or without a
    // receiver (CRuby would call a class's; main has none of them).
    if (name == "define_method" || name == "class_eval" || name == "module_eval" || name == "class_exec" ||
        name == "module_exec" || name == "instance_exec") {
      diags_.error(n->range.begin, "method '" + name + "' is not part of the rhz language");
      return;
    }
    // Regexps are in the language, the last match they leave behind is not.
    if (name == "last_match" && call_receiver(n) && call_receiver(n)->kind == Kind::Const &&
        call_receiver(n)->text == "Regexp" && !classes_.count("Regexp")) {
      diags_.error(n->range.begin, "'Regexp.last_match' is not part of the rhz language");
      return;
    }
    bool implicit_self = call_receiver(n) == nullptr;
    // The parser made every `lambda { }` a lambda; what is left would
    // make one of a block that is no literal (deprecated in CRuby).
    if (implicit_self && name == "lambda") {
      diags_.error(n->range.begin, "'lambda' without a literal block is not supported");
      return;
    }
    const auto& table = implicit_self ? core_.implicit_self : core_.receiver;
    if (!table.count(name)) return;
    // A top-level def is private to Object (`"a".chars` still means
    // String#chars); a class's method may be called on any receiver.
    if (class_methods_.count(name) || (implicit_self && defined_.count(name))) return;
    // Libraries: rhz has none of Ruby's (the core classes it has need no
    // require); a program's own files load with require_relative.
    if (implicit_self && name == "require") {
      diags_.error(n->range.begin, "'require' of a library is not part of the rhz language (require_relative loads "
                                   "a program's own files)");
      return;
    }
    diags_.error(n->range.begin, "method '" + name + "' is not part of the rhz language");
  }

  Diagnostics& diags_;
  CoreNames core_;
  std::unordered_set<std::string> defined_;
  std::unordered_set<std::string> assigned_constants_;
  std::unordered_set<std::string> classes_;  // the program's
  std::unordered_set<const Node*> block_passes_;  // `&b` that are calls' blocks
  std::unordered_set<const Node*> splats_;        // `*a` where the graph spreads them
  std::unordered_set<const Node*> core_scopes_;   // `Float` of `Float::INFINITY`
  std::unordered_set<const Node*> asked_by_defined_;  // the operand of a defined?
  std::unordered_set<std::string> class_methods_;  // defined in class bodies
};

}  // namespace

void check_subset(const Ast& ast, Diagnostics& diags) { check_subset(ast, ast.root, diags); }

void check_subset(const Ast& program, const Node* root, Diagnostics& diags) {
  if (!root) return;
  Checker checker(program, diags);
  checker.run(root);
}

}  // namespace rhz::frontend
