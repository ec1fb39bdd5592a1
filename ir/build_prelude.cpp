// The prelude's methods a program gets (frontend/prelude.h): those whose
// names the program's calls use, and those their calls use in turn, so
// that a program without blocks compiles exactly as before. A method is
// found by name at run time, so a call of `each` on anything brings
// Array#each; an unused one costs compile time, never behaviour.

#include <cctype>
#include <unordered_set>

#include "frontend/prelude.h"
#include "ir/build.h"
#include "ir/builder.h"

namespace rhz::ir {

using frontend::Kind;

namespace {

struct PreludeMethod {
  std::string owner;
  const AstNode* def;
  std::vector<std::string> aliases;
  bool in_module = false;  // Comparable's or Enumerable's
};

// The names the program calls, and the constants it names (a module's
// methods matter to a program that includes it by name). "<case>" stands
// for a case with a subject (each `when` sends ===), "<proc>" for a Proc
// made other than by `proc` (a lambda, a `&b` parameter). A call that
// spreads its arguments (and a bare super, which may spread a splat
// parameter) may be sent through __splat_send_block; a `yield(*a)` calls
// the block through Proc#call.
void collect_call_names(const AstNode* root, std::unordered_set<std::string>& names) {
  std::vector<const AstNode*> stack{root};
  while (!stack.empty()) {
    const AstNode* n = stack.back();
    stack.pop_back();
    if (!n) continue;
    if (n->kind == Kind::Call) names.insert(n->text);
    if (n->kind == Kind::Case && frontend::case_subject(n)) names.insert("<case>");
    if (n->kind == Kind::BlockParam || (n->kind == Kind::Block && n->has(frontend::kLambda))) names.insert("<proc>");
    if (n->kind == Kind::Const) names.insert("::" + n->text);
    if (n->kind == Kind::Splat || (n->kind == Kind::Call && n->has(frontend::kZSuper))) {
      names.insert("__splat_send_block");
      names.insert("__hash_splat");  // `{**h}`
    }
    if (n->kind == Kind::Yield)
      for (const AstNode* k : n->kids)
        if (k && k->kind == Kind::Splat) names.insert("call");
    for (const AstNode* k : n->kids) stack.push_back(k);
  }
}

std::vector<PreludeMethod> prelude_methods() {
  std::vector<PreludeMethod> methods;
  const AstNode* top = frontend::program_body(frontend::prelude_ast().root);
  for (const AstNode* cls : top->kids) {
    if (cls->kind != Kind::Class) continue;
    for (const AstNode* item : frontend::class_body(cls)->kids) {
      if (item->kind == Kind::Def) methods.push_back({cls->text, item, {}, cls->has(frontend::kModule)});
      if (item->kind == Kind::Alias)
        for (PreludeMethod& m : methods)
          if (m.owner == cls->text && m.def->text == item->kids[0]->text) m.aliases.push_back(item->text);
    }
  }
  return methods;
}

}  // namespace

void add_prelude(Program& program, const frontend::Ast& ast) {
  std::unordered_set<std::string> names;
  collect_call_names(ast.root, names);
  for (const frontend::RequiredRoot& r : ast.required) collect_call_names(r.root, names);
  if (names.count("<case>")) names.insert("===");
  const bool makes_procs = names.count("<proc>") || names.count("proc");
  std::vector<PreludeMethod> methods = prelude_methods();
  std::vector<bool> chosen(methods.size(), false);
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t i = 0; i < methods.size(); ++i) {
      if (chosen[i]) continue;
      bool used = names.count(methods[i].def->text) != 0;
      for (const std::string& a : methods[i].aliases) used = used || names.count(a) != 0;
      // A module's operator (Comparable#<) is found first in every core
      // class that includes the module, which defines its own, so only a
      // program that names the module can reach it.
      const std::string& name = methods[i].def->text;
      const bool op = !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_');
      if (methods[i].in_module && op && !names.count("::" + methods[i].owner)) used = false;
      // Proc#[] and === likewise matter only where the program makes a Proc.
      if (methods[i].owner == "Proc" && op && !makes_procs) used = false;
      // A class method (Hash.new) only where the program names the class.
      if (methods[i].def->has(frontend::kSingleton) && !names.count("::" + methods[i].owner)) used = false;
      if (!used) continue;
      chosen[i] = grew = true;
      collect_call_names(methods[i].def, names);
      // The runtime calls a Proc the program made through Proc#call (a
      // Hash's default block), so a program that makes one gets it.
      if (names.count("<proc>")) names.insert("call");
    }
  }
  for (std::size_t i = 0; i < methods.size(); ++i) {
    if (!chosen[i]) continue;
    const AstNode* def = methods[i].def;
    const AstNode* params = frontend::def_params(def);
    MethodInfo info;
    info.name = program.symbols.intern(def->text);
    info.line = def->range.begin.line;
    for (const AstNode* p : params->kids) {
      if (p->kind == frontend::Kind::BlockParam) continue;
      info.params.push_back(program.symbols.intern(p->text));
      if (p->has(frontend::kRestParam)) info.rest = true;  // the last
      else if (p->kids[0]) ++info.optional;
      else ++info.required;
    }
    info.builtin = true;
    info.owner = program.symbols.intern(methods[i].owner);
    info.singleton = def->has(frontend::kSingleton);
    for (const std::string& a : methods[i].aliases) info.aliases.push_back(program.symbols.intern(a));
    std::uint32_t index = program.add_method(std::move(info));
    Builder builder(program, program.methods[index].graph, Builder::collect_locals(params, frontend::def_body(def)),
                    nullptr, def->text);
    builder.mark_builtin();
    builder.build_body(params, frontend::def_body(def));
  }
}

}  // namespace rhz::ir
