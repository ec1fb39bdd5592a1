// Parser of DAG files (the format of shared/dags/README.md, also written by
// `--dump-dag`).
//
// Line based: each line is cut at `#`, split on blanks, and dispatched on
// its first word. Structural errors (a node outside a dag, a missing `end`,
// a malformed line) are found here; graph errors (unknown ids, self-loops,
// cycles) by DagBuilder::finish, which knows the line of every edge. The
// first error stops the parse: later errors in a broken file are usually
// echoes of the first.
#include <unordered_map>

#include "sched/dag.h"
#include "sched/word_lines.h"

namespace rhz::sched {

std::optional<std::vector<Dag>> parse_dags(std::string_view text, DagError* error) {
  std::vector<Dag> dags;
  std::optional<DagBuilder> open;  // the dag being read, between `dag` and `end`
  int open_line = 0;
  std::string open_name;
  std::unordered_map<std::string, int> dag_lines;   // name -> line of `dag`
  std::unordered_map<std::string, int> node_lines;  // id -> line of `node`, in the open dag

  auto fail = [&](int line, std::string message) -> std::optional<std::vector<Dag>> {
    if (error) *error = DagError{line, std::move(message)};
    return std::nullopt;
  };

  WordLines lines(text);
  while (lines.next()) {
    const int line_no = lines.line();
    const auto& words = lines.words();
    const std::string_view directive = words[0];

    if (directive == "dag") {
      if (open)
        return fail(line_no, "'dag' inside dag " + quote_word(open_name) + " (missing 'end' after line " +
                                 std::to_string(open_line) + "?)");
      if (words.size() != 2) return fail(line_no, "expected 'dag NAME'");
      open_name = std::string(words[1]);
      if (auto [it, fresh] = dag_lines.emplace(open_name, line_no); !fresh)
        return fail(line_no, "duplicate dag name " + quote_word(open_name) + " (first at line " +
                                 std::to_string(it->second) + ")");
      open.emplace(open_name, line_no);
      open_line = line_no;
      node_lines.clear();
      continue;
    }
    if (directive != "node" && directive != "edge" && directive != "dep" && directive != "end")
      return fail(line_no, "unknown directive " + quote_word(directive) +
                               " (expected dag, node, edge, dep or end)");
    if (!open) return fail(line_no, quote_word(directive) + " outside a dag (missing 'dag NAME')");

    if (directive == "node") {
      if (words.size() < 3) return fail(line_no, "expected 'node ID SIZE [label...]'");
      const auto size = parse_count(words[2]);
      if (!size) return fail(line_no, "node size must be a non-negative integer, got " + quote_word(words[2]));
      std::string label;
      for (std::size_t i = 3; i < words.size(); ++i) {
        if (i > 3) label += ' ';
        label += words[i];
      }
      const std::string id(words[1]);
      if (auto [it, fresh] = node_lines.emplace(id, line_no); !fresh)
        return fail(line_no, "duplicate node id " + quote_word(id) + " in dag " + quote_word(open_name) +
                                 " (first declared at line " + std::to_string(it->second) + ")");
      open->add_node(id, *size, std::move(label), line_no);
    } else if (directive == "edge" || directive == "dep") {
      if (words.size() != 3) return fail(line_no, "expected '" + std::string(directive) + " FROM TO'");
      if (directive == "edge")
        open->add_edge(std::string(words[1]), std::string(words[2]), line_no);
      else
        open->add_dep(std::string(words[1]), std::string(words[2]), line_no);
    } else {  // end
      if (words.size() != 1) return fail(line_no, "unexpected text after 'end'");
      DagError dag_error;
      auto dag = open->finish(&dag_error);
      if (!dag) return fail(dag_error.line ? dag_error.line : open_line, dag_error.message + " in dag " + quote_word(open_name));
      dags.push_back(std::move(*dag));
      open.reset();
    }
  }
  if (open) return fail(open_line, "dag " + quote_word(open_name) + " has no 'end'");
  return dags;
}

}  // namespace rhz::sched
