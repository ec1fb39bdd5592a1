#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <utility>

#include "driver/explore.h"

namespace rhz::driver {

namespace {

std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// (method index, node id) -> source line, from the classes of a DOT dump's
// nodes: `m0_12 [label="...", class="line8"...]`.
using NodeLines = std::map<std::pair<int, int>, int>;

NodeLines node_lines(const std::string& dot) {
  static const std::regex node(R"re(^\s*m(\d+)_(\d+) \[.*class="line(\d+)")re");
  NodeLines lines;
  std::smatch m;
  for (const std::string& l : lines_of(dot))
    if (std::regex_search(l, m, node)) lines[{std::stoi(m[1]), std::stoi(m[2])}] = std::stoi(m[3]);
  return lines;
}

// The names of the methods the program defines. The dumps also show the
// prelude's methods the program uses (Array.new, each, ...), whose lines
// are the prelude's, not the program's.
std::set<std::string> defined_methods(const std::string& source) {
  static const std::regex def(R"re(\bdef\s+(?:self\.)?([A-Za-z_][A-Za-z0-9_]*[?!=]?|[^\s(;]+))re");
  std::set<std::string> names;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), def); it != std::sregex_iterator(); ++it)
    names.insert((*it)[1]);
  return names;
}

bool programs_method(const std::string& header, const std::set<std::string>& defined) {
  std::string name = header.substr(7);  // after "method "
  name = name.substr(0, name.find_first_of(" ("));
  return name.starts_with("<") || name.starts_with("block") || defined.count(name) > 0;
}

// The source line of each line of a text dump (0: none).
std::vector<int> source_lines(const std::string& title, const std::vector<std::string>& lines,
                              const NodeLines& scheduled, const std::set<std::string>& defined) {
  static const std::regex marker(R"(\bline (\d+)\b)");  // bytecode, executors, the listing's headers
  static const std::regex instruction(R"(^\s+\S+ r(\d+)\b)");  // the schedule: the node an instruction is
  std::vector<int> out(lines.size(), 0);
  int current = 0;  // the listing: the line of the last header
  int method = -1;  // the schedule: which method
  bool ours = true;  // in a method of the program's
  std::smatch m;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    if (l.starts_with("method ")) ours = programs_method(l, defined);
    if (!ours) continue;
    if (title == "schedule") {
      if (l.starts_with("method ")) ++method;
      else if (std::regex_search(l, m, instruction)) {
        auto it = scheduled.find({method, std::stoi(m[1])});
        if (it != scheduled.end()) out[i] = it->second;
      }
    } else if (title == "x86-64") {
      if (l.starts_with("method ")) current = 0;
      else if (l.find("; ") != std::string::npos && std::regex_search(l, m, marker)) current = std::stoi(m[1]);
      out[i] = current;
    } else if (std::regex_search(l, m, marker)) {
      out[i] = std::stoi(m[1]);
    }
  }
  return out;
}

// The SVG element of Graphviz's output, without the XML prologue.
std::string svg_element(const std::string& svg) {
  const std::size_t start = svg.find("<svg");
  return start == std::string::npos ? svg : svg.substr(start);
}

const char* const kStyle = R"css(
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #222; background: #fafafa; }
header { padding: 8px 14px; background: #2d3e50; color: #fff; display: flex; gap: 16px; align-items: baseline; }
header h1 { font-size: 16px; margin: 0; }
header span { color: #c8d3de; }
main { display: grid; grid-template-columns: minmax(280px, 1fr) 2fr 2fr; gap: 8px; padding: 8px;
       height: calc(100vh - 40px); }
section { background: #fff; border: 1px solid #ddd; border-radius: 4px; display: flex; flex-direction: column;
          min-width: 0; min-height: 0; }
section > .bar { padding: 4px 8px; border-bottom: 1px solid #ddd; background: #f0f2f4; display: flex; gap: 6px; }
section > .body { overflow: auto; flex: 1; padding: 4px 0; }
pre, .code { font: 12px/1.45 ui-monospace, monospace; margin: 0; }
.code .l { white-space: pre; padding: 0 8px; }
.code .l[data-line] { cursor: pointer; }
#source .l::before { content: attr(data-n); display: inline-block; width: 3em; color: #999; }
.l.hl { background: #ffe58f; }
.note { padding: 4px 8px; color: #8a5a00; background: #fff7e0; }
svg .node.hl polygon, svg .node.hl ellipse { fill: #ffe58f; }
svg .node.hl text { font-weight: bold; }
svg .node[class*="line"] { cursor: pointer; }
)css";

const char* const kScript = R"js(
(function () {
  const views = {};
  document.querySelectorAll('template[data-view]').forEach(t => { views[t.dataset.view] = t; });
  let selected = 0;
  function lineOf(el) {
    if (el.dataset && el.dataset.line) return +el.dataset.line;
    const c = el.getAttribute && el.getAttribute('class');
    const m = c && /\bline(\d+)\b/.exec(c);
    return m ? +m[1] : 0;
  }
  function highlight(line) {
    selected = line;
    document.querySelectorAll('.hl').forEach(e => e.classList.remove('hl'));
    if (!line) return;
    document.querySelectorAll('[data-line="' + line + '"], .line' + line).forEach(e => e.classList.add('hl'));
    document.querySelectorAll('section').forEach(s => {
      const first = s.querySelector('.hl');
      if (first) first.scrollIntoView({block: 'nearest', inline: 'nearest'});
    });
  }
  function show(pane, name) {
    const body = pane.querySelector('.body');
    body.replaceChildren(views[name].content.cloneNode(true));
    body.querySelectorAll('svg .node').forEach(n => {
      const line = lineOf(n);
      if (line) {
        const t = document.createElementNS('http://www.w3.org/2000/svg', 'title');
        t.textContent = 'line ' + line;
        n.appendChild(t);
      }
    });
    highlight(selected);
  }
  // page.html#views=schedule,executors shows those views in the panes.
  const named = /views=([^&]*)/.exec(location.hash);
  const wanted = named ? decodeURIComponent(named[1]).split(',') : [];
  document.querySelectorAll('section.view').forEach((pane, i) => {
    const select = pane.querySelector('select');
    if (wanted[i] && views[wanted[i]]) select.value = wanted[i];
    select.addEventListener('change', () => show(pane, select.value));
    show(pane, select.value);
  });
  document.addEventListener('click', e => {
    for (let el = e.target; el && el !== document; el = el.parentNode) {
      const line = lineOf(el);
      if (line) { highlight(line); return; }
    }
  });
  // The line the address names (page.html#line=9&...), else the first line
  // that became something.
  const asked = /line=(\d+)/.exec(location.hash);
  let initial = asked ? +asked[1] : 0;
  for (let n = 1; !initial && n <= document.querySelectorAll('#source .l').length; ++n) {
    for (const t of Object.values(views)) {
      if (t.content.querySelector('[data-line="' + n + '"], .line' + n)) { initial = n; break; }
    }
  }
  highlight(initial);
  document.body.dataset.ready = '1';  // the page's test waits for this
})();
)js";

void write_text(std::ostringstream& page, const std::vector<std::string>& lines, const std::vector<int>& at) {
  page << "<div class=\"code\">";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    page << "<div class=\"l\"";
    if (at[i]) page << " data-line=\"" << at[i] << "\"";
    page << ">" << html_escape(lines[i]) << "</div>";
  }
  page << "</div>";
}

}  // namespace

std::string explore_page(const ExploreInput& input) {
  const std::set<std::string> defined = defined_methods(input.source);
  NodeLines scheduled;
  for (const ExploreView& v : input.views)
    if (v.title == "graph: scheduled") scheduled = node_lines(v.text);

  std::ostringstream page;
  page << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>rhz explore: "
       << html_escape(input.file_name) << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n"
       << "<header><h1>rhz explore: " << html_escape(input.file_name)
       << "</h1><span>select a source line to see what it became in every view</span></header>\n<main>\n";

  page << "<section id=\"source\"><div class=\"bar\">source</div><div class=\"body\"><div class=\"code\">";
  const std::vector<std::string> source = lines_of(input.source);
  for (std::size_t i = 0; i < source.size(); ++i)
    page << "<div class=\"l\" data-line=\"" << i + 1 << "\" data-n=\"" << i + 1 << "\">" << html_escape(source[i])
         << "</div>";
  page << "</div></div></section>\n";

  // Two panes, each showing any view: side by side, the same selection.
  const char* const initial[] = {"graph: opt", "x86-64"};
  for (const char* shown : initial) {
    page << "<section class=\"view\"><div class=\"bar\"><select>";
    for (const ExploreView& v : input.views)
      page << "<option" << (v.title == shown ? " selected" : "") << ">" << html_escape(v.title) << "</option>";
    page << "</select></div><div class=\"body\"></div></section>\n";
  }
  page << "</main>\n";

  for (const ExploreView& v : input.views) {
    page << "<template data-view=\"" << html_escape(v.title) << "\">";
    if (!v.note.empty()) page << "<div class=\"note\">" << html_escape(v.note) << "</div>";
    if (!v.svg.empty()) {
      page << svg_element(v.svg);
    } else {
      const std::vector<std::string> lines = lines_of(v.text);
      write_text(page, lines, source_lines(v.title, lines, scheduled, defined));
    }
    page << "</template>\n";
  }
  page << "<script>" << kScript << "</script>\n</body>\n</html>\n";
  return page.str();
}

}  // namespace rhz::driver
