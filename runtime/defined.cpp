// The run-time half of `defined?` (ir/build_defined.cpp): what the builder
// cannot know from the text, asked by private helpers that answer true or
// false (the builder turns true into the word, "method" and the rest).
//
//   __defined_ivar(:@x)                  self has the ivar (assigned, even to nil)
//   __defined_gvar(:$x)                  the program has assigned the global, or
//                                        CRuby always has it ($0, $stdout, ...)
//   __defined_cvar(cls, :@@x)            cls or a superclass holds the class variable
//   __defined_const(:Name, known)        the constant has a value (the program's
//                                        or the core library's), or CRuby's core
//                                        library has it (known, from the builder)
//   __defined_method(recv, :name, mode)  recv responds to name: publicly (mode 0),
//                                        privately too (1, a call without a
//                                        receiver), or (2) CRuby's Kernel has it
//   __defined_super(cls, :name)          the method `name` of the class cls
//                                        (or of its class methods, when self is
//                                        cls or a subclass) has a super method
//
// A method rhz lacks but CRuby's class has (runtime/core_library.def) is
// defined, as CRuby answers: calling it names rhz's limitation instead.
#include <string>
#include <string_view>
#include <unordered_set>

#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/core_library.h"
#include "runtime/environment.h"
#include "runtime/object.h"
#include "runtime/shape.h"

namespace rhz::rt {

namespace {

Sym sym_of(Value symbol) { return intern(symbol_name(symbol)); }

Value defined_ivar(Value self, const Value* argv, std::uint32_t) {
  if (!has_ivar_layout(self)) return kFalse;
  return to_bool(static_cast<const RObject*>(as_object(self))->shape->slot(sym_of(argv[0])) >= 0);
}

// The globals CRuby always has, the special ones among them, which a
// program reads without assigning.
bool cruby_global(std::string_view name) {
  static const std::unordered_set<std::string_view> names{
      "$0", "$!", "$@", "$stdout", "$stderr", "$stdin", "$PROGRAM_NAME", "$;", "$,", "$/", "$\\", "$_", "$~",
      "$*", "$$", "$?", "$:", "$\"", "$<", "$>", "$.", "$DEBUG", "$VERBOSE", "$FILENAME", "$LOAD_PATH",
      "$LOADED_FEATURES", "$-0", "$-F", "$-I", "$-W", "$-a", "$-d", "$-i", "$-l", "$-p", "$-v", "$-w"};
  return names.count(name) != 0;
}

Value defined_gvar(Value, const Value* argv, std::uint32_t) {
  const std::string_view name = symbol_name(argv[0]);
  return to_bool(cruby_global(name) || program_global_assigned(name));
}

Value defined_cvar(Value, const Value* argv, std::uint32_t) {
  if (!is_class_value(argv[0])) return kFalse;  // the top level has none
  const Sym name = sym_of(argv[1]);
  for (const RClass* c = static_cast<const RClass*>(as_object(argv[0])); c; c = c->super)
    if (c->shape && c->shape->slot(name) >= 0) return kTrue;
  return kFalse;
}

Value defined_const(Value, const Value* argv, std::uint32_t) {
  if (argv[1] == kTrue) return kTrue;
  const std::string_view name = symbol_name(argv[0]);
  return to_bool(program_constant(name) != kUndefined || builtin_constant(name) != kUndefined);
}

Value defined_method(Value, const Value* argv, std::uint32_t) {
  const Value recv = argv[0];
  const std::string_view name = symbol_name(argv[1]);
  const std::int64_t mode = fixnum_value(argv[2]);
  if (mode == 2) return kTrue;
  const RClass* cls = class_of(recv);
  if (const MethodEntry* me = find_method(cls, intern(name))) {
    // The runtime's own private helpers are no methods of CRuby's.
    const bool helper = name.starts_with("__") && me->native && me->is_private;
    if (!helper && (!me->is_private || mode == 1)) return kTrue;
    if (!helper) return kFalse;
  }
  for (; cls; cls = cls->super)
    if (cruby_has_method(cls->name, name)) return kTrue;
  return to_bool(cruby_has_method("Object", name));
}

Value defined_super(Value self, const Value* argv, std::uint32_t) {
  if (!is_class_value(argv[0])) return kFalse;
  const RClass* cls = static_cast<const RClass*>(as_object(argv[0]));
  // In a class method self is the class (or a subclass): look among the
  // class methods.
  if (is_class_value(self))
    for (const RClass* c = static_cast<const RClass*>(as_object(self)); c; c = c->super)
      if (c == cls) {
        cls = cls->klass;
        break;
      }
  return to_bool(cls && cls->super && find_method(cls->super, sym_of(argv[1])));
}

}  // namespace

void init_defined_helpers() {
  define_native(c_Kernel, "__defined_ivar", defined_ivar, 1, 1, true);
  define_native(c_Kernel, "__defined_gvar", defined_gvar, 1, 1, true);
  define_native(c_Kernel, "__defined_cvar", defined_cvar, 2, 2, true);
  define_native(c_Kernel, "__defined_const", defined_const, 2, 2, true);
  define_native(c_Kernel, "__defined_method", defined_method, 3, 3, true);
  define_native(c_Kernel, "__defined_super", defined_super, 2, 2, true);
}

}  // namespace rhz::rt
