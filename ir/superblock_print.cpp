// The `--dump-superblock` text (see ir/superblock.h).
#include <iterator>
#include <sstream>

#include "ir/superblock.h"

namespace rhz::ir {

namespace {

void write_operand(std::ostream& os, const SbOperand& o) {
  switch (o.kind) {
    case SbOperand::Kind::None: os << '-'; break;
    case SbOperand::Kind::Slot: os << 's' << o.slot; break;
    case SbOperand::Kind::Self: os << "self"; break;
    case SbOperand::Kind::Object:
      if (o.slot == kRuntimeObject) os << "object";
      else os << 'k' << o.slot;
      break;
    case SbOperand::Kind::Imm:
      switch (o.imm.kind) {
        case ImmKind::Fixnum: os << o.imm.fixnum; break;
        case ImmKind::Nil: os << "nil"; break;
        case ImmKind::True: os << "true"; break;
        case ImmKind::False: os << "false"; break;
      }
      break;
  }
}

const char* type_name(SbType t) {
  switch (t) {
    case SbType::Fixnum: return "fixnum";
    case SbType::Array: return "array";
    case SbType::Flonum: return "flonum";
    case SbType::Unknown: break;
  }
  return "?";
}

}  // namespace

void print_instrs(std::ostream& os, const Superblock& sb, const std::vector<SbInstr>& instrs, const std::string& indent);

const char* sb_op_name(SbOp op) {
  static const char* const kNames[] = {"load", "self", "truthy", "not", "add", "sub", "mul", "div", "mod",
                                       "lt", "le", "gt", "ge", "eq", "ne", "bit_and", "bit_or", "bit_xor", "aref", "aset", "const_get",
                                       "check_class", "check_value", "call", "call_leaf", "return", "new_string", "interpolate", "new_array", "new_env",
                                       "load_field", "store_field", "check_block", "sqrt", "new_object", "get_ivar", "set_ivar", "is_break",
                                       "arg_given", "frame_block", "block_env",
                                       "array_length",
                                       "branch",
                                       "compare_branch", "fork", "inner_loop", "exit"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(SbOp::Exit) + 1);
  return kNames[static_cast<std::size_t>(op)];
}

std::string Superblock::origin() const {
  return method + " pc " + std::to_string(start_pc) + " (line " + std::to_string(start_line) + ")";
}

std::string print_superblock(const Superblock& sb) {
  std::ostringstream os;
  os << "superblock " << sb.origin() << (sb.closes_loop ? ": loop" : ": path") << ", " << sb.instrs.size()
     << " instructions\n";
  os << "  entry types:";
  bool any = false;
  for (std::size_t s = 0; s < sb.entry_types.size(); ++s) {
    if (sb.entry_types[s] == SbType::Unknown) continue;
    os << " s" << s << ':' << type_name(sb.entry_types[s]);
    any = true;
  }
  if (!any) os << " none";
  os << '\n';
  for (std::size_t f = 1; f < sb.frames.size(); ++f) {
    const SbFrame& fr = sb.frames[f];
    os << "  frame " << f << ": " << fr.method << " inlined at pc " << fr.send_pc << " of frame " << fr.parent
       << ", slots from s" << fr.offset << ", self s" << fr.offset - 1;
    if (fr.block) os << ", block s" << fr.offset - 2;
    os << '\n';
  }
  print_instrs(os, sb, sb.instrs, "  ");
  if (sb.closes_loop) os << "  loop back to pc " << sb.start_pc << '\n';
  return os.str();
}

void print_instrs(std::ostream& os, const Superblock& sb, const std::vector<SbInstr>& instrs, const std::string& indent) {
  for (const SbInstr& in : instrs) {
    os << indent;
    if (in.frame) os << '[' << in.frame << "] ";
    os << "pc " << in.pc << " line " << in.line << ": " << sb_op_name(in.op) << (in.flonums ? "_float" : "");
    if (in.fixnum_operands) os << (in.fixnum_operands == 1 ? "(Integer a)" : in.fixnum_operands == 2 ? "(Integer b)" : "(Integer a, b)");
    switch (in.op) {
      case SbOp::Branch:
        os << ' ';
        write_operand(os, in.a);
        if (in.on_break) os << " is_break";
        os << " expect " << (in.expect ? "truthy" : "falsy") << ", else pc " << in.other;
        break;
      case SbOp::CompareBranch:
        os << ' ' << sb_op_name(in.cmp) << ' ';
        write_operand(os, in.a);
        os << ' ';
        write_operand(os, in.b);
        if (in.identity) os << " (identity)";
        os << " expect " << (in.expect ? "true" : "false") << ", else pc " << in.other;
        break;
      case SbOp::Fork:
        os << ' ';
        if (in.compare) os << sb_op_name(in.cmp) << ' ';
        write_operand(os, in.a);
        if (in.compare) {
          os << ' ';
          write_operand(os, in.b);
          if (in.identity) os << " (identity)";
        }
        if (in.other == kNoJoin) os << ", one side returns\n";
        else os << ", join at pc " << in.other << '\n';
        os << indent << "  then:\n";
        print_instrs(os, sb, sb.bodies[in.then_body], indent + "    ");
        os << indent << "  else:\n";
        print_instrs(os, sb, sb.bodies[in.else_body], indent + "    ");
        continue;
      case SbOp::InnerLoop:
        os << ", leaves to pc " << in.other << '\n';
        print_instrs(os, sb, sb.bodies[in.then_body], indent + "  ");
        os << indent << "  loop back to pc " << in.pc << '\n';
        continue;
      case SbOp::Exit: os << " to pc " << in.pc; break;
      case SbOp::CheckValue:
        os << ' ';
        write_operand(os, in.a);
        os << " is ";
        write_operand(os, in.b);
        break;
      case SbOp::CheckClass:
      case SbOp::Return:
        os << ' ';
        write_operand(os, in.a);
        break;
      case SbOp::NewString: os << " s" << in.dst << " <- literal " << in.index; break;
      case SbOp::Interpolate:
      case SbOp::NewArray:
        os << " s" << in.dst << " <-";
        for (const SbOperand& a : in.args) {
          os << ' ';
          write_operand(os, a);
        }
        break;
      case SbOp::Call:
      case SbOp::CallLeaf:
        os << " s" << in.dst << " <- ";
        write_operand(os, in.a);
        os << '.' << in.name << '(';
        for (std::size_t i = 0; i < in.args.size(); ++i) {
          if (i) os << ", ";
          write_operand(os, in.args[i]);
        }
        os << ')';
        if (in.receiver != SbType::Unknown) os << " of a " << type_name(in.receiver);
        if (in.declines) os << " or exit";
        break;
      case SbOp::ConstGet:
        os << " s" << in.dst << " <- " << (in.index < sb.constant_names.size() ? sb.constant_names[in.index] : "?");
        break;
      case SbOp::CheckBlock:
        os << ' ';
        write_operand(os, in.a);
        os << " of method " << in.index;
        break;
      case SbOp::LoadField:
        os << " s" << in.dst << " <- ";
        write_operand(os, in.a);
        os << " field " << in.index;
        break;
      case SbOp::GetIvar:
        os << " s" << in.dst << " <- ";
        write_operand(os, in.a);
        os << " ivar " << in.index << (in.name.empty() ? "" : " " + in.name);
        break;
      case SbOp::SetIvar:
        os << ' ';
        write_operand(os, in.a);
        os << " ivar " << in.index << (in.name.empty() ? "" : " " + in.name) << " <- ";
        write_operand(os, in.b);
        if (in.other_shape != in.klass) os << " (new shape)";
        break;
      case SbOp::NewObject:
        os << " s" << in.dst << " <- ";
        write_operand(os, in.a);
        os << ".new with room for " << in.index << " ivars";
        break;
      case SbOp::StoreField:
        os << ' ';
        write_operand(os, in.a);
        os << " field " << in.index << " <- ";
        write_operand(os, in.b);
        break;
      default:
        os << " s" << in.dst << " <-";
        for (const SbOperand* o : {&in.a, &in.b, &in.c}) {
          if (o->kind == SbOperand::Kind::None) continue;
          os << ' ';
          write_operand(os, *o);
        }
        if (in.identity) os << " (identity)";
        break;
    }
    os << '\n';
  }
}

}  // namespace rhz::ir
