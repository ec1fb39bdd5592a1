// Helpers shared by the regalloc tests: compile Ruby source to optimised
// graphs, schedule every method, allocate and verify.
#pragma once

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "test/ir/compile_source.h"
#include "regalloc/allocate.h"
#include "regalloc/print_alloc.h"
#include "regalloc/verify_alloc.h"
#include "sched/linearize.h"

namespace rhz::regalloc::test {

// A recursive method with a call on both sides of its branch.
inline const char* const kFib = "def fib(n)\n  if n < 2 then n else fib(n - 1) + fib(n - 2) end\nend\nputs fib(10)\n";

inline std::optional<ir::Program> compile(const std::string& name, const std::string& src) {
  return rhz::test::compile_source(name, src);
}

struct Compiled {
  ir::Program program;
  std::vector<sched::MethodSchedule> schedules;
  std::vector<Allocation> allocations;
  Target target;

  std::string dump() const { return print_alloc(program, schedules, allocations, target); }
  // The method with the given name (`<main>` for the top level).
  std::size_t method(std::string_view name) const {
    for (std::size_t i = 0; i < program.methods.size(); ++i)
      if (program.symbols.name(program.methods[i].info.name) == name) return i;
    FAIL("no method " << name);
    return 0;
  }
};

// A target that depends on the program (x86_64_target reads its symbols).
using TargetFor = Target (*)(const ir::SymbolTable&);

inline Compiled allocate_program(ir::Program program, const Target& target, std::string_view policy) {
  const sched::PolicyInfo* info = sched::find_policy(policy);
  REQUIRE(info != nullptr);
  Compiled c{std::move(program), {}, {}, target};
  for (const ir::Method& m : c.program.methods) {
    c.schedules.push_back(sched::schedule_method(m.graph, *info));
    c.allocations.push_back(allocate(m.graph, c.schedules.back(), target));
  }
  return c;
}

inline Compiled compile_and_allocate(const std::string& src, const Target& target, std::string_view policy = "early") {
  auto p = compile("test.rb", src);
  REQUIRE(p.has_value());
  return allocate_program(std::move(*p), target, policy);
}

inline Compiled compile_and_allocate(const std::string& src, TargetFor target_for, std::string_view policy = "early") {
  auto p = compile("test.rb", src);
  REQUIRE(p.has_value());
  const Target target = target_for(p->symbols);
  return allocate_program(std::move(*p), target, policy);
}

// Every method verifies.
inline void require_valid(const Compiled& c) {
  for (std::size_t i = 0; i < c.program.methods.size(); ++i) {
    auto problems = verify_alloc(c.program.methods[i].graph, c.schedules[i], c.target, c.allocations[i]);
    INFO("method " << i << "\n" << c.dump());
    for (const auto& problem : problems) INFO(problem);
    CHECK(problems.empty());
  }
}

}  // namespace rhz::regalloc::test
