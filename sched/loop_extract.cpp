// Innermost loops of a scheduled method as loop dependence graphs (see
// loop_extract.h for what becomes a node and an edge).
#include "sched/loop_extract.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace rhz::sched {

namespace {

using ir::Node;
using ir::Op;

struct OpCost {
  const char* cls;
  int latency;
  int occupancy;
};

// What an operation costs on the x86 loop machine. Sends are their inline
// fast paths where the back ends have one; null: a call.
const OpCost* cost_of(const Node* n, const ir::SymbolTable& symbols) {
  static constexpr OpCost kAlu{"alu", 1, 1}, kMul{"mul", 3, 1}, kDiv{"div", 20, 20}, kLoad{"load", 4, 1},
      kStore{"store", 1, 1}, kBranch{"branch", 1, 1}, kFp{"fp", 4, 1}, kFdiv{"fdiv", 14, 4}, kSqrt{"fdiv", 18, 6};
  switch (n->op()) {
    case Op::If: return &kBranch;
    case Op::IntMul:
    case Op::IntMulOvf: return &kMul;
    case Op::IntDiv:
    case Op::IntMod: return &kDiv;
    case Op::ArrayLoad:
    case Op::IvarLoad:
    case Op::EnvLoad:
    case Op::ConstLoad:
    case Op::ArrayLength: return &kLoad;
    case Op::ArrayStore:
    case Op::IvarStore:
    case Op::EnvStore: return &kStore;
    case Op::IntToFloat:
    case Op::FloatAdd:
    case Op::FloatSub:
    case Op::FloatMul: return &kFp;
    case Op::FloatDiv: return &kFdiv;
    case Op::FloatSqrt: return &kSqrt;
    case Op::Send: {
      const std::string_view name = symbols.name(ir::send_name(n));
      const std::size_t argc = ir::argc(n);
      if (argc == 1 && (name == "+" || name == "-" || name == "<" || name == "<=" || name == ">" || name == ">=" ||
                        name == "==" || name == "!="))
        return &kAlu;
      if (argc == 1 && name == "*") return &kMul;
      if (argc == 1 && (name == "/" || name == "%")) return &kDiv;
      if (argc == 1 && name == "[]") return &kLoad;
      if (argc == 2 && name == "[]=") return &kStore;
      return nullptr;
    }
    case Op::NewString:
    case Op::Literal:
    case Op::Interpolate:
    case Op::NewArray:
    case Op::ToAry:
    case Op::DefineMethod:
    case Op::ConstGet:
    case Op::ConstSet:
    case Op::DefineClass:
    case Op::GetIvar:
    case Op::SetIvar:
    case Op::SendBlock:
    case Op::Yield:
    case Op::MakeBlock:
    case Op::NewEnv:
    case Op::NewObject:
    case Op::CallLeaf:
    case Op::BlockBreak:
    case Op::CatchBreak: return nullptr;
    default: return &kAlu;
  }
}

std::string label_of(const Node* n, const ir::SymbolTable& symbols) {
  std::string label(ir::op_name(n->op()));
  for (char& c : label) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (n->op() == Op::Send) label += std::string(symbols.name(ir::send_name(n)));
  return label;
}

std::string token(std::string_view name) {
  std::string out(name);
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '@') c = '_';
  return out;
}

// The blocks of the loop headed by h in path order (h first), or an empty
// list when control forks inside the loop.
std::vector<BlockId> loop_path(const Cfg& cfg, BlockId h) {
  std::vector<BlockId> path{h};
  for (BlockId b = h;;) {
    BlockId next = kNoBlock;
    for (BlockId succ : cfg.block(b).succs) {
      if (!cfg.in_loop(succ, h)) continue;  // an exit
      if (next != kNoBlock) return {};      // two ways on inside the loop
      next = succ;
    }
    if (next == kNoBlock) return {};
    if (next == h) return path;
    if (cfg.block(next).preds.size() != 1) return {};
    path.push_back(next);
    b = next;
  }
}

bool writes_memory(const Node* n, const ir::SymbolTable& symbols) {
  switch (n->op()) {
    case Op::ArrayStore:
    case Op::IvarStore:
    case Op::EnvStore:
    case Op::SetIvar: return true;
    case Op::Send: return symbols.name(ir::send_name(n)) == "[]=";
    default: return false;
  }
}

bool reads_memory(const Node* n, const ir::SymbolTable& symbols) {
  switch (n->op()) {
    case Op::ArrayLoad:
    case Op::IvarLoad:
    case Op::EnvLoad:
    case Op::GetIvar: return true;
    case Op::Send: return symbols.name(ir::send_name(n)) == "[]";
    default: return false;
  }
}

// What a memory access touches, as far as the graph tells: array elements
// (of an array value, at a constant index or not), an ivar slot, an
// environment slot; anything else (a send) may touch anything.
struct Access {
  enum class Kind { Element, Ivar, Env, Unknown } kind = Kind::Unknown;
  const Node* base = nullptr;  // the array (elements)
  std::int64_t index = -1;     // a constant element index, the ivar or env slot; -1 unknown
};

Access access_of(const Node* n) {
  switch (n->op()) {
    case Op::ArrayLoad:
    case Op::ArrayStore: {
      const Node* index = n->input(2);
      return {Access::Kind::Element, n->input(1), ir::is_fixnum_constant(index) ? ir::imm(index).fixnum : -1};
    }
    case Op::IvarLoad: return {Access::Kind::Ivar, nullptr, static_cast<std::int64_t>(n->payload().index)};
    case Op::IvarStore: return {Access::Kind::Ivar, nullptr, static_cast<std::int64_t>(n->payload().kind)};
    case Op::EnvLoad:
    case Op::EnvStore: return {Access::Kind::Env, nullptr, static_cast<std::int64_t>(n->payload().index)};
    default: return {};
  }
}

// Whether two accesses may touch the same memory; `across` when they are
// in different iterations, where only a base defined outside the loop is
// the same value in both.
bool may_alias(const Access& a, const Access& b, bool across, const std::unordered_map<const Node*, int>& in_loop) {
  if (a.kind == Access::Kind::Unknown || b.kind == Access::Kind::Unknown) return true;
  if (a.kind != b.kind) return false;
  if (a.index < 0 || b.index < 0 || a.index == b.index) return true;
  if (a.kind != Access::Kind::Element) return false;  // distinct ivar or env slots
  // Distinct constant indices of one array.
  return a.base != b.base || (across && in_loop.count(a.base) != 0);
}

// The orderings of `fixed` (the loop's pinned nodes, in program order),
// as loop_extract.h states them. An exit (a guard: it has a frame state)
// may run before exits that precede it, because taking it resumes tier 1
// at the earliest one of its iteration not yet run (which is then run
// again); a store runs after every fixed node before it (no effect before
// a check that would have stopped it) and before the loads after it; any
// other fixed node (a send that may call, a branch) is a barrier. Across
// iterations: no store before an earlier iteration's fixed nodes (an exit
// completes the iterations in flight, which must not see a later store),
// and memory accesses in order.
void order_effects(ExtractedLoop& loop, const std::vector<int>& fixed, const ir::SymbolTable& symbols,
                   const std::unordered_map<const Node*, int>& in_loop) {
  LoopGraph& lg = loop.graph;
  auto alias = [&](int u, int v, bool across) {
    return may_alias(access_of(loop.nodes[u]), access_of(loop.nodes[v]), across, in_loop);
  };
  auto dep = [&](int from, int to, int distance, int latency) { lg.edges.push_back({from, to, distance, latency, false}); };
  auto is_store = [&](int v) { return writes_memory(loop.nodes[v], symbols); };
  auto is_load = [&](int v) { return reads_memory(loop.nodes[v], symbols); };
  auto is_exit = [&](int v) { return ir::is_guard(loop.nodes[v]->op()) && !is_store(v); };
  int barrier = -1;  // the last barrier or store so far
  for (std::size_t k = 0; k < fixed.size(); ++k) {
    const int v = fixed[k];
    if (is_exit(v)) {
      if (barrier >= 0) dep(barrier, v, 0, 0);
      for (std::size_t j = 0; j < k; ++j)
        if (is_store(fixed[j]) && is_load(v) && alias(fixed[j], v, false))
          dep(fixed[j], v, 0, 1);  // reads what an earlier store wrote
      continue;
    }
    for (std::size_t j = 0; j < k; ++j)
      dep(fixed[j], v, 0, is_store(fixed[j]) && is_load(v) && alias(fixed[j], v, false) ? 1 : 0);
    barrier = v;
  }
  int first_store = -1;
  for (int v : fixed)
    if (is_store(v)) {
      first_store = v;
      break;
    }
  if (first_store < 0) return;
  for (int v : fixed) dep(v, first_store, 1, 0);
  for (int st : fixed) {
    if (!is_store(st)) continue;
    for (int m : fixed) {
      if ((!is_store(m) && !is_load(m)) || !alias(st, m, true)) continue;
      dep(st, m, 1, 1);                    // a later iteration reads or writes after this write
      if (!is_store(m)) dep(m, st, 1, 0);  // and writes after this read
    }
  }
}

// Emitting: the fixed nodes run in program order, and an iteration's
// first one a cycle after the last one of the iteration before (so all of
// an iteration's fixed nodes fit in II consecutive cycles).
void keep_program_order(ExtractedLoop& loop, const std::vector<int>& fixed) {
  if (fixed.empty()) return;
  for (std::size_t k = 1; k < fixed.size(); ++k) loop.graph.edges.push_back({fixed[k - 1], fixed[k], 0, 0, false});
  loop.graph.edges.push_back({fixed.back(), fixed.front(), 1, 1, false});
}

// The loop's instructions (phis and constants aside) as nodes, in path
// order; `fixed` gets the pinned ones, in program order.
void add_nodes(ExtractedLoop& loop, const MethodSchedule& s, const std::vector<BlockId>& path,
               const ir::SymbolTable& symbols, std::unordered_map<const Node*, int>& index, std::vector<int>& fixed) {
  LoopGraph& lg = loop.graph;
  // A call stays in the graph as a one-cycle operation, for the dump.
  static constexpr OpCost kCall{"alu", 1, 1};
  for (BlockId b : path)
    for (const LinearInstr& li : s.linear.blocks[s.linear.position[b]].instrs) {
      if (li.kind == LinearInstr::Kind::Jump) continue;
      const Node* n = li.node;
      if (li.kind == LinearInstr::Kind::Node &&
          (ir::is_phi(n->op()) || n->op() == Op::Constant || n->op() == Op::ObjectConstant || n->op() == Op::Param))
        continue;
      const OpCost* cost = cost_of(n, symbols);
      if (!cost && loop.not_candidate.empty()) loop.not_candidate = "it calls (" + label_of(n, symbols) + ")";
      const OpCost& c = cost ? *cost : kCall;
      index[n] = lg.size();
      lg.nodes.push_back({"r" + std::to_string(n->id()), lg.machine->class_index(c.cls), c.latency, c.occupancy,
                          label_of(n, symbols)});
      loop.nodes.push_back(n);
      if (ir::is_pinned(n->op())) fixed.push_back(lg.size() - 1);
    }
}

// Value edges: an operand computed in the loop, directly (distance 0) or
// through header phis to their back-edge values (one iteration per phi).
void add_value_edges(ExtractedLoop& loop, const Node* loop_node, const std::unordered_map<const Node*, int>& index,
                     LoopUse use) {
  LoopGraph& lg = loop.graph;
  auto producer = [&](const Node* x) -> std::pair<int, int> {
    for (int distance = 0; distance < 8; ++distance) {
      if (auto it = index.find(x); it != index.end()) return {it->second, distance};
      if (!x || !ir::is_phi(x->op()) || x->input(0) != loop_node) return {-1, 0};
      x = x->input(2);
    }
    return {-1, 0};
  };
  for (int v = 0; v < lg.size(); ++v) {
    const Node* n = loop.nodes[v];
    for (std::size_t slot = 1; slot < n->num_inputs(); ++slot) {
      const Node* x = n->input(slot);
      if (!x || !ir::is_value(x->op())) continue;
      const auto [u, distance] = producer(x);
      if (u < 0 || (u == v && distance == 0)) continue;
      // An exit reads an earlier iteration's values only after completing
      // the iterations in flight, and a fixed node's value only when it ran
      // (if it did not, the exit resumes there or earlier): neither
      // constrains the kernel.
      if (use == LoopUse::Study && ir::is_guard(n->op()) && slot >= ir::frame_state_begin(n) &&
          (distance > 0 || ir::is_pinned(loop.nodes[u]->op())))
        continue;
      lg.edges.push_back({u, v, distance, lg.nodes[u].latency, true});
    }
  }
}

bool is_innermost_header(const Cfg& cfg, BlockId h) {
  if (cfg.block(h).head->op() != Op::Loop) return false;
  for (BlockId b = 0; b < cfg.blocks.size(); ++b)
    if (b != h && cfg.in_loop(b, h) && cfg.block(b).head->op() == Op::Loop) return false;
  return true;
}

}  // namespace

std::vector<ExtractedLoop> innermost_loops(const MethodSchedule& s, const ir::SymbolTable& symbols, std::string_view name,
                                          LoopUse use) {
  const Cfg& cfg = s.cfg;
  std::vector<ExtractedLoop> loops;
  for (BlockId h = 0; h < cfg.blocks.size(); ++h) {
    if (!is_innermost_header(cfg, h)) continue;
    ExtractedLoop& loop = loops.emplace_back();
    loop.header = h;
    LoopGraph& lg = loop.graph;
    lg.name = token(name) + ".block" + std::to_string(s.linear.position[h]);
    lg.machine = x86_loop_machine();
    const std::vector<BlockId> path = loop_path(cfg, h);
    if (path.empty()) {
      loop.not_candidate = "control flow forks inside the loop";
      continue;
    }
    std::unordered_map<const Node*, int> index;
    std::vector<int> fixed;
    add_nodes(loop, s, path, symbols, index, fixed);
    add_value_edges(loop, cfg.block(h).head, index, use);
    if (use == LoopUse::Emit) {
      if (path.size() > 1 && loop.not_candidate.empty()) loop.not_candidate = "its body is more than one block";
      keep_program_order(loop, fixed);
    } else {
      order_effects(loop, fixed, symbols, index);
    }
    // A graph that is not a valid loop graph is not scheduled (has_graph).
    if (auto problem = lg.finish()) {
      loop.not_candidate = *problem;
      lg.out.clear();
    } else if (lg.size() > kMaxLoopNodes) {
      loop.not_candidate = "too large to schedule (" + std::to_string(lg.size()) + " nodes)";
      lg.out.clear();
    }
  }
  return loops;
}

}  // namespace rhz::sched
