// `rhz explore`: one self-contained HTML page that shows a program's
// journey side by side: its source, the graph of each phase, the schedule,
// the bytecode, the x86-64 listing and, after a run with the JIT, the
// executors with their exits and counts. Selecting a source line highlights
// what it became in every view.
//
// The page is built from the dumps rhz's command line prints (explore runs
// rhz itself for them) and the SVG Graphviz draws of the DOT dumps.
#pragma once

#include <string>
#include <vector>

namespace rhz::driver {

struct ExploreView {
  std::string title;  // "graph: opt", "bytecode", ...
  std::string text;   // a dump as the command line prints it
  std::string svg;    // a graph's picture (empty: show `text`)
  std::string note;   // why a view is missing or partial, shown above it
};

struct ExploreInput {
  std::string file_name;
  std::string source;
  std::vector<ExploreView> views;
};

// The page. Views whose title starts with "graph" hold DOT text (and its
// SVG when Graphviz drew it); "bytecode", "x86-64", "schedule" and
// "executors" lines are matched to source lines by their own markers.
std::string explore_page(const ExploreInput& input);

}  // namespace rhz::driver
