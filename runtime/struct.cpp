// Struct: `Point = Struct.new(:x, :y)` makes a class whose objects hold one
// value per member.
//
// A struct class is an ordinary class of the program's kind (RClass::user)
// made at run time, under Struct: its members are attribute methods over
// ivars named after them, so `p.x` and `p.x = 1` take every tier's
// attribute fast paths (shape check and load). The class is anonymous until
// a constant takes it (Globals::set_constant names it, as CRuby does). The
// methods every struct has (initialize, ==, [], to_a, inspect, ...) are
// Struct's, and find the members through the class chain, so
// `class Point3 < Struct.new(:x, :y, :z)` works as in Ruby. `Struct.new`
// with a block is the parser's: it becomes a reopening of the class
// (frontend/parse_actions.cpp).

#include <string>
#include <unordered_map>
#include <vector>

#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/equal.h"
#include "runtime/error.h"
#include "runtime/hash.h"
#include "runtime/object.h"
#include "runtime/struct.h"
#include "runtime/symbol.h"

namespace rhz::rt {

RClass* c_Struct;

namespace {

struct Members {
  std::vector<Sym> names;
  std::vector<Sym> ivars;  // "@name" of each
};

// Every struct class's members, for the run (classes are never freed).
std::unordered_map<const RClass*, Members>& members_table() {
  static auto* table = new std::unordered_map<const RClass*, Members>();
  return *table;
}

const Members& members_of(Value self) {
  for (const RClass* c = class_of(self); c; c = c->super)
    if (auto it = members_table().find(c); it != members_table().end()) return it->second;
  raise(c_TypeError, "uninitialized struct");
}

RObject* object(Value self) { return static_cast<RObject*>(as_object(self)); }

Value member_value(Value self, std::size_t i) { return ivar_get(object(self), members_of(self).ivars[i]); }

// Struct.new(:a, :b): a new struct class. On a struct class itself, `new`
// makes an object as Class#new does.
Value struct_new(Value self, const Value* argv, std::uint32_t argc) {
  if (static_cast<RClass*>(as_object(self)) != c_Struct) {
    static const MethodEntry* class_new = find_method(c_Class, intern("new"));
    return class_new->native(self, argv, argc);
  }
  if (argc == 0) raise(c_ArgumentError, "wrong number of arguments (given 0, expected 1+)");
  if (is_string(argv[0]))
    raise(c_NotImplementedError, "Struct.new with a class name (Struct::Name) is not supported by rhz yet");
  if (is_hash(argv[argc - 1]))
    raise(c_NotImplementedError, "Struct.new with keyword_init is not supported by rhz yet");
  Members members;
  for (std::uint32_t i = 0; i < argc; ++i) {
    const Sym name = symbol_or_string_name(argv[i]);
    for (Sym seen : members.names)
      if (seen == name) raise(c_ArgumentError, "duplicate member: " + std::string(sym_name(name)));
    members.names.push_back(name);
    members.ivars.push_back(intern("@" + std::string(sym_name(name))));
  }
  RClass* cls = new_class("", c_Struct);
  cls->user = true;
  cls->klass = new_metaclass(cls);
  for (std::size_t i = 0; i < members.names.size(); ++i) {
    define_attr_method(cls, members.names[i], Attr::Reader, members.ivars[i]);
    define_attr_method(cls, intern(std::string(sym_name(members.names[i])) + "="), Attr::Writer, members.ivars[i]);
  }
  cls->ivar_hint = static_cast<std::uint32_t>(members.names.size());
  members_table().emplace(cls, std::move(members));
  return from_object(cls);
}

Value struct_initialize(Value self, const Value* argv, std::uint32_t argc) {
  const Members& m = members_of(self);
  if (argc > m.names.size()) raise(c_ArgumentError, "struct size differs");
  for (std::size_t i = 0; i < m.names.size(); ++i) ivar_set(object(self), m.ivars[i], i < argc ? argv[i] : kNil);
  return kNil;
}

Value member_symbols(const Members& m) {
  Value out = ary_new(m.names.size());
  for (Sym name : m.names) ary_push(as_array(out), symbol_value(name));
  return out;
}

Value struct_members(Value self, const Value*, std::uint32_t) { return member_symbols(members_of(self)); }

// Struct.members on the class: the class stands in for an object of it.
Value struct_class_members(Value self, const Value*, std::uint32_t) {
  for (const RClass* c = static_cast<RClass*>(as_object(self)); c; c = c->super)
    if (auto it = members_table().find(c); it != members_table().end()) return member_symbols(it->second);
  raise(c_TypeError, "uninitialized struct");
}

Value struct_to_a(Value self, const Value*, std::uint32_t) {
  const Members& m = members_of(self);
  Value out = ary_new(m.names.size());
  for (std::size_t i = 0; i < m.names.size(); ++i) ary_push(as_array(out), member_value(self, i));
  return out;
}

Value struct_size(Value self, const Value*, std::uint32_t) {
  return fixnum(static_cast<std::int64_t>(members_of(self).names.size()));
}

Value struct_inspect(Value self, const Value*, std::uint32_t) {
  const Members& m = members_of(self);
  std::string out = "#<struct ";
  const std::string_view name = class_of(self)->name;
  if (!name.empty()) out.append(name).append(" ");
  for (std::size_t i = 0; i < m.names.size(); ++i) {
    if (i) out += ", ";
    out.append(sym_name(m.names[i])).append("=");
    append_inspect(out, member_value(self, i));
  }
  out += ">";
  return str_new(out);
}

Value struct_eq(Value self, const Value* argv, std::uint32_t) {
  if (self == argv[0]) return kTrue;
  if (!is_heap(argv[0]) || class_of(argv[0]) != class_of(self)) return kFalse;
  const Members& m = members_of(self);
  for (std::size_t i = 0; i < m.names.size(); ++i)
    if (!values_equal(member_value(self, i), member_value(argv[0], i))) return kFalse;
  return kTrue;
}

// The member an index names: a position (from the end when negative), a
// Symbol or a String.
std::size_t member_index(Value self, Value key) {
  const Members& m = members_of(self);
  const auto size = static_cast<std::int64_t>(m.names.size());
  if (is_fixnum(key)) {
    std::int64_t i = fixnum_value(key);
    if (i < -size) raise(c_IndexError, "offset " + std::to_string(i) + " too small for struct(size:" + std::to_string(size) + ")");
    if (i >= size) raise(c_IndexError, "offset " + std::to_string(i) + " too large for struct(size:" + std::to_string(size) + ")");
    return static_cast<std::size_t>(i < 0 ? i + size : i);
  }
  if (is_symbol(key) || is_string(key)) {
    const Sym name = symbol_or_string_name(key);
    for (std::size_t i = 0; i < m.names.size(); ++i)
      if (m.names[i] == name) return i;
    raise(c_NameError, "no member '" + std::string(sym_name(name)) + "' in struct");
  }
  raise(c_TypeError, "no implicit conversion of " + std::string(class_of(key)->name) + " into Integer");
}

Value struct_aref(Value self, const Value* argv, std::uint32_t) { return member_value(self, member_index(self, argv[0])); }

Value struct_aset(Value self, const Value* argv, std::uint32_t) {
  ivar_set(object(self), members_of(self).ivars[member_index(self, argv[0])], argv[1]);
  return argv[1];
}

Value struct_to_h(Value self, const Value*, std::uint32_t) {
  const Members& m = members_of(self);
  std::vector<Value> pairs;
  for (std::size_t i = 0; i < m.names.size(); ++i) {
    pairs.push_back(symbol_value(m.names[i]));
    pairs.push_back(member_value(self, i));
  }
  static const MethodEntry* hash_new = find_method(c_Kernel, intern("__hash_new"));
  return hash_new->native(kNil, pairs.data(), static_cast<std::uint32_t>(pairs.size()));
}

}  // namespace

bool struct_values(Value v, Value* values) {
  if (!is_heap(v)) return false;
  for (const RClass* c = class_of(v); c; c = c->super)
    if (members_table().count(c)) {
      *values = struct_to_a(v, nullptr, 0);
      return true;
    }
  return false;
}

void init_struct_methods() {
  c_Struct = new_class("Struct", c_Object);
  c_Struct->klass = new_metaclass(c_Struct);
  define_native(c_Struct->klass, "new", struct_new, 0, kAnyArgc);
  define_native(c_Struct->klass, "members", struct_class_members, 0, 0);
  define_native(c_Struct, "initialize", struct_initialize, 0, kAnyArgc, true);
  define_native(c_Struct, "members", struct_members, 0, 0);
  define_native(c_Struct, "to_a", struct_to_a, 0, 0);
  define_native(c_Struct, "deconstruct", struct_to_a, 0, 0);
  define_native(c_Struct, "values", struct_to_a, 0, 0);
  define_native(c_Struct, "size", struct_size, 0, 0);
  define_native(c_Struct, "length", struct_size, 0, 0);
  define_native(c_Struct, "inspect", struct_inspect, 0, 0);
  define_native(c_Struct, "to_s", struct_inspect, 0, 0);
  define_native(c_Struct, "==", struct_eq, 1, 1);
  define_native(c_Struct, "[]", struct_aref, 1, 1);
  define_native(c_Struct, "[]=", struct_aset, 2, 2);
  define_native(c_Struct, "to_h", struct_to_h, 0, 0);
}

void name_anonymous_class(Value v, const std::string& name) {
  if (!is_class_value(v)) return;
  auto* cls = static_cast<RClass*>(as_object(v));
  if (!cls->name.empty()) return;
  static auto* names = new std::vector<std::string*>();
  names->push_back(new std::string(name));
  cls->name = *names->back();
}

}  // namespace rhz::rt
