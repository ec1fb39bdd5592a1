#include <algorithm>
#include <sstream>
#include <vector>

#include "ir/print.h"

namespace rhz::ir {
namespace {

void write_symbol(std::ostream& os, SymbolId s, const SymbolTable* symbols) {
  if (symbols != nullptr) {
    os << symbols->name(s);
  } else {
    os << "sym" << static_cast<std::uint32_t>(s);
  }
}

void write_imm(std::ostream& os, Imm v) {
  switch (v.kind) {
    case ImmKind::Fixnum: os << v.fixnum; break;
    case ImmKind::Nil: os << "nil"; break;
    case ImmKind::True: os << "true"; break;
    case ImmKind::False: os << "false"; break;
  }
}

}  // namespace

std::string payload_text(const Node* n, const SymbolTable* symbols) {
  std::ostringstream os;
  switch (n->op()) {
    case Op::Constant: write_imm(os, imm(n)); break;
    case Op::Param:
    case Op::ArgGiven: os << param_index(n); break;
    case Op::Send:
    case Op::SendBlock:
      os << ':';
      write_symbol(os, send_name(n), symbols);
      if (send_flags(n) & kSendFunctional) os << " fcall";
      if (send_flags(n) & kSendVCall) os << " vcall";
      if (send_flags(n) & kSendSuper) os << " super";
      break;
    case Op::CallLeaf:
      os << ':';
      write_symbol(os, send_name(n), symbols);
      break;
    case Op::NewString: os << "str" << literal_index(n); break;
    case Op::ObjectConstant:
      if (n->payload().index == kRuntimeObject) os << "object";
      else os << 'k' << n->payload().index;
      break;
    case Op::Literal:
      os << (literal_kind(n) == LiteralKind::Symbol         ? "sym"
             : literal_kind(n) == LiteralKind::Float        ? "float"
             : literal_kind(n) == LiteralKind::FrozenString ? "fstr"
             : literal_kind(n) == LiteralKind::Regexp       ? "re"
                                                            : "big")
         << literal_index(n);
      break;
    case Op::DefineMethod:
    case Op::MakeBlock: os << "method" << method_index(n); break;
    case Op::DefineClass: os << "method" << method_index(n) << (class_has_super(n) ? " super" : ""); break;
    case Op::GetIvar:
    case Op::SetIvar: write_symbol(os, ivar_name(n), symbols); break;
    case Op::NewEnv: os << env_slot(n) << " slots"; break;
    case Op::EnvLoad:
    case Op::EnvStore: os << "slot" << env_slot(n); break;
    case Op::ConstGet:
    case Op::ConstSet: write_symbol(os, const_name(n), symbols); break;
    default:
      if (is_guard(n->op())) {
        if (guard_negated(n)) os << "not ";
        os << "exit" << exit_index(n);
        if (n->op() == Op::ConstLoad) os << " const" << constant_index(n);
      }
      break;
  }
  return os.str();
}

std::string print_text(const Graph& g, const SymbolTable* symbols) {
  std::ostringstream os;
  std::vector<NodeId> uses;
  for (const Node* n : live_nodes(g)) {
    os << n->id() << ' ' << op_name(n->op());
    if (std::string p = payload_text(n, symbols); !p.empty()) os << '[' << p << ']';
    os << " (";
    for (std::size_t s = 0; s < n->num_inputs(); ++s) {
      if (s > 0) os << ' ';
      if (n->input(s) == nullptr) {
        os << '_';
      } else {
        os << n->input(s)->id();
      }
    }
    os << ')';
    // Use lists are kept in edit order; sorting makes the dump a function of
    // the graph alone.
    uses.clear();
    for (const Use& u : n->uses()) uses.push_back(u.user->id());
    std::sort(uses.begin(), uses.end());
    if (!uses.empty()) os << " ->";
    for (NodeId u : uses) os << ' ' << u;
    os << '\n';
  }
  return os.str();
}

std::string params_text(const Method& m, const SymbolTable& symbols) {
  std::string text;
  for (std::size_t i = 0; i < m.info.params.size(); ++i) {
    if (i > 0) text += ", ";
    text += symbols.name(m.info.params[i]);
    if (i >= m.info.required) text += " = ?";
  }
  return text;
}

namespace {

void write_method_header(std::ostream& os, const Method& m, const SymbolTable& symbols) {
  os << "method " << symbols.name(m.info.name) << '(' << params_text(m, symbols) << ")\n";
}

// A literal as a double-quoted string with C-style escapes, so every byte
// of the pool is visible and the dump stays one line per entry.
void write_quoted(std::ostream& os, const std::string& bytes) {
  static const char kHex[] = "0123456789abcdef";
  os << '"';
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') {
      os << '\\' << c;
    } else if (c == '\n') {
      os << "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      os << "\\x" << kHex[c >> 4] << kHex[c & 15];
    } else {
      os << c;
    }
  }
  os << '"';
}

}  // namespace

std::string print_text(const Program& p) {
  std::ostringstream os;
  for (const Method& m : p.methods) {
    write_method_header(os, m, p.symbols);
    os << print_text(m.graph, &p.symbols);
  }
  for (std::size_t i = 0; i < p.strings.size(); ++i) {
    os << "string " << i << ' ';
    write_quoted(os, p.strings[i]);
    os << '\n';
  }
  return os.str();
}

}  // namespace rhz::ir
