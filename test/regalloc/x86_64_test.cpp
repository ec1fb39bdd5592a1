// The x86-64 target: calling-convention masks, calls clobbering
// caller-saved registers, interval splitting, spill stores and reloads,
// and the verifier catching broken split allocations.

#include <bit>

#include "regalloc/x86_64.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;
using regalloc::test::compile_and_allocate;
using regalloc::test::kFib;
using regalloc::test::require_valid;

namespace {

const char* kCalls =
    "def id(v)\n  v\nend\ndef f(x)\n  a1 = id(x)\n  a2 = id(x)\n  a3 = id(x)\n  a4 = id(x)\n  a5 = id(x)\n"
    "  a6 = id(x)\n  a7 = id(x)\n  a8 = id(x)\n  a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8\nend\nputs f(1)\n";


// `def f(x)` computing a1..a20 from x, all live across `puts x`, then summed.
std::string hungry_program(int values) {
  std::string src = "def f(x)\n";
  for (int i = 1; i <= values; ++i) src += "  a" + std::to_string(i) + " = x + " + std::to_string(i) + "\n";
  src += "  puts x\n  a1";
  for (int i = 2; i <= values; ++i) src += " + a" + std::to_string(i);
  return src + "\nend\nputs f(1)\n";
}

// Eight values live across a loop full of calls, used in it.
const char* kLoop =
    "def h(n)\n  a = n + 1\n  b = n + 2\n  c = n + 3\n  d = n + 4\n  e = n + 5\n  f = n + 6\n  g = n + 7\n"
    "  i = 0\n  while i < n\n    puts a\n    puts b\n    puts c\n    puts d\n    puts e\n    puts f\n    puts g\n"
    "    i += 1\n  end\n  a + b + c + d + e + f + g\nend\nh(3)\n";

template <typename F>
void for_each_instr(const sched::MethodSchedule& s, F f) {
  for (std::size_t k = 0; k < s.linear.blocks.size(); ++k)
    for (std::size_t i = 0; i < s.linear.blocks[k].instrs.size(); ++i) f(k, i, s.linear.blocks[k].instrs[i]);
}

bool is_node(const sched::LinearInstr& li, ir::Op op) {
  return li.kind == sched::LinearInstr::Kind::Node && li.node && li.node->op() == op;
}

std::size_t problems_of(const regalloc::test::Compiled& c, std::size_t m, const Allocation& a) {
  return verify_alloc(c.program.methods[m].graph, c.schedules[m], c.target, a).size();
}

}  // namespace

TEST_CASE("x86_64: the register file", "[regalloc][x86]") {
  ir::SymbolTable symbols;
  const Target t = x86_64_target(symbols);
  CHECK(std::popcount(t.allocatable & ~x86::kXmmAll) == 12);
  CHECK(std::popcount(t.allocatable & x86::kXmmAll) == 14);  // xmm2-xmm15
  for (std::uint32_t r : {0u, 1u}) CHECK_FALSE(t.allocatable & reg_bit(x86::xmm(r)));  // the back end's scratch
  for (x86::Reg r : {x86::rsp, x86::kContext, x86::kScratch, x86::kScratch2}) CHECK_FALSE(t.allocatable & reg_bit(r));
  CHECK(t.allocatable & reg_bit(x86::rbp));  // no frame pointer
  CHECK(t.register_name(x86::r12) == "r12");
  CHECK((x86::kCallerSaved & x86::kCalleeSaved) == 0);
  CHECK(std::popcount(t.allocatable & x86::kCalleeSaved) == 5);
  CHECK(std::popcount(t.allocatable & x86::kCallerSaved & ~x86::kXmmAll) == 7);
  CHECK((x86::kXmmAll & x86::kCalleeSaved) == 0);  // System V keeps no SSE register across a call
  CHECK(t.register_name(x86::xmm(15)) == "xmm15");
}

TEST_CASE("x86_64: fib follows the calling convention", "[regalloc][x86][masks]") {
  auto c = compile_and_allocate(kFib, x86_64_target);
  require_valid(c);
  const std::size_t fib = c.method("fib");
  const Allocation& a = c.allocations[fib];
  const x86::InlineSends inline_sends(c.program.symbols);
  int calls = 0, inline_ops = 0;
  for_each_instr(c.schedules[fib], [&](std::size_t, std::size_t, const sched::LinearInstr& li) {
    if (!is_node(li, ir::Op::Send)) {
      if (is_node(li, ir::Op::Return)) CHECK(a.use_location(li.node, 1) == Location::reg(x86::rax));
      if (is_node(li, ir::Op::Param)) CHECK(a.location(li.node) == Location::slot(0));  // copied there by the prologue
      return;
    }
    if (inline_sends.of(li.node) == x86::InlineOp::None) {
      ++calls;
      CHECK(a.location(li.node) == Location::reg(x86::rax));  // the result
    } else {
      ++inline_ops;
      CHECK(c.target.clobbers(li.node) == 0);
    }
  });
  CHECK(calls == 2);       // fib twice
  CHECK(inline_ops == 4);  // < - - +
  CHECK(a.spilled == 0);
  CHECK(a.incoming_slots == 1);
}

TEST_CASE("x86_64: calls clobber the caller-saved registers and inline sends do not", "[regalloc][x86][masks]") {
  auto c = compile_and_allocate(kFib, x86_64_target);
  const x86::InlineSends inline_sends(c.program.symbols);
  const std::size_t fib = c.method("fib");
  for_each_instr(c.schedules[fib], [&](std::size_t, std::size_t, const sched::LinearInstr& li) {
    if (!is_node(li, ir::Op::Send)) return;
    const bool call = inline_sends.of(li.node) == x86::InlineOp::None;
    CHECK(x86::is_runtime_call(li.node, inline_sends) == call);
    CHECK(c.target.clobbers(li.node) == (call ? x86::kCallerSaved : 0));
    CHECK(c.target.temps(li.node) == 0);
  });
  // fib(n - 1) is live across fib(n - 2): a callee-saved register or a slot.
  CHECK((c.allocations[fib].used_registers & x86::kCalleeSaved) != 0);
}

TEST_CASE("x86_64: division works in rdx:rax", "[regalloc][x86][masks]") {
  auto c = compile_and_allocate("def f(a, b)\n  q = a / b\n  r = a % b\n  q + r + a + b\nend\nputs f(7, 2)\n", x86_64_target);
  require_valid(c);
  const x86::InlineSends inline_sends(c.program.symbols);
  const std::size_t f = c.method("f");
  const Allocation& a = c.allocations[f];
  int divisions = 0;
  for_each_instr(c.schedules[f], [&](std::size_t k, std::size_t i, const sched::LinearInstr& li) {
    if (!is_node(li, ir::Op::Send)) return;
    const x86::InlineOp op = inline_sends.of(li.node);
    if (op != x86::InlineOp::Div && op != x86::InlineOp::Mod) return;
    ++divisions;
    CHECK(a.location(li.node) == Location::reg(op == x86::InlineOp::Div ? x86::rax : x86::rdx));
    CHECK(c.target.temps(li.node) == x86::kDividend);
    for (std::size_t slot : {1, 2}) {
      const Location l = a.use_location(li.node, slot);
      CHECK_FALSE((l.kind == Location::Kind::Register && (x86::kDividend & reg_bit(l.index))));
    }
    // a and b live on past the division, outside rdx:rax.
    const std::uint32_t p = a.positions[k][i];
    for (std::size_t slot : {1, 2}) {
      const Location l = a.location_at(li.node->input(slot), p + 1);
      CHECK_FALSE((l.kind == Location::Kind::Register && (x86::kDividend & reg_bit(l.index))));
    }
  });
  CHECK(divisions == 2);
}

TEST_CASE("x86_64: every parameter arrives in its frame slot", "[regalloc][x86][masks]") {
  auto c = compile_and_allocate("def g(a, b, c, d, e, f)\n  f - e\nend\nputs g(1, 2, 3, 4, 5, 6)\n", x86_64_target);
  require_valid(c);
  const std::size_t g = c.method("g");
  const Allocation& a = c.allocations[g];
  CHECK(a.incoming_slots == 6);
  for_each_instr(c.schedules[g], [&](std::size_t, std::size_t, const sched::LinearInstr& li) {
    if (is_node(li, ir::Op::Param)) CHECK(a.location(li.node) == Location::slot(ir::param_index(li.node)));
  });
}

TEST_CASE("x86_64: twenty values live across a call spill, each stored once", "[regalloc][x86][spill]") {
  auto c = compile_and_allocate(hungry_program(20), x86_64_target);
  require_valid(c);
  const std::size_t f = c.method("f");
  const Allocation& a = c.allocations[f];
  const sched::MethodSchedule& s = c.schedules[f];
  // At most the five callee-saved registers survive `puts x`.
  CHECK(a.spilled >= 20 - 5);
  CHECK(a.spill_stores == a.spilled);  // straight-line code: one store per spilled value
  CHECK(a.frame_size > 0);
  // At the call to puts, every a_i is in a callee-saved register or a slot.
  int across = 0;
  for_each_instr(s, [&](std::size_t k, std::size_t i, const sched::LinearInstr& li) {
    if (!is_node(li, ir::Op::Send) || c.program.symbols.name(ir::send_name(li.node)) != "puts") return;
    const std::uint32_t p = a.positions[k][i];
    for_each_instr(s, [&](std::size_t, std::size_t, const sched::LinearInstr& d) {
      if (!is_node(d, ir::Op::Send) || c.program.symbols.name(ir::send_name(d.node)) != "+") return;
      const auto& segs = a.segments[d.node->id()];
      if (segs.front().from > p || segs.back().to <= p + 1) return;  // not live across
      ++across;
      const Location l = a.location_at(d.node, p);
      CHECK((l.kind == Location::Kind::Slot || (x86::kCalleeSaved & reg_bit(l.index)) != 0));
    });
  });
  CHECK(across >= 19);
  const AllocStats st = alloc_stats(c.program.methods[f].graph, s, a);
  CHECK(st.max_pressure >= 20);
  CHECK(format_alloc_stats(st, c.target).find("spilled=" + std::to_string(a.spilled)) != std::string::npos);
}

TEST_CASE("x86_64: values split around calls and move between locations", "[regalloc][x86][split]") {
  auto c = compile_and_allocate(kCalls, x86_64_target);
  require_valid(c);
  const std::size_t f = c.method("f");
  const Allocation& a = c.allocations[f];
  // Call results are born in rax and continue elsewhere: two segments, and
  // a move out of rax right after the call.
  int split = 0;
  for (const auto& segs : a.segments)
    if (segs.size() >= 2 && segs.front().loc == Location::reg(x86::rax)) ++split;
  CHECK(split >= 7);
  bool out_of_rax = false;
  for (const auto& block : a.moves_before)
    for (const auto& gap : block)
      for (const Move& m : gap) out_of_rax = out_of_rax || m.from == Location::reg(x86::rax);
  CHECK(out_of_rax);
}

TEST_CASE("x86_64: a loop reloads spilled values and stores nothing it need not", "[regalloc][x86][loop]") {
  auto c = compile_and_allocate(kLoop, x86_64_target);
  require_valid(c);
  const std::size_t h = c.method("h");
  const Allocation& a = c.allocations[h];
  const sched::MethodSchedule& s = c.schedules[h];
  CHECK(a.spilled >= 2);
  int reloads_in_loop = 0, stores_in_loop = 0;
  auto count = [&](const std::vector<Move>& moves, bool in_loop) {
    for (const Move& m : moves) {
      if (!in_loop) continue;
      if (m.from.kind == Location::Kind::Slot && m.to.kind == Location::Kind::Register) ++reloads_in_loop;
      if (m.to.kind == Location::Kind::Slot && !(m.to == a.scratch)) ++stores_in_loop;
    }
  };
  for (std::size_t k = 0; k < s.linear.blocks.size(); ++k) {
    const bool in_loop = s.cfg.block(s.linear.blocks[k].block).loop_depth > 0;
    for (const auto& gap : a.moves_before[k]) count(gap, in_loop);
    count(a.moves_at_end(s.linear.blocks[k].block), in_loop);
  }
  CHECK(reloads_in_loop > 0);
  // a..g are defined before the loop: their stores are too. Only the loop
  // counter, redefined in the loop, could be stored in it.
  CHECK(stores_in_loop <= 1);
}

TEST_CASE("x86_64: the dump names registers and shows the moves", "[regalloc][x86][dump]") {
  auto c = compile_and_allocate(kFib, x86_64_target);
  const std::string dump = c.dump();
  INFO(dump);
  CHECK(dump.find("target=x86_64") != std::string::npos);
  CHECK(dump.find("arg s0 <- 0") != std::string::npos);             // n in its frame slot
  CHECK(dump.find("send rax <- rbp fib rax") != std::string::npos);  // self kept in a callee-saved register
  CHECK(dump.find("move r12 <- rax") != std::string::npos);          // fib(n - 1) kept across fib(n - 2)
  CHECK(dump.find("return rax") != std::string::npos);
  CHECK(dump.find(" R") == std::string::npos);
  CHECK(c.dump() == compile_and_allocate(kFib, x86_64_target).dump());  // deterministic
}

TEST_CASE("x86_64: verify_alloc catches broken split allocations", "[regalloc][x86][verify]") {
  auto c = compile_and_allocate(kCalls, x86_64_target);
  const std::size_t f = c.method("f");
  const Allocation good = c.allocations[f];
  REQUIRE(problems_of(c, f, good) == 0);

  SECTION("a move out of rax dropped") {
    Allocation bad = good;
    bool dropped = false;
    for (auto& block : bad.moves_before)
      for (auto& gap : block)
        for (auto it = gap.begin(); it != gap.end() && !dropped; ++it)
          if (it->from == Location::reg(x86::rax)) {
            gap.erase(it);
            dropped = true;
            break;
          }
    REQUIRE(dropped);
    CHECK(problems_of(c, f, bad) > 0);
  }
  SECTION("a value live across a call in a caller-saved register") {
    Allocation bad = good;
    bool moved = false;
    for (auto& segs : bad.segments)
      for (Segment& sg : segs)
        if (!moved && sg.loc.kind == Location::Kind::Register && (x86::kCalleeSaved & reg_bit(sg.loc.index))) {
          sg.loc = Location::reg(x86::rcx);
          moved = true;
        }
    REQUIRE(moved);
    CHECK(problems_of(c, f, bad) > 0);
  }
  SECTION("an operand outside its mask") {
    Allocation bad = good;
    for (auto& ops : bad.operand_locations)
      if (ops.size() > 1 && ops[1] == Location::reg(x86::rax)) ops[1] = Location::reg(x86::rbx);
    CHECK(problems_of(c, f, bad) > 0);
  }
  SECTION("a store dropped") {
    Allocation bad = good;
    for (auto& block : bad.moves_before)
      for (auto& gap : block)
        std::erase_if(gap, [](const Move& m) { return m.to.kind == Location::Kind::Slot; });
    if (good.spilled > 0) CHECK(problems_of(c, f, bad) > 0);
  }
}
