#include "sched/print_schedule_dot.h"

#include <sstream>

#include "ir/print.h"

namespace rhz::sched {

namespace {

std::string escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string node_name(std::size_t method, const ir::Node* n) {
  return "m" + std::to_string(method) + "_" + std::to_string(n->id());
}

// Data edges between instructions at most this far apart in one block are
// drawn as edges.
constexpr std::size_t kNearInstructions = 4;

void write_method(std::ostringstream& out, const ir::Program& p, std::size_t mi, const MethodSchedule& s) {
  const ir::Method& m = p.methods[mi];
  out << "  subgraph cluster_" << mi << " {\n    label=\"" << escape(p.symbols.name(m.info.name)) << "\";\n";
  ir::NodeMap<std::uint8_t> drawn(m.graph);
  ir::NodeMap<std::size_t> position(m.graph);  // layout position of each drawn node's block
  ir::NodeMap<std::size_t> order_at(m.graph);  // each drawn node's place in the whole layout order
  std::vector<const ir::Node*> nodes;
  for (std::size_t pos = 0; pos < s.linear.blocks.size(); ++pos) {
    BlockId b = s.linear.blocks[pos].block;
    const Block& block = s.cfg.block(b);
    out << "    subgraph cluster_" << mi << "_" << pos << " {\n      label=\"block" << pos
        << " (loop depth " << block.loop_depth << ")\"; style=filled; fillcolor=\"#f4f4f4\";\n";
    std::vector<const ir::Node*> order{block.head};
    order.insert(order.end(), s.local.order[b].begin(), s.local.order[b].end());
    const ir::Node* prev = nullptr;
    for (const ir::Node* n : order) {
      if (drawn.get(n)) continue;
      drawn[n] = 1;
      position[n] = pos;
      order_at[n] = nodes.size();
      nodes.push_back(n);
      std::string payload = ir::payload_text(n, &p.symbols);
      out << "      " << node_name(mi, n) << " [label=\"" << n->id() << ' ' << ir::op_name(n->op())
          << (payload.empty() ? "" : " " + escape(payload)) << "\""
          << (ir::is_pinned(n->op()) || ir::is_merge(n->op()) || n->op() == ir::Op::Start ? ", color=red" : "")
          << (m.graph.line(n) && !m.info.builtin ? ", class=\"line" + std::to_string(m.graph.line(n)) + "\"" : "")
          << "];\n";
      if (prev) out << "      " << node_name(mi, prev) << " -> " << node_name(mi, n)
                    << " [color=blue, penwidth=2, weight=10];\n";
      prev = n;
    }
    out << "    }\n";
  }
  for (const ir::Node* n : nodes) {
    for (std::size_t slot = 0; slot < n->num_inputs(); ++slot) {
      const ir::Node* def = n->input(slot);
      if (!def || !drawn.get(def)) continue;
      bool control = ir::is_control_edge(n, slot);
      // A value from another block or from far up its own is named beside
      // its use instead of drawn as an edge: such edges cross the clusters
      // (slow for dot, a tangle to read); the value's own node shows where
      // it is computed.
      if (!control && (position.get(def) != position.get(n) || order_at.get(n) - order_at.get(def) > kNearInstructions ||
                       order_at.get(n) < order_at.get(def))) {
        const std::string ref = node_name(mi, n) + "_" + std::to_string(slot);
        out << "    " << ref << " [label=\"" << def->id() << ' ' << ir::op_name(def->op())
            << "\", shape=plaintext, fontcolor=\"#555555\"];\n    " << ref << " -> " << node_name(mi, n)
            << " [color=black];\n";
        continue;
      }
      // Edges shape the picture top-down in layout order.
      // A back edge is written the other way round and drawn pointing back
      // (dir=back): it ranks its target above its source like any other.
      // (Graphviz 2.42 can crash laying out constraint=false edges in
      // clusters.)
      const bool forward = order_at.get(def) < order_at.get(n);
      out << "    " << node_name(mi, forward ? def : n) << " -> " << node_name(mi, forward ? n : def) << " ["
          << (control ? "color=red, penwidth=2" : "color=black") << (forward ? "" : ", dir=back") << "];\n";
    }
  }
  out << "  }\n";
}

}  // namespace

std::string print_scheduled_dot(const ir::Program& p, const std::vector<MethodSchedule>& schedules) {
  std::ostringstream out;
  out << "digraph rhz_scheduled {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
      << "  compound=true;\n";
  for (std::size_t mi = 0; mi < schedules.size(); ++mi) write_method(out, p, mi, schedules[mi]);
  out << "}\n";
  return out.str();
}

}  // namespace rhz::sched
