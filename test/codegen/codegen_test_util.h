// Helpers shared by the codegen tests: Ruby source -> scheduled, allocated,
// compiled methods, and a fake runtime (RuntimeAbi functions that implement
// just what the tests need) to call them in-process.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "codegen/compile.h"
#include "codegen/registers.h"
#include "frontend/parse.h"
#include "ir/build.h"
#include "ir/optimize.h"
#include "regalloc/allocate.h"
#include "regalloc/verify_alloc.h"
#include "sched/linearize.h"

namespace rhz::codegen::test {

inline std::uint64_t fix(std::int64_t n) { return (static_cast<std::uint64_t>(n) << 1) | 1; }
inline std::int64_t unfix(std::uint64_t v) { return static_cast<std::int64_t>(v) >> 1; }

struct Compiled {
  ir::Program program;
  std::vector<sched::MethodSchedule> schedules;
  std::vector<regalloc::Allocation> allocations;
  std::vector<CompiledMethod> methods;

  std::size_t index(std::string_view name) const {
    for (std::size_t i = 0; i < program.methods.size(); ++i)
      if (program.symbols.name(program.methods[i].info.name) == name) return i;
    FAIL("no method " << name);
    return 0;
  }
  const CompiledMethod& method(std::string_view name) const { return methods[index(name)]; }
  std::string symbol(std::uint32_t id) const { return std::string(program.symbols.name(static_cast<ir::SymbolId>(id))); }
};

// Every method of the program, compiled with the given schedule policy.
inline Compiled compile_program(const std::string& src, std::string_view policy = "early") {
  frontend::SourceFile file("test.rb", src);
  frontend::Diagnostics diags(file);
  auto ast = frontend::parse(file, diags);
  REQUIRE(!diags.has_errors());
  frontend::check_subset(*ast, diags);
  REQUIRE(!diags.has_errors());
  Compiled c{ir::build_program(*ast), {}, {}, {}};
  for (ir::Method& m : c.program.methods) ir::optimize(m.graph, c.program.symbols);
  const sched::PolicyInfo* info = sched::find_policy(policy);
  REQUIRE(info != nullptr);
  regalloc::Target target = native_target(c.program.symbols);
  for (std::size_t i = 0; i < c.program.methods.size(); ++i) {
    const ir::Method& m = c.program.methods[i];
    c.schedules.push_back(sched::schedule_method(m.graph, *info));
    c.allocations.push_back(regalloc::allocate(m.graph, c.schedules.back(), target));
    auto problems = regalloc::verify_alloc(m.graph, c.schedules.back(), target, c.allocations.back());
    std::string report;
    for (const auto& problem : problems) report += problem + "\n";
    INFO(report);
    REQUIRE(problems.empty());
    c.methods.push_back(compile_method(c.program, i, c.schedules.back(), c.allocations.back()));
  }
  return c;
}

// A fake runtime: sends to methods of the program call their compiled code;
// a few operators on non-fixnums are answered here; everything is counted.
struct FakeRuntime;

// The runtime's context embeds NativeContext first (standard layout), so an
// ABI function can get from cx back to its runtime.
struct FakeContext {
  NativeContext cx;
  FakeRuntime* runtime = nullptr;
};

// The receiver of calls: compiled code may assume self is a heap object
// (emit_Send), so the fake runtime's main object is one, with a class word
// no send site has cached.
struct FakeObject {
  alignas(16) const void* klass = &klass;
};

struct FakeRuntime {
  FakeContext context;
  FakeObject main_object;
  NativeContext& cx = context.cx;
  const Compiled* compiled = nullptr;
  std::map<std::string, int> sends;             // method name -> calls
  std::vector<std::uint32_t> send_lines;        // cx.top->line at each send
  std::vector<const MethodData*> send_methods;  // cx.top->method at each send
  int overflows = 0;
  std::uint64_t overflow_lhs = 0, overflow_rhs = 0;
  std::string overflow_name;
  std::map<std::uint32_t, std::uint64_t> constants;
  // What compiled code reads inline: nothing assigned, so every ConstGet
  // asks const_get below.
  std::vector<std::uint64_t> constant_table;
  std::vector<std::string> calls;               // other ABI functions, in order
  bool fill_direct_caches = false;
  // The free lists NewArray takes its block from inline: empty unless a
  // test puts blocks on them, so that new_array below is called.
  void* free_lists[kSmallGranules + 1] = {};

  static FakeRuntime& of(NativeContext* cx) { return *reinterpret_cast<FakeContext*>(cx)->runtime; }

  static std::uint64_t send(NativeContext* cx, SendSite* site, std::uint64_t recv, const std::uint64_t* argv,
                            std::uint32_t argc) {
    FakeRuntime& rt = of(cx);
    std::string name = rt.compiled->symbol(site->name);
    ++rt.sends[name];
    rt.send_lines.push_back(cx->top ? cx->top->line : 0);
    rt.send_methods.push_back(cx->top ? cx->top->method : nullptr);
    for (std::size_t i = 0; i < rt.compiled->program.methods.size(); ++i)
      if (rt.compiled->program.symbols.name(rt.compiled->program.methods[i].info.name) == name) {
        NativeMethod entry = rt.compiled->methods[i].entry();
        if (rt.fill_direct_caches) {  // as the real runtime does (codegen/abi.h)
          site->klass = rt.main_object.klass;
          site->target = reinterpret_cast<const void*>(entry);
        }
        return entry(cx, recv, argv, argc, 0x08);
      }
    if (name == "==" && argc == 1) return recv == argv[0] ? kTrueBits : kFalseBits;
    if (name == "!=" && argc == 1) return recv != argv[0] ? kTrueBits : kFalseBits;
    if (name == "/" && argc == 1) return fix(unfix(recv) / unfix(argv[0]));
    return kNilBits;
  }
  static std::uint64_t fixnum_overflow(NativeContext* cx, SendSite* site, std::uint64_t lhs, std::uint64_t rhs) {
    FakeRuntime& rt = of(cx);
    ++rt.overflows;
    rt.overflow_lhs = lhs;
    rt.overflow_rhs = rhs;
    rt.overflow_name = rt.compiled->symbol(site->name);
    return kNilBits;
  }
  static std::uint64_t new_string(NativeContext* cx, std::uint32_t literal) {
    of(cx).calls.push_back("new_string " + std::to_string(literal));
    return fix(1000 + literal);
  }
  static std::uint64_t literal(NativeContext* cx, std::uint32_t index, std::uint32_t kind) {
    of(cx).calls.push_back("literal " + std::to_string(index) + " " + std::to_string(kind));
    return fix(2000 + index);
  }
  // Tests read the parts back as fixnums: the sum of their values.
  static std::uint64_t sum(const char* what, NativeContext* cx, const std::uint64_t* v, std::uint32_t n) {
    of(cx).calls.push_back(std::string(what) + " " + std::to_string(n));
    std::int64_t s = 0;
    for (std::uint32_t i = 0; i < n; ++i) s += unfix(v[i]);
    return fix(s);
  }
  static std::uint64_t interpolate(NativeContext* cx, const std::uint64_t* v, std::uint32_t n) {
    return sum("interpolate", cx, v, n);
  }
  static std::uint64_t new_array(NativeContext* cx, const std::uint64_t* v, std::uint32_t n) {
    return sum("new_array", cx, v, n);
  }
  static std::uint64_t to_ary(NativeContext* cx, std::uint64_t v) {
    of(cx).calls.push_back("to_ary");
    return v;
  }
  static std::uint64_t define_method(NativeContext* cx, std::uint32_t index) {
    of(cx).calls.push_back("define_method " + std::to_string(index));
    return kNilBits;
  }
  static std::uint64_t const_get(NativeContext* cx, std::uint32_t name) {
    FakeRuntime& rt = of(cx);
    rt.calls.push_back("const_get " + rt.compiled->symbol(name));
    return rt.constants.count(name) ? rt.constants[name] : kNilBits;
  }
  static std::uint64_t const_set(NativeContext* cx, std::uint32_t name, std::uint64_t value) {
    FakeRuntime& rt = of(cx);
    rt.calls.push_back("const_set " + rt.compiled->symbol(name));
    rt.constants[name] = value;
    return value;
  }

  static void stack_overflow(NativeContext* cx) {
    of(cx).calls.push_back("stack_overflow");
    throw std::runtime_error("the fake runtime has no stack budget to exhaust");
  }

  explicit FakeRuntime(const Compiled& c) : compiled(&c) {
    constant_table.assign(c.program.symbols.size(), kUndefinedBits);
    cx.constants = constant_table.data();
    cx.small_free_lists = free_lists;
    context.runtime = this;
    cx.abi = {&send,      &fixnum_overflow, &new_string, &literal,         &interpolate, &new_array,
              &to_ary,    &define_method,   &const_get,  &const_set,      &stack_overflow, nullptr,
              // blocks and classes: these tests compile none
              nullptr,    nullptr,          nullptr,     nullptr,         nullptr,
              nullptr,    nullptr,          nullptr,     nullptr,          nullptr,
              nullptr};  // interrupt: the tests never send SIGINT
  }

  // Calls the named method with fixnums or raw words as arguments.
  static constexpr std::uint64_t kMainSelf = ~std::uint64_t{0};  // stands for &main_object
  std::uint64_t main_bits() const { return reinterpret_cast<std::uint64_t>(&main_object); }
  std::uint64_t call(std::string_view name, std::vector<std::uint64_t> argv, std::uint64_t self = kMainSelf) {
    return call_given(name, argv, static_cast<std::uint32_t>(argv.size()), self);
  }
  std::uint64_t call_given(std::string_view name, std::vector<std::uint64_t> argv, std::uint32_t argc,
                           std::uint64_t self = kMainSelf) {
    if (self == kMainSelf) self = main_bits();
    std::uint64_t r = compiled->method(name).entry()(&cx, self, argv.data(), argc, 0x08);
    CHECK(cx.top == nullptr);  // every frame unlinked itself
    return r;
  }
};

}  // namespace rhz::codegen::test
