// Graphviz output. Edges point from definition to use (the direction values
// and control flow), so `dot` lays a method out top to bottom from Start:
// control edges bold and red, data edges thin, leaves drawn per use.
#include <algorithm>
#include <limits>
#include <sstream>
#include <vector>

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

// A leaf: a floating node without inputs (a constant, self, a parameter).
// Drawn once, a constant used all over a method ties every part of the
// picture together: Graphviz lays out such long edges slowly (tens of
// seconds for a page of code) and the result is a tangle. So each use gets
// a copy of the leaf of its own, beside its user, as the graph viewers of
// sea-of-nodes compilers draw them.
bool is_leaf(const Node* n) {
  if (is_control(n->op()) || is_pinned(n->op())) return false;
  for (std::size_t s = 0; s < n->num_inputs(); ++s)
    if (n->input(s) != nullptr) return false;
  return true;
}

// The source line a node was built for, as an SVG class ("line8") that
// `rhz explore` highlights; nothing for a node of no line.
std::string line_class(const Method& m, const Node* n) {
  if (m.info.builtin) return "";  // a prelude method's lines are the prelude's
  const std::uint32_t line = m.graph.line(n);
  return line ? ", class=\"line" + std::to_string(line) + "\"" : "";
}

std::string node_label(const Node* n, const SymbolTable& symbols) {
  std::ostringstream label;
  label << n->id() << ' ' << op_name(n->op());
  if (std::string pl = payload_text(n, &symbols); !pl.empty()) label << ' ' << pl;
  return dot_escape(label.str());
}

// Roughly where dot will rank each node, top to bottom: a control node
// below its control inputs (loop back edges left out, so this is a longest
// path in a DAG), a phi level with its merge, any other floating node just
// above its highest use. Found by passes to a fixed point: ids mostly follow
// the build order, so a few passes do.
std::vector<int> approximate_ranks(const std::vector<const Node*>& nodes) {
  std::size_t size = 0;
  for (const Node* n : nodes) size = std::max<std::size_t>(size, n->id() + 1);
  std::vector<int> rank(size, 0);
  auto fixed = [](const Node* n) { return !is_floating(n->op()); };
  for (bool changed = true; changed;) {
    changed = false;
    for (const Node* n : nodes) {
      int r = 0;
      if (is_phi(n->op())) {
        r = rank[phi_region(n)->id()];
      } else if (fixed(n)) {
        for (std::size_t s = 0; s < n->num_inputs(); ++s) {
          const Node* in = n->input(s);
          const bool back_edge = n->op() == Op::Loop && s == 2;
          if (in && !back_edge && is_control_edge(n, s)) r = std::max(r, rank[in->id()] + 1);
        }
      } else {
        continue;
      }
      if (r != rank[n->id()]) rank[n->id()] = r, changed = true;
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
      const Node* n = *it;
      if (fixed(n) || is_phi(n->op()) || n->num_uses() == 0) continue;
      int r = std::numeric_limits<int>::max();
      for (const Use& u : n->uses()) r = std::min(r, rank[u.user->id()] - 1);
      r = std::max(r, 0);
      if (r != rank[n->id()]) rank[n->id()] = r, changed = true;
    }
  }
  return rank;
}

// A data edge spanning more ranks than this is drawn as a reference to its
// definition beside its use: long edges are what make dot slow (each one is
// a chain of virtual nodes through every rank it crosses) and the picture a
// tangle.
constexpr int kNearRanks = 3;

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
    // Node names are unique across clusters: m<method>_<id>, and the copy
    // of a leaf or a far definition for input `slot` of node `user`
    // m<method>_<user>_<slot>.
    auto name = [mi](const Node* n) { return "m" + std::to_string(mi) + "_" + std::to_string(n->id()); };
    const std::vector<const Node*> nodes = live_nodes(m.graph);
    const std::vector<int> rank = approximate_ranks(nodes);
    for (const Node* n : nodes) {
      if (is_leaf(n)) continue;
      os << "    " << name(n) << " [label=\"" << node_label(n, p.symbols) << "\"" << line_class(m, n);
      if (is_control(n->op()) || is_pinned(n->op())) os << ", color=red";
      os << "];\n";
    }
    for (const Node* n : nodes) {
      if (is_leaf(n)) continue;
      for (std::size_t s = 0; s < n->num_inputs(); ++s) {
        const Node* d = n->input(s);
        if (d == nullptr) continue;
        std::string from = name(d);
        const int span = rank[n->id()] - rank[d->id()];
        const bool data = !is_control_edge(n, s) && !(is_phi(n->op()) && s == 0);
        const bool reference = is_leaf(d) || (data && (span < 0 || span > kNearRanks));
        if (reference) {
          from = name(n) + "_" + std::to_string(s);
          os << "    " << from << " [label=\"" << node_label(d, p.symbols) << "\"" << line_class(m, n)
             << ", shape=plaintext, fontcolor=\"#555555\"];\n";
        }
        // Control bold, data thin; a phi's binding to its merge dashed.
        // What flows around a loop (its back edge, the phis' values from
        // it) is written the other way round and drawn pointing back
        // (dir=back), so the graph has no cycle for dot to break.
        const bool around =
            !reference && s == 2 && (n->op() == Op::Loop || (is_phi(n->op()) && phi_region(n)->op() == Op::Loop));
        if (around) os << "    " << name(n) << " -> " << from;
        else os << "    " << from << " -> " << name(n);
        std::string attrs;
        if (is_control_edge(n, s)) attrs = "color=red, penwidth=2";
        else if (is_phi(n->op()) && s == 0) attrs = "color=red, style=dashed";
        else if (n->num_inputs() > 2) attrs = "headlabel=\"" + std::to_string(s) + "\"";  // operand order matters
        if (around) attrs += attrs.empty() ? "dir=back" : ", dir=back";
        if (!attrs.empty()) os << " [" << attrs << "]";
        os << ";\n";
      }
    }
    os << "  }\n";
  }
  os << "}\n";
  return os.str();
}

}  // namespace rhz::ir
