#include "driver/phases.h"

#include <chrono>
#include <cstdio>
#include <ostream>

#include "frontend/parse.h"
#include "codegen/compile.h"
#include "codegen/registers.h"
#include "ir/build.h"
#include "ir/constants.h"
#include "ir/optimize.h"
#include "ir/print.h"
#include "ir/verify.h"
#include "regalloc/allocate.h"
#include "regalloc/print_alloc.h"
#include "regalloc/verify_alloc.h"
#include "runtime/bytecode_compile.h"
#include "runtime/bytecode_print.h"
#include "runtime/vm_stack.h"
#include "sched/local_schedule.h"
#include "sched/print_schedule.h"
#include "sched/print_pipeline.h"
#include "sched/print_schedule_dot.h"
#include "sched/verify_schedule.h"

namespace rhz::driver {

namespace {

// Errors in the main file or a file it requires by name; a candidate's
// (frontend/load.h) are not the program's.
bool has_errors(const Compilation& c) {
  if (c.diags.has_errors()) return true;
  for (const frontend::LoadedFile& f : c.required)
    if (!f.candidate && f.diags->has_errors()) return true;
  return false;
}

void print_diagnostics(const Compilation& c, std::ostream& out) {
  c.diags.print(out);
  for (const frontend::LoadedFile& f : c.required)
    if (!f.candidate) f.diags->print(out);
}

bool run_parse(Compilation& c) {
  c.ast = frontend::parse(c.file, c.diags);
  if (!c.diags.has_errors()) c.required = frontend::load_required(*c.ast, c.file);
  return !has_errors(c);
}

bool run_check(Compilation& c) {
  frontend::check_subset(*c.ast, c.diags);
  for (frontend::LoadedFile& f : c.required)
    if (!f.diags->has_errors()) frontend::check_subset(*c.ast, f.ast->root, *f.diags);
  // A candidate that does not compile is left out: the runtime names it if
  // the program ever loads it.
  std::erase_if(c.ast->required, [&](const frontend::RequiredRoot& r) {
    for (const frontend::LoadedFile& f : c.required)
      if (f.ast->root == r.root) return f.candidate && f.diags->has_errors();
    return false;
  });
  return !has_errors(c);
}

void dump_ast(const Compilation& c, std::ostream& out, std::string_view) { frontend::dump_ast(out, c.ast->root); }

bool run_build(Compilation& c) {
  c.program = std::make_unique<ir::Program>(ir::build_program(*c.ast, c.file.name()));
  return true;
}

bool run_opt(Compilation& c) {
  for (ir::Method& m : c.program->methods) ir::optimize(m.graph, c.program->symbols);
  ir::propagate_literal_constants(*c.program);
  return true;
}

void dump_graph(const Compilation& c, std::ostream& out, std::string_view format) {
  if (format == "text") out << ir::print_text(*c.program);
  else out << ir::print_dot(*c.program);
}

std::vector<std::string> verify_graphs(const Compilation& c) {
  std::vector<std::string> problems;
  for (const ir::Method& m : c.program->methods)
    for (const std::string& p : ir::verify_graph(m.graph))
      problems.push_back("method " + std::string(c.program->symbols.name(m.info.name)) + ": " + p);
  return problems;
}

bool run_schedule(Compilation& c) {
  const sched::PolicyInfo* policy = sched::find_policy(c.options.sched_policy);
  if (!policy) policy = sched::find_policy("early");
  c.schedules.clear();
  for (const ir::Method& m : c.program->methods) c.schedules.push_back(sched::schedule_method(m.graph, *policy));
  return true;
}

// Formats: "" (the schedule), "verbose" (with order, liveness and loop
// depth), "dag" (every block's dependence DAG in the DAG tool's format),
// "dot" (the graphs drawn with their blocks and local order), "loop" (every
// innermost loop's dependence graph in the loop tool's format) and
// "pipeline" (every innermost loop modulo-scheduled, with its kernel).
void dump_schedule(const Compilation& c, std::ostream& out, std::string_view format) {
  if (format == "dot") {
    out << sched::print_scheduled_dot(*c.program, c.schedules);
    return;
  }
  if (format == "loop" || format == "pipeline") {
    bool machine = false;
    for (std::size_t i = 0; i < c.schedules.size(); ++i) {
      const ir::Method& m = c.program->methods[i];
      const auto loops = sched::innermost_loops(c.schedules[i], c.program->symbols, c.program->symbols.name(m.info.name));
      if (loops.empty()) continue;
      if (format == "pipeline") {
        out << sched::print_pipelines(loops, sched::ModuloPolicy::Sms);
        continue;
      }
      if (!machine) out << sched::print_machine(*sched::x86_loop_machine());
      machine = true;
      out << sched::print_loops(loops);
    }
    return;
  }
  if (format == "dag") {
    for (std::size_t i = 0; i < c.schedules.size(); ++i) {
      const ir::Method& m = c.program->methods[i];
      std::string name(c.program->symbols.name(m.info.name));
      if (name == "<main>") name = "main";
      sched::write_block_dags(out, m.graph, c.schedules[i].cfg, c.schedules[i].placement, name);
    }
    return;
  }
  out << sched::print_schedule(*c.program, c.schedules, format == "verbose");
}

std::vector<std::string> verify_schedules(const Compilation& c) {
  std::vector<std::string> problems;
  for (std::size_t i = 0; i < c.schedules.size(); ++i) {
    const ir::Method& m = c.program->methods[i];
    for (const std::string& p : sched::verify_schedule(m.graph, c.schedules[i]))
      problems.push_back("method " + std::string(c.program->symbols.name(m.info.name)) + ": " + p);
  }
  return problems;
}

bool run_alloc(Compilation& c) {
  c.allocations.clear();
  regalloc::Target target = regalloc::frame_slot_target();
  for (std::size_t i = 0; i < c.schedules.size(); ++i)
    c.allocations.push_back(regalloc::allocate(c.program->methods[i].graph, c.schedules[i], target));
  return true;
}

std::vector<std::string> verify_allocations(const Compilation& c) {
  std::vector<std::string> problems;
  regalloc::Target target = regalloc::frame_slot_target();
  for (std::size_t i = 0; i < c.allocations.size(); ++i) {
    const ir::Method& m = c.program->methods[i];
    for (const std::string& p : regalloc::verify_alloc(m.graph, c.schedules[i], target, c.allocations[i]))
      problems.push_back("method " + std::string(c.program->symbols.name(m.info.name)) + ": " + p);
  }
  return problems;
}

void dump_alloc(const Compilation& c, std::ostream& out, std::string_view) {
  out << regalloc::print_alloc(*c.program, c.schedules, c.allocations, regalloc::frame_slot_target());
}

bool run_bytecode(Compilation& c) {
  c.bytecode = std::make_unique<rt::BytecodeProgram>(rt::compile_bytecode(*c.program, c.schedules, c.allocations));
  return true;
}

void dump_bytecode(const Compilation& c, std::ostream& out, std::string_view) { out << rt::print_bytecode(*c.bytecode); }

bool run_codegen(Compilation& c) {
  c.native_allocations.clear();
  c.native.clear();
  if (!c.options.native) return true;
  regalloc::Target target = codegen::native_target(c.program->symbols);
  for (std::size_t i = 0; i < c.schedules.size(); ++i) {
    c.native_allocations.push_back(regalloc::allocate(c.program->methods[i].graph, c.schedules[i], target));
    // Compiled recursion ends where tier 1's does (runtime/vm_stack.h).
    std::uint32_t stack_cost = rt::frame_cost_bytes(c.bytecode->methods[i].frame_size);
    c.native.push_back(
        codegen::compile_method(*c.program, i, c.schedules[i], c.native_allocations[i], stack_cost));
  }
  return true;
}

std::vector<std::string> verify_native_allocations(const Compilation& c) {
  std::vector<std::string> problems;
  regalloc::Target target = codegen::native_target(c.program->symbols);
  for (std::size_t i = 0; i < c.native_allocations.size(); ++i) {
    const ir::Method& m = c.program->methods[i];
    for (const std::string& p : regalloc::verify_alloc(m.graph, c.schedules[i], target, c.native_allocations[i]))
      problems.push_back("method " + std::string(c.program->symbols.name(m.info.name)) + ": " + p);
  }
  return problems;
}

// Formats: "" (the assembly listing of every method), "stats" (one line of
// figures per method, the table of --stats), "alloc" (the x86-64 register
// allocation of every method).
void dump_codegen(const Compilation& c, std::ostream& out, std::string_view format) {
  if (format == "alloc") {
    out << regalloc::print_alloc(*c.program, c.schedules, c.native_allocations, codegen::native_target(c.program->symbols));
    return;
  }
  if (format == "stats") {
    char line[160];
    std::snprintf(line, sizeof line, "%-24s %8s %8s %7s %9s %7s %7s %10s\n", "method", "linear", "mops", "blocks",
                  "pressure", "spills", "slots", "code bytes");
    out << line;
    for (std::size_t i = 0; i < c.native.size(); ++i) {
      const codegen::CodegenStats& s = c.native[i].stats;
      regalloc::AllocStats a = regalloc::alloc_stats(c.program->methods[i].graph, c.schedules[i], c.native_allocations[i]);
      std::snprintf(line, sizeof line, "%-24s %8u %8u %7u %9zu %7u %7u %10u\n", c.native[i].name.c_str(), s.linear_instrs,
                    s.machine_ops, s.blocks, a.max_pressure, s.spills, s.frame_slots, s.code_bytes);
      out << line;
    }
    return;
  }
  for (std::size_t i = 0; i < c.native.size(); ++i) {
    if (i) out << '\n';
    out << codegen::print_asm(c.native[i]);
  }
}

constexpr Phase kPhases[] = {
    {"parse", "lex and parse into an AST", run_parse, nullptr, nullptr},
    {"check", "subset checks (tiers, loops, core methods)", run_check, dump_ast, nullptr},
    {"build", "build the sea-of-nodes graph of every method", run_build, dump_graph, verify_graphs},
    {"opt", "fold, simplify, value-number and clean the graphs", run_opt, dump_graph, verify_graphs},
    {"schedule", "place, order and linearize every method", run_schedule, dump_schedule, verify_schedules},
    {"alloc", "allocate frame slots (tier-1 registers)", run_alloc, dump_alloc, verify_allocations},
    {"bytecode", "encode tier-1 bytecode", run_bytecode, dump_bytecode, nullptr},
    {"codegen", "x86-64 allocation and code (with --dump-asm or --stats)", run_codegen, dump_codegen,
     verify_native_allocations},
};

}  // namespace

std::span<const Phase> phases() { return kPhases; }

const Phase* find_phase(std::string_view name) {
  for (const Phase& p : kPhases)
    if (p.name == name) return &p;
  return nullptr;
}

int run_pipeline(Compilation& c, std::ostream& dump_out, std::ostream& diag_out) {
  using Clock = std::chrono::steady_clock;
  struct Timing {
    std::string_view name;
    double ms;
  };
  std::vector<Timing> timings;
  int status = 0;
  for (const Phase& phase : kPhases) {
    auto start = Clock::now();
    bool ok = phase.run(c);
    timings.push_back({phase.name, std::chrono::duration<double, std::milli>(Clock::now() - start).count()});
    if (!ok) {
      print_diagnostics(c, diag_out);
      status = 1;
      break;
    }
    if (c.options.verify && phase.verify) {
      std::vector<std::string> problems = phase.verify(c);
      if (!problems.empty()) {
        diag_out << "rhz: internal error: verification failed after phase '" << phase.name << "'\n";
        for (const std::string& p : problems) diag_out << "  " << p << '\n';
        status = 1;
        break;
      }
    }
    for (const DumpRequest& d : c.options.dumps)
      if (d.phase == phase.name && phase.dump) phase.dump(c, dump_out, d.format);
    if (phase.name == c.options.stop_after) break;
  }
  if (c.options.time_passes) {
    double total = 0;
    diag_out << "phase          time (ms)\n";
    for (const Timing& t : timings) {
      char line[64];
      std::snprintf(line, sizeof line, "%-12s %11.3f\n", std::string(t.name).c_str(), t.ms);
      diag_out << line;
      total += t.ms;
    }
    char line[64];
    std::snprintf(line, sizeof line, "%-12s %11.3f\n", "total", total);
    diag_out << line;
  }
  return status;
}

}  // namespace rhz::driver
