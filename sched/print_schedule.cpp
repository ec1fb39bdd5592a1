// The schedule printer and the liveness its verbose form reports.
#include "sched/print_schedule.h"

#include <sstream>

#include "ir/print.h"

namespace rhz::sched {

using ir::Node;
using ir::Op;

namespace {

// The values an instruction reads where it stands (not a phi's inputs).
template <typename F>
void for_each_read(const Node* n, F f) {
  if (ir::is_phi(n->op())) return;
  for (std::size_t s = 0; s < n->num_inputs(); ++s) {
    const Node* in = n->input(s);
    if (in && !ir::is_control_edge(n, s) && ir::is_value(in->op())) f(in);
  }
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

void write_quoted(std::ostream& os, const std::string& bytes) {
  static const char kHex[] = "0123456789abcdef";
  os << '"';
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') os << '\\' << c;
    else if (c == '\n') os << "\\n";
    else if (c == '\t') os << "\\t";
    else if (c < 0x20 || c == 0x7f) os << "\\x" << kHex[c >> 4] << kHex[c & 15];
    else os << c;
  }
  os << '"';
}

void write_imm(std::ostream& os, ir::Imm v) {
  switch (v.kind) {
    case ir::ImmKind::Fixnum: os << v.fixnum; break;
    case ir::ImmKind::Nil: os << "nil"; break;
    case ir::ImmKind::True: os << "true"; break;
    case ir::ImmKind::False: os << "false"; break;
  }
}

std::string reg(const Node* n) { return n ? "r" + std::to_string(n->id()) : "_"; }

}  // namespace

Liveness compute_liveness(const ir::Graph& g, const MethodSchedule& s) {
  const Cfg& cfg = s.cfg;
  const LinearMethod& lm = s.linear;
  const std::size_t nb = lm.blocks.size();
  const std::size_t ids = g.id_limit();
  std::vector<std::vector<std::uint8_t>> in(nb, std::vector<std::uint8_t>(ids, 0));
  // live-out of block at layout position k
  auto live_out = [&](std::size_t k) {
    std::vector<std::uint8_t> out(ids, 0);
    BlockId b = lm.blocks[k].block;
    for (BlockId sb : cfg.block(b).succs) {
      std::size_t sk = lm.position[sb];
      const std::vector<std::uint8_t>& sin = in[sk];
      for (std::size_t i = 0; i < ids; ++i) out[i] |= sin[i];
      const Block& succ = cfg.block(sb);
      for (const LinearInstr& li : lm.blocks[sk].instrs) {
        if (!li.node || !ir::is_phi(li.node->op())) continue;
        for (std::size_t p = 0; p < succ.preds.size(); ++p)
          if (succ.preds[p] == b && li.node->input(p + 1)) out[li.node->input(p + 1)->id()] = 1;
      }
    }
    return out;
  };
  Liveness lv;
  lv.after.resize(nb);
  lv.live_in.assign(nb, 0);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t k = nb; k-- > 0;) {
      std::vector<std::uint8_t> live = live_out(k);
      const auto& instrs = lm.blocks[k].instrs;
      lv.after[k].assign(instrs.size(), 0);
      for (std::size_t i = instrs.size(); i-- > 0;) {
        int count = 0;
        for (std::uint8_t x : live) count += x;
        lv.after[k][i] = count;
        const Node* n = instrs[i].node;
        if (!n) continue;
        if (instrs[i].kind == LinearInstr::Kind::Node) live[n->id()] = 0;
        if (instrs[i].kind != LinearInstr::Kind::Node) {
          if (n->op() == Op::If) live[ir::cond(n)->id()] = 1;
          continue;
        }
        for_each_read(n, [&](const Node* r) { live[r->id()] = 1; });
      }
      int count = 0;
      for (std::uint8_t x : live) count += x;
      lv.live_in[k] = count;
      if (live != in[k]) {
        in[k] = std::move(live);
        changed = true;
      }
    }
  }
  return lv;
}

std::string print_method_schedule(const ir::Program& p, const ir::Method& m, const MethodSchedule& s,
                                  bool verbose) {
  std::ostringstream os;
  const ir::SymbolTable& sym = p.symbols;
  os << "method " << sym.name(m.info.name);
  if (&m != &p.methods.front()) os << '(' << ir::params_text(m, sym) << ')';
  os << '\n';
  const LinearMethod& lm = s.linear;
  Liveness lv;
  if (verbose) lv = compute_liveness(m.graph, s);
  auto label = [&](BlockId b) { return "block" + std::to_string(lm.position[b]); };
  for (std::size_t k = 0; k < lm.blocks.size(); ++k) {
    const LinearBlock& lb = lm.blocks[k];
    const Block& blk = s.cfg.block(lb.block);
    os << "block" << k << ':';
    if (verbose) {
      int maxlive = lv.live_in[k];
      for (int x : lv.after[k]) maxlive = std::max(maxlive, x);
      os << "  ; maxlive=" << maxlive << " loop_depth=" << blk.loop_depth;
    }
    os << '\n';
    for (std::size_t i = 0; i < lb.instrs.size(); ++i) {
      const LinearInstr& li = lb.instrs[i];
      const Node* n = li.node;
      os << "  ";
      switch (li.kind) {
        case LinearInstr::Kind::Jump: os << "jump " << label(li.target); break;
        case LinearInstr::Kind::BranchIf: os << "branch_if " << reg(ir::cond(n)) << ' ' << label(li.target); break;
        case LinearInstr::Kind::BranchUnless:
          os << "branch_unless " << reg(ir::cond(n)) << ' ' << label(li.target);
          break;
        case LinearInstr::Kind::Node:
          switch (n->op()) {
            case Op::Constant: os << "constant " << reg(n) << ' '; write_imm(os, ir::imm(n)); break;
            case Op::Param: os << "arg " << reg(n) << ' ' << ir::param_index(n); break;
            case Op::ArgGiven: os << "arggiven " << reg(n) << ' ' << ir::param_index(n); break;
            case Op::Phi: {
              os << "phi " << reg(n);
              const Block& rb = s.cfg.block(s.cfg.block_of_node(ir::phi_region(n)));
              for (std::size_t v = 1; v < n->num_inputs(); ++v)
                os << ' ' << label(rb.preds[v - 1]) << ' ' << reg(n->input(v));
              break;
            }
            case Op::Send:
              os << "send " << reg(n) << ' ' << reg(ir::receiver(n)) << ' ' << sym.name(ir::send_name(n));
              for (const Node* a : ir::args(n)) os << ' ' << reg(a);
              break;
            case Op::CallLeaf:
              os << "callleaf " << reg(n) << ' ' << reg(n->input(1)) << ' ' << sym.name(ir::send_name(n));
              for (std::size_t slot = 2; slot < n->num_inputs(); ++slot) os << ' ' << reg(n->input(slot));
              break;
            case Op::NewString:
              os << "newstring " << reg(n) << ' ';
              write_quoted(os, ir::literal_index(n) < p.strings.size() ? p.strings[ir::literal_index(n)] : "");
              break;
            case Op::Literal:
              os << "literal " << reg(n) << ' ';
              if (ir::literal_kind(n) == ir::LiteralKind::FrozenString) {
                write_quoted(os, ir::literal_index(n) < p.strings.size() ? p.strings[ir::literal_index(n)] : "");
                break;
              }
              os << (ir::literal_kind(n) == ir::LiteralKind::Symbol ? ":" : "")
                 << (ir::literal_index(n) < p.strings.size() ? p.strings[ir::literal_index(n)] : "?");
              break;
            case Op::DefineMethod:
              os << "defmethod " << reg(n) << ' '
                 << (ir::method_index(n) < p.methods.size() ? sym.name(p.methods[ir::method_index(n)].info.name)
                                                            : std::string_view("?"));
              break;
            case Op::ConstGet: os << "constget " << reg(n) << ' ' << sym.name(ir::const_name(n)); break;
            case Op::ConstSet:
              os << "constset " << reg(n) << ' ' << sym.name(ir::const_name(n)) << ' ' << reg(ir::operand(n));
              break;
            case Op::GetIvar:
              os << "getivar " << reg(n) << ' ' << reg(n->input(1)) << ' ' << sym.name(ir::ivar_name(n));
              break;
            case Op::SetIvar:
              os << "setivar " << reg(n) << ' ' << reg(n->input(1)) << ' ' << sym.name(ir::ivar_name(n)) << ' '
                 << reg(n->input(2));
              break;
            case Op::Return: os << "return " << reg(ir::ret_value(n)); break;
            default:
              if (ir::is_guard(n->op())) {
                // guardfixnum r3 exit2 [r5 r7]: operands, the exit, its frame state.
                os << lower(ir::op_name(n->op()));
                if (ir::is_value(n->op())) os << ' ' << reg(n);
                for (std::size_t s = 1; s < ir::frame_state_begin(n); ++s) os << ' ' << reg(n->input(s));
                if (ir::guard_negated(n)) os << " not";
                os << " exit" << ir::exit_index(n) << " [";
                for (std::size_t j = 0; j < ir::frame_state(n).size(); ++j) os << (j ? " " : "") << reg(ir::frame_state(n)[j]);
                os << ']';
                break;
              }
              os << lower(ir::op_name(n->op()));
              if (ir::is_value(n->op())) os << ' ' << reg(n);
              for_each_read(n, [&](const Node* r) { os << ' ' << reg(r); });
              break;
          }
          break;
      }
      if (verbose) {
        os << "  ;";
        if (n && s.cfg.order.get(n) >= 0) os << " order=" << s.cfg.order.get(n);
        os << " live=" << lv.after[k][i];
      }
      os << '\n';
    }
  }
  return os.str();
}

std::string print_schedule(const ir::Program& p, const std::vector<MethodSchedule>& schedules, bool verbose) {
  std::string out;
  for (std::size_t i = 0; i < schedules.size() && i < p.methods.size(); ++i)
    out += print_method_schedule(p, p.methods[i], schedules[i], verbose);
  return out;
}

}  // namespace rhz::sched
