#include "runtime/class_objects.h"

#include <string>
#include <unordered_map>

#include "runtime/array_new.h"
#include "runtime/classes.h"
#include "runtime/heap.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

// A class as a value: its name is what inspect and to_s print.
struct RClassObject : RBasic {
  const char* name;
};

struct RSymbol : RBasic {
  Sym sym;
};

RClass* c_ArrayClass;  // the singleton class of `Array`
RClass* c_Symbol;
Value array_class_object{kUndefined.bits};

Value array_class_new(Value, const Value* argv, std::uint32_t argc) { return array_new_call(argv, argc); }

Value class_name(Value self, const Value*, std::uint32_t) {
  return str_new(static_cast<RClassObject*>(as_object(self))->name);
}

Value symbol_to_s(Value self, const Value*, std::uint32_t) {
  return str_new(sym_name(static_cast<RSymbol*>(as_object(self))->sym));
}

Value symbol_inspect(Value self, const Value*, std::uint32_t) {
  return str_new(":" + std::string(sym_name(static_cast<RSymbol*>(as_object(self))->sym)));
}

}  // namespace

void init_class_objects() {
  c_ArrayClass = new RClass{};
  c_ArrayClass->name = "Class";
  c_ArrayClass->super = c_Object;
  define_native(c_ArrayClass, "new", array_class_new, 0, 2);
  define_native(c_ArrayClass, "inspect", class_name, 0, 0);
  define_native(c_ArrayClass, "to_s", class_name, 0, 0);
  auto* array = static_cast<RClassObject*>(alloc_uncollectable(sizeof(RClassObject)));
  array->klass = c_ArrayClass;
  array->name = "Array";
  array_class_object = from_object(array);

  c_Symbol = new RClass{};
  c_Symbol->name = "Symbol";
  c_Symbol->super = c_Object;
  define_native(c_Symbol, "to_s", symbol_to_s, 0, 0);
  define_native(c_Symbol, "inspect", symbol_inspect, 0, 0);
}

Value builtin_constant(std::string_view name) { return name == "Array" ? array_class_object : kUndefined; }

Value symbol_value(Sym name) {
  // One object per symbol, as in Ruby; the table lives as long as the run.
  static std::unordered_map<Sym, RSymbol*>* table = new std::unordered_map<Sym, RSymbol*>();
  auto [it, fresh] = table->try_emplace(name, nullptr);
  if (fresh) {
    it->second = static_cast<RSymbol*>(alloc_uncollectable(sizeof(RSymbol)));
    it->second->klass = c_Symbol;
    it->second->sym = name;
  }
  return from_object(it->second);
}

}  // namespace rhz::rt
