// What the interpreter loop calls outside its fast paths: method lookup
// through inline caches, sends of operators to built-in methods, fixnum
// division, profiles, threading, and the program's globals (constants and
// method definitions). Internal to the interpreter.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "runtime/bytecode.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/object.h"

namespace rhz::rt {

// Fills code.threaded: opcodes become handler offsets from dispatch_base.
void thread_code(const Code& code, const void* const* labels, const char* dispatch_base);

inline void record_branch(BranchProfile& profile, bool taken) {
  profile.history = (profile.history << 1) | static_cast<std::uint32_t>(taken);
  ++profile.count[taken];
}

// The method a send finds: the inline cache when it matches (class and
// method-state version), else a full lookup that refills it. Raises
// NoMethodError/NameError for a missing or private method.
const MethodEntry* lookup_miss(InlineCache& ic, Value recv, const RClass* cls);
inline const MethodEntry* lookup(InlineCache& ic, Value recv) {
  const RClass* cls = class_of(recv);
  if (ic.klass == cls && ic.state == g_method_state) [[likely]]
    return ic.entry;
  return lookup_miss(ic, recv, cls);
}

// A send whose cache hit an attribute method (SendAttrReader/Writer) still
// hits for recv: an object of the cache's class, the methods unchanged since
// (so the entry is the attribute method), and of the shape whose slot the
// cache holds for that method's ivar.
inline bool attribute_hit(const InlineCache& ic, Value recv) {
  if (!is_heap(recv)) return false;
  const auto* o = static_cast<const RObject*>(as_object(recv));
  return o->klass == ic.klass && ic.state == g_method_state && o->shape == ic.shape && ic.ivar == ic.entry->ivar;
}

inline bool argc_fits(const MethodEntry* me, std::uint32_t argc) {
  auto n = static_cast<std::int32_t>(argc);
  return n >= me->min_argc && (me->max_argc == kAnyArgc || n <= me->max_argc);
}

// The slow path of a specialised send (an operator or []): the method is
// always built in (tier A cannot define operators). `native` is set to it
// while it runs, for backtraces.
Value send_operator(InlineCache& ic, Value recv, const Value* argv, std::uint32_t argc, const MethodEntry*& native);
// The same for one and two arguments, taken by value so that the fast paths
// that call them keep their operands in registers.
[[gnu::noinline]] Value send_binary(InlineCache& ic, Value recv, Value arg, const MethodEntry*& native);
[[gnu::noinline]] Value send_ternary(InlineCache& ic, Value recv, Value arg0, Value arg1, const MethodEntry*& native);

// Instance variables through a cache (InlineCache::shape): the slow paths
// of GetIvar and SetIvar, which refill it for the object's shape, and a
// call of an attribute method.
Value ivar_get_miss(InlineCache& ic, Value obj);
void ivar_set_miss(InlineCache& ic, Value obj, Value v);
Value attr_send(InlineCache& ic, const MethodEntry* me, Value recv, const Value* argv);

// A fixnum fast path's exact result that left the fixnum range: a Bignum.
[[gnu::cold, gnu::noinline]] Value wide_integer(__int128 n);
// The fixnum fast paths' error, raised from within Integer#op as CRuby
// reports it: the raised marker (error.h), which tier 1's loop turns into
// its error path without a C++ throw.
[[gnu::cold]] Value divided_by_zero(const MethodEntry*& native, const char* op);

// Ruby's division floors (-7 / 2 == -4) and its modulo takes the sign of
// the divisor (-7 % 3 == 2).
inline Value fixnum_divide(std::int64_t a, std::int64_t b, const MethodEntry*& native) {
  if (b == 0) [[unlikely]]
    return divided_by_zero(native, "/");
  std::int64_t q = a / b;
  if (a % b != 0 && (a < 0) != (b < 0)) --q;
  if (!fits_fixnum(q)) [[unlikely]]
    return wide_integer(q);  // only kFixnumMin / -1
  return fixnum(q);
}

inline Value fixnum_modulo(std::int64_t a, std::int64_t b, const MethodEntry*& native) {
  if (b == 0) [[unlikely]]
    return divided_by_zero(native, "%");
  std::int64_t r = a % b;
  if (r != 0 && (r < 0) != (b < 0)) r += b;
  return fixnum(r);
}

// Constants and method definitions of the running program.
// The table of constants also holds the program's global variables, by
// their names with the `$`: nil until assigned, reassigned without a
// warning.
inline bool is_global(const std::string& name) { return !name.empty() && name[0] == '$'; }

// The code of method `index` of the running program (a block's, for
// Proc#arity).
const Code& running_method(std::uint32_t index);

class Globals {
 public:
  Globals(const BytecodeProgram& program, std::string file_name);
  ~Globals();
  Globals(const Globals&) = delete;
  Globals& operator=(const Globals&) = delete;

  // A `def`: a private method of Object, or a method of the class whose
  // body it is in. Returns the name Symbol.
  Value define_method(std::uint32_t method_index);
  // `def target.name`: a method of target's own, on its singleton class
  // (runtime/singleton_class.h). Returns the name Symbol.
  Value define_own_method(Value target, std::uint32_t method_index);
  // Called with the method's index after each of the two: compiled code
  // keeps caches of its own that must learn of the definition.
  void set_define_listener(void (*listener)(void* data, std::uint32_t method_index), void* data) {
    listener_ = listener;
    listener_data_ = data;
  }
  // `class Name [< super]` (has_super) or `module Name`: makes or reopens
  // the class or module (the constant `Name`, qualified when nested),
  // defines its body (method `body`) as a method of it, and returns it.
  Value define_class(std::uint32_t body, Value super, bool has_super, std::uint32_t line);
  // The class a method of a class belongs to (Code::class_member).
  RClass* class_named(const std::string& name) const;
  // Every constant's value, kUndefined until assigned: the interpreter's
  // fast path reads it directly, and calls constant() only to raise.
  const Value* values() const { return values_; }
  Value constant(std::uint32_t index) const;
  std::uint32_t constant_index(const std::string& name) const;
  // The value of the constant `name`, kUndefined when unassigned or absent.
  Value constant_named(std::string_view name) const;
  // Whether the program has assigned `name` (a global it has not is nil,
  // but not defined?).
  bool assigned(std::string_view name) const;
  void set_constant(std::uint32_t index, Value v, std::uint32_t line);
  const BytecodeProgram& program() const { return program_; }

 private:
  Value define_module(std::uint32_t body, std::uint32_t constant, std::uint32_t line);
  std::optional<std::uint32_t> find_constant(std::string_view name) const;

  // Points the `super` sends of a method just defined on cls above cls.
  void place_method(const Code& code, RClass* cls);

  const BytecodeProgram& program_;
  std::string file_name_;
  void (*listener_)(void* data, std::uint32_t method_index) = nullptr;
  void* listener_data_ = nullptr;
  Value* values_;                    // a root: constants hold objects
  std::vector<std::uint32_t> lines_; // where each was assigned; 0 = not yet
};

// The running program's globals (null before it starts and after it ends).
Globals* running_program();

}  // namespace rhz::rt
