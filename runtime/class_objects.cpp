#include "runtime/class_objects.h"

#include <cctype>
#include <limits>
#include <string>
#include <unordered_map>

#include "runtime/array_new.h"
#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/environment.h"
#include "runtime/float.h"
#include "runtime/heap.h"
#include "runtime/io.h"
#include "runtime/mersenne_twister.h"
#include "runtime/object.h"
#include "runtime/ordering.h"
#include "runtime/string_conv.h"
#include "runtime/string_methods.h"
#include "runtime/utf8_util.h"

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
RClass* c_MathModule;  // ... and of `Math`
Value math_object{kUndefined.bits};
RClass* c_Symbol;
Value array_class_object{kUndefined.bits};

Value array_class_new(Value, const Value* argv, std::uint32_t argc) { return array_new_call(argv, argc); }

Value class_name(Value self, const Value*, std::uint32_t) {
  return str_new_us_ascii(static_cast<RClassObject*>(as_object(self))->name);
}

Value symbol_to_s(Value self, const Value*, std::uint32_t) {
  return str_new_us_ascii(sym_name(static_cast<RSymbol*>(as_object(self))->sym));
}

// Whether a symbol's name reads back bare after a colon (`:name`, `:@x`,
// `:<=>`, `:empty?`), as CRuby decides; any other is inspected quoted.
bool plain_symbol_name(std::string_view s) {
  static constexpr std::string_view kOperators[] = {"[]", "[]=", "*", "**", "!", "!=", "!~", "+", "-", "+@", "-@", "/",
                                                    "%", "<", "<=", "<=>", "<<", ">", ">=", ">>", "==", "===", "=~",
                                                    "&", "|", "^", "~", "`"};
  for (std::string_view op : kOperators)
    if (s == op) return true;
  auto name_start = [](unsigned char c) { return c >= 0x80 || c == '_' || std::isalpha(c); };
  auto name_char = [](unsigned char c) { return c >= 0x80 || c == '_' || std::isalnum(c); };
  std::size_t i = 0;
  bool variable = false;
  if (s.starts_with("@@")) i = 2, variable = true;
  else if (s.starts_with("@") || s.starts_with("$")) i = 1, variable = true;
  if (i >= s.size() || !name_start(static_cast<unsigned char>(s[i]))) return false;
  while (i < s.size() && name_char(static_cast<unsigned char>(s[i]))) ++i;
  if (i == s.size()) return true;
  // A method name may end in ? or ! (or = for a setter), a variable's not.
  return !variable && i + 1 == s.size() && (s[i] == '?' || s[i] == '!' || s[i] == '=');
}

Value symbol_inspect(Value self, const Value*, std::uint32_t) {
  const std::string_view name = sym_name(static_cast<RSymbol*>(as_object(self))->sym);
  if (plain_symbol_name(name)) return str_new_us_ascii(":" + std::string(name));
  std::string out = ":";
  append_inspect(out, str_new(name));
  return str_new(out);
}

Value symbol_length(Value self, const Value*, std::uint32_t) {
  return fixnum(static_cast<std::int64_t>(utf8_length(symbol_name(self))));
}

// Symbols order as their names do (Symbol#<=>, and Comparable's < <= > >=,
// which fail for anything but a Symbol).
Value symbol_cmp(Value self, const Value* argv, std::uint32_t) {
  if (!is_symbol(argv[0])) return kNil;
  const int c = string_compare(symbol_name(self), symbol_name(argv[0]));
  return fixnum(c < 0 ? -1 : c > 0 ? 1 : 0);
}

template <bool (*Holds)(int)>
Value symbol_compare(Value self, const Value* argv, std::uint32_t) {
  if (!is_symbol(argv[0])) raise_comparison_failed(self, argv[0]);
  return to_bool(Holds(string_compare(symbol_name(self), symbol_name(argv[0]))));
}

}  // namespace

Value core_object(const char* name, const char* kind, RClass*& singleton) {
  singleton = new_class(kind, c_Object);
  define_native(singleton, "inspect", class_name, 0, 0);
  define_native(singleton, "to_s", class_name, 0, 0);
  auto* object = static_cast<RClassObject*>(alloc_uncollectable(sizeof(RClassObject)));
  object->klass = singleton;
  object->name = name;
  return from_object(object);
}

RClass* c_HashClass;
RClass* c_Enumerator;

namespace {

Sym enumerator_ivar(int which) {
  static const Sym names[] = {intern("@receiver"), intern("@method"), intern("@args")};
  return names[which];
}

// __enumerator_new(receiver, :method, args): an Enumerator
// (runtime/prelude_enumerator.rb holds its methods).
Value enumerator_new(Value, const Value* argv, std::uint32_t) {
  Value e = object_new(c_Enumerator);
  for (int i = 0; i < 3; ++i) ivar_set(static_cast<RObject*>(as_object(e)), enumerator_ivar(i), argv[i]);
  return e;
}

// `#<Enumerator: [1, 2]:each_slice(2)>`, as CRuby's.
Value enumerator_inspect(Value self, const Value*, std::uint32_t) {
  const auto* e = static_cast<const RObject*>(as_object(self));
  std::string out = "#<Enumerator: ";
  append_inspect(out, ivar_get(e, enumerator_ivar(0)));
  out += ':';
  out += symbol_name(ivar_get(e, enumerator_ivar(1)));
  const Value args = ivar_get(e, enumerator_ivar(2));
  if (is_array(args) && as_array(args)->len > 0) {
    out += '(';
    for (std::int64_t i = 0; i < as_array(args)->len; ++i) {
      if (i) out += ", ";
      append_inspect(out, as_array(args)->ptr[i]);
    }
    out += ')';
  }
  out += '>';
  return str_new(out);
}

}  // namespace

void init_class_objects() {
  // What a block-taking method gives without a block: an object of the
  // prelude's (runtime/prelude_enumerator.rb) keeping the receiver, the
  // method and its arguments in ivars, as the program's objects do.
  c_Enumerator = new_class("Enumerator", c_Object);
  c_Enumerator->klass = new_metaclass(c_Enumerator);
  c_Enumerator->user = true;
  include_module(c_Enumerator, c_Enumerable);
  define_native(c_Kernel, "__enumerator_new", enumerator_new, 3, 3, true);
  define_native(c_Enumerator, "inspect", enumerator_inspect, 0, 0);
  // Array is a class value like the program's, whose singleton holds the
  // Array.new of tier A (the prelude's `def self.new` goes there too).
  c_ArrayClass = new_class("#<Class:Array>", c_Class);
  c_ArrayClass->meta = true;
  c_Array->klass = c_ArrayClass;
  array_class_object = from_object(c_Array);
  define_native(c_ArrayClass, "new", array_class_new, 0, 2);
  // Hash's holds the prelude's Hash.new (a default value or block).
  c_HashClass = new_class("#<Class:Hash>", c_Class);
  c_HashClass->meta = true;
  math_object = core_object("Math", "Module", c_MathModule);
  define_math_functions(c_MathModule);

  c_Symbol = new_class("Symbol", c_Object);
  define_native(c_Symbol, "to_s", symbol_to_s, 0, 0);
  define_native(c_Symbol, "inspect", symbol_inspect, 0, 0);
  define_native(c_Symbol, "length", symbol_length, 0, 0);
  define_native(c_Symbol, "size", symbol_length, 0, 0);
  define_native(c_Symbol, "<=>", symbol_cmp, 1, 1);
  define_native(c_Symbol, "<", symbol_compare<ordering::lt>, 1, 1);
  define_native(c_Symbol, "<=", symbol_compare<ordering::le>, 1, 1);
  define_native(c_Symbol, ">", symbol_compare<ordering::gt>, 1, 1);
  define_native(c_Symbol, ">=", symbol_compare<ordering::ge>, 1, 1);
}

bool is_symbol(Value v) { return is_heap(v) && as_object(v)->klass == c_Symbol; }

const RClass* symbol_class() { return c_Symbol; }

std::string_view symbol_name(Value v) { return sym_name(static_cast<RSymbol*>(as_object(v))->sym); }

RClass* core_class(std::string_view name, bool singleton) {
  if (singleton) return name == "Array" ? c_ArrayClass : name == "Hash" ? c_HashClass : nullptr;
  if (name == "Integer") return c_Integer;
  if (name == "Array") return c_Array;
  if (name == "String") return c_String;
  if (name == "Kernel") return c_Kernel;
  if (name == "Range") return c_Range;
  if (name == "Float") return c_Float;
  if (name == "Hash") return c_Hash;
  if (name == "Proc") return block_class();
  if (name == "Comparable") return c_Comparable;
  if (name == "Enumerable") return c_Enumerable;
  if (name == "Struct") return c_Struct;
  if (name == "Enumerator") return c_Enumerator;
  return nullptr;
}

// The core classes and modules a program may name as values
// (`x.is_a?(Integer)`, `include Comparable`, `case x when String`). They
// become values when first named (or when Object#class first returns one).
RClass* core_class_value(std::string_view name) {
  static const std::unordered_map<std::string_view, RClass**> classes{
      {"Integer", &c_Integer},     {"Float", &c_Float},           {"String", &c_String},
      {"Symbol", &c_Symbol},       {"NilClass", &c_NilClass},     {"TrueClass", &c_TrueClass},
      {"FalseClass", &c_FalseClass}, {"Range", &c_Range},         {"Hash", &c_Hash},
      {"Kernel", &c_Kernel},       {"Comparable", &c_Comparable}, {"Enumerable", &c_Enumerable},
      {"Module", &c_Module},       {"Class", &c_Class},           {"BasicObject", &c_BasicObject},
      {"Struct", &c_Struct},       {"IO", &c_IO},                 {"Enumerator", &c_Enumerator}};
  RClass* cls = nullptr;
  if (auto it = classes.find(name); it != classes.end()) cls = *it->second;
  if (name == "Proc") cls = block_class();
  if (cls && !cls->klass) cls->klass = cls->module ? c_Module : c_Class;
  return cls;
}

Value builtin_constant(std::string_view name) {
  if (name == "Array") return array_class_object;
  if (RClass* cls = core_class_value(name)) return from_object(cls);
  if (name == "Math") return math_object;
  if (name == "STDOUT" || name == "$stdout") return stdout_object();
  if (name == "STDERR" || name == "$stderr") return stderr_object();
  if (name == "Random") return random_class_value();  // a class a program may reopen
  // The core library's numeric constants (its classes' own, named in full).
  if (name == "Math::PI") return float_new(3.141592653589793);
  if (name == "Math::E") return float_new(2.718281828459045);
  if (name == "Float::INFINITY") return float_new(std::numeric_limits<double>::infinity());
  if (name == "Float::NAN") return float_new(std::numeric_limits<double>::quiet_NaN());
  if (name == "Float::EPSILON") return float_new(std::numeric_limits<double>::epsilon());
  if (name == "Float::MAX") return float_new(std::numeric_limits<double>::max());
  if (name == "Float::MIN") return float_new(std::numeric_limits<double>::min());
  if (Value v = environment_constant(name); v != kUndefined) return v;
  return exception_class_constant(name);
}

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
