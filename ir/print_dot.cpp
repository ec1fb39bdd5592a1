// Graphviz output. Edges point from definition to use (the direction values
// and control flow), so `dot` lays a method out top to bottom from Start.
#include <sstream>

#include "ir/print.h"

namespace rhz::ir {
namespace {

// Inside a DOT double-quoted string only `"` and `\` need escaping; a
// newline is written as the `\n` line break.
std::string dot_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else {
      out += c;
    }
  }
  return out;
}

std::string method_label(const Method& m, const SymbolTable& symbols) {
  std::ostringstream label;
  label << symbols.name(m.info.name) << '(';
  for (std::size_t i = 0; i < m.info.params.size(); ++i) {
    if (i > 0) label << ", ";
    label << symbols.name(m.info.params[i]);
  }
  label << ')';
  return label.str();
}

}  // namespace

std::string print_dot(const Program& p) {
  std::ostringstream os;
  os << "digraph rhz {\n"
     << "  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
     << "  edge [fontname=\"monospace\", fontsize=8];\n";
  for (std::size_t mi = 0; mi < p.methods.size(); ++mi) {
    const Method& m = p.methods[mi];
    os << "  subgraph cluster_" << mi << " {\n"
       << "    label=\"" << dot_escape(method_label(m, p.symbols)) << "\";\n";
    // Node names are unique across clusters: m<method>_<id>.
    auto name = [mi](const Node* n) {
      std::ostringstream id;
      id << 'm' << mi << '_' << n->id();
      return id.str();
    };
    for (const Node* n : live_nodes(m.graph)) {
      std::ostringstream label;
      label << n->id() << ' ' << op_name(n->op());
      if (std::string pl = payload_text(n, &p.symbols); !pl.empty()) label << ' ' << pl;
      os << "    " << name(n) << " [label=\"" << dot_escape(label.str()) << "\"";
      if (is_control(n->op()) || is_pinned(n->op())) os << ", color=red";
      os << "];\n";
    }
    for (const Node* n : live_nodes(m.graph)) {
      for (std::size_t s = 0; s < n->num_inputs(); ++s) {
        const Node* d = n->input(s);
        if (d == nullptr) continue;
        os << "    " << name(d) << " -> " << name(n);
        if (is_control_edge(n, s)) {
          os << " [color=red]";
        } else if (is_phi(n->op()) && s == 0) {
          os << " [color=red, style=dashed]";  // a phi's binding to its merge
        } else if (n->num_inputs() > 2) {
          os << " [label=\"" << s << "\"]";  // operand order matters
        }
        os << ";\n";
      }
    }
    os << "  }\n";
  }
  os << "}\n";
  return os.str();
}

}  // namespace rhz::ir
