// The allocation printer.
#include "regalloc/print_alloc.h"

#include <bit>
#include <sstream>

#include "ir/print.h"
#include "regalloc/liveness.h"

namespace rhz::regalloc {

using ir::Node;
using ir::Op;
using sched::LinearInstr;

std::string location_name(Location l) {
  switch (l.kind) {
    case Location::Kind::None: return "_";
    case Location::Kind::Slot: return "s" + std::to_string(l.index);
    case Location::Kind::Register: return "R" + std::to_string(l.index);
  }
  return "?";
}

std::string location_name(Location l, const Target& t) {
  if (l.kind == Location::Kind::Register && !t.register_names.empty()) return t.register_name(l.index);
  return location_name(l);
}

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string quoted(const std::string& bytes) {
  static const char kHex[] = "0123456789abcdef";
  std::string out = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') out += {'\\', static_cast<char>(c)};
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c == 0x7f) out += {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
    else out += static_cast<char>(c);
  }
  return out + '"';
}

std::string imm_text(ir::Imm v) {
  switch (v.kind) {
    case ir::ImmKind::Fixnum: return std::to_string(v.fixnum);
    case ir::ImmKind::Nil: return "nil";
    case ir::ImmKind::True: return "true";
    case ir::ImmKind::False: return "false";
  }
  return "?";
}

class Printer {
 public:
  Printer(const ir::Program& p, const sched::MethodSchedule& s, const Allocation& a, const Target& t)
      : p_(p), s_(s), a_(a), t_(t) {}

  std::string name(Location l) const { return location_name(l, t_); }
  // Where a value is defined, and where `user` reads its input `slot`.
  std::string at(const Node* n) const { return n ? name(a_.location(n)) : "_"; }
  std::string in(const Node* user, std::size_t slot) const {
    return user->input(slot) ? name(a_.use_location(user, slot)) : "_";
  }
  std::string label(sched::BlockId b) const { return "block" + std::to_string(s_.linear.position[b]); }

  // The text of a Node instruction (without the node-id comment).
  std::string node_text(const Node* n) const {
    const ir::SymbolTable& sym = p_.symbols;
    std::string dst = ir::is_value(n->op()) ? at(n) + " <-" : "";
    std::ostringstream os;
    switch (n->op()) {
      case Op::Constant: os << "constant " << dst << ' ' << imm_text(ir::imm(n)); break;
      case Op::Param: os << "arg " << dst << ' ' << ir::param_index(n); break;
      case Op::ArgGiven: os << "arggiven " << dst << ' ' << ir::param_index(n); break;
      case Op::Phi: {
        os << "phi " << dst;
        const sched::Block& rb = s_.cfg.block(s_.cfg.block_of_node(ir::phi_region(n)));
        for (std::size_t v = 1; v < n->num_inputs(); ++v) os << ' ' << label(rb.preds[v - 1]) << ' ' << in(n, v);
        break;
      }
      case Op::Send:
      case Op::CallLeaf:
        os << (n->op() == Op::Send ? "send " : "callleaf ") << dst << ' ' << in(n, 1) << ' '
           << sym.name(ir::send_name(n));
        for (std::size_t slot = 2; slot < n->num_inputs(); ++slot) os << ' ' << in(n, slot);
        break;
      case Op::NewString:
        os << "newstring " << dst << ' '
           << quoted(ir::literal_index(n) < p_.strings.size() ? p_.strings[ir::literal_index(n)] : "");
        break;
      case Op::Literal:
        os << "literal " << dst << ' ';
        if (ir::literal_kind(n) == ir::LiteralKind::FrozenString)
          os << quoted(ir::literal_index(n) < p_.strings.size() ? p_.strings[ir::literal_index(n)] : "");
        else
          os << (ir::literal_kind(n) == ir::LiteralKind::Symbol ? ":" : "")
             << (ir::literal_index(n) < p_.strings.size() ? p_.strings[ir::literal_index(n)] : "?");
        break;
      case Op::DefineMethod:
        os << "defmethod " << dst << ' '
           << (ir::method_index(n) < p_.methods.size() ? sym.name(p_.methods[ir::method_index(n)].info.name)
                                                        : std::string_view("?"));
        break;
      case Op::ConstGet: os << "constget " << dst << ' ' << sym.name(ir::const_name(n)); break;
      case Op::ConstSet: os << "constset " << dst << ' ' << sym.name(ir::const_name(n)) << ' ' << in(n, 1); break;
      case Op::GetIvar: os << "getivar " << dst << ' ' << in(n, 1) << ' ' << sym.name(ir::ivar_name(n)); break;
      case Op::SetIvar:
        os << "setivar " << dst << ' ' << in(n, 1) << ' ' << sym.name(ir::ivar_name(n)) << ' ' << in(n, 2);
        break;
      case Op::Return: os << "return " << in(n, 1); break;
      default:
        if (ir::is_guard(n->op())) {
          os << lower(ir::op_name(n->op()));
          if (!dst.empty()) os << ' ' << dst;
          for (std::size_t slot = 1; slot < ir::frame_state_begin(n); ++slot) os << ' ' << in(n, slot);
          if (ir::guard_negated(n)) os << " not";
          os << " exit" << ir::exit_index(n) << " [";
          for (std::size_t slot = ir::frame_state_begin(n); slot < n->num_inputs(); ++slot)
            os << (slot > ir::frame_state_begin(n) ? " " : "") << in(n, slot);
          os << ']';
          break;
        }
        os << lower(ir::op_name(n->op()));
        std::string reads;
        for_each_operand({LinearInstr::Kind::Node, n, sched::kNoBlock}, [&](const Node* r, const Node* user, std::size_t slot) {
          reads += ' ' + (r == user ? at(r) : in(user, slot));
        });
        if (!dst.empty()) os << ' ' << (reads.empty() ? at(n) : dst);
        os << reads;
        break;
    }
    return os.str();
  }

  void line(std::ostream& os, const std::string& text, const Node* def) const {
    os << "  " << text;
    if (def) {
      os << std::string(text.size() < 30 ? 30 - text.size() : 1, ' ') << "; r" << def->id();
    }
    os << '\n';
  }

  void moves(std::ostream& os, const std::vector<Move>& list) const {
    for (const Move& m : list) line(os, "move " + name(m.to) + " <- " + name(m.from), nullptr);
  }
  void moves(std::ostream& os, sched::BlockId b) const {
    moves(os, a_.moves_before_instr(s_.linear.position[b], s_.linear.blocks[s_.linear.position[b]].instrs.size()));
    moves(os, a_.moves_at_end(b));
  }

  void block(std::ostream& os, std::size_t k) const {
    const sched::LinearBlock& lb = s_.linear.blocks[k];
    os << "block" << k << ":\n";
    bool moved = false;
    for (std::size_t i = 0; i < lb.instrs.size(); ++i) {
      const LinearInstr& li = lb.instrs[i];
      if (li.kind != LinearInstr::Kind::Jump) moves(os, a_.moves_before_instr(k, i));
      switch (li.kind) {
        case LinearInstr::Kind::Jump:
          // A jump reads nothing: its own moves and the end moves all go before it.
          moves(os, a_.moves_before_instr(k, i));
          if (!moved) moves(os, lb.block);
          moved = true;
          line(os, "jump " + label(li.target), nullptr);
          break;
        case LinearInstr::Kind::BranchIf: line(os, "branch_if " + in(li.node, 1) + ' ' + label(li.target), nullptr); break;
        case LinearInstr::Kind::BranchUnless:
          line(os, "branch_unless " + in(li.node, 1) + ' ' + label(li.target), nullptr);
          break;
        case LinearInstr::Kind::Node:
          line(os, node_text(li.node), defines_value(li) ? li.node : nullptr);
          break;
      }
    }
    if (!moved) moves(os, lb.block);
  }

 private:
  const ir::Program& p_;
  const sched::MethodSchedule& s_;
  const Allocation& a_;
  const Target& t_;
};

}  // namespace

std::string print_method_alloc(const ir::Program& p, const ir::Method& m, const sched::MethodSchedule& s,
                               const Allocation& a, const Target& target) {
  std::ostringstream os;
  const ir::SymbolTable& sym = p.symbols;
  os << "method " << sym.name(m.info.name);
  if (&m != &p.methods.front()) os << '(' << ir::params_text(m, sym) << ')';
  os << "  ; target=" << target.name << " frame_size=" << a.frame_size;
  if (target.has_masks()) {
    // Out of the registers of the classes this method's values are in.
    RegMask classes = target.register_class ? 0 : target.allocatable;
    if (target.register_class)
      for (const ir::Node* n : ir::live_nodes(m.graph)) classes |= target.register_class(n);
    os << " registers=" << a.registers_used << '/' << std::popcount(classes & target.allocatable)
       << " spilled=" << a.spilled
       << " stores=" << a.spill_stores << " reloads=" << a.reloads;
    if (a.incoming_slots > 0) os << " incoming=" << a.incoming_slots;
  } else if (target.num_registers > 0) {
    os << " registers=" << a.registers_used << '/' << target.num_registers << " spilled=" << a.spilled;
  }
  if (!a.scratch.is_none()) os << " scratch=" << location_name(a.scratch);
  os << '\n';
  Printer printer(p, s, a, target);
  for (std::size_t k = 0; k < s.linear.blocks.size(); ++k) printer.block(os, k);
  return os.str();
}

std::string print_alloc(const ir::Program& p, const std::vector<sched::MethodSchedule>& schedules,
                        const std::vector<Allocation>& allocations, const Target& target) {
  std::string out;
  for (std::size_t i = 0; i < schedules.size() && i < allocations.size() && i < p.methods.size(); ++i)
    out += print_method_alloc(p, p.methods[i], schedules[i], allocations[i], target);
  return out;
}

}  // namespace rhz::regalloc
