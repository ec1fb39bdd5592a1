#include <cctype>
#include <map>
#include <set>
#include <string_view>
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

bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The decimal number at s[at] (advancing `at` past it), or -1 if none is there.
int number_at(std::string_view s, std::size_t& at) {
  if (at >= s.size() || !std::isdigit(static_cast<unsigned char>(s[at]))) return -1;
  int n = 0;
  for (; at < s.size() && std::isdigit(static_cast<unsigned char>(s[at])); ++at) n = n * 10 + (s[at] - '0');
  return n;
}

// The N of the first "line N" standing as words in l, or 0.
int line_marker(std::string_view l) {
  for (std::size_t at = l.find("line "); at != std::string_view::npos; at = l.find("line ", at + 1)) {
    if (at > 0 && is_word(l[at - 1])) continue;
    std::size_t end = at + 5;
    const int n = number_at(l, end);
    if (n >= 0 && (end == l.size() || !is_word(l[end]))) return n;
  }
  return 0;
}

// (method index, node id) -> source line, from the classes of a DOT dump's
// nodes: `m0_12 [label="...", class="line8"...]`.
using NodeLines = std::map<std::pair<int, int>, int>;

NodeLines node_lines(const std::string& dot) {
  NodeLines lines;
  for (const std::string& text : lines_of(dot)) {
    std::string_view l(text);
    std::size_t at = l.find_first_not_of(' ');
    if (at == std::string_view::npos || l[at] != 'm') continue;
    ++at;
    const int method = number_at(l, at);
    if (method < 0 || at >= l.size() || l[at] != '_') continue;
    ++at;
    const int node = number_at(l, at);
    if (node < 0 || l.substr(at, 2) != " [") continue;
    std::size_t cls = l.find("class=\"line", at);
    if (cls == std::string_view::npos) continue;
    cls += 11;
    if (const int line = number_at(l, cls); line > 0) lines[{method, node}] = line;
  }
  return lines;
}

// The names of the methods the program defines (`def name`, `def
// self.name`). The dumps also show the prelude's methods the program uses
// (Array.new, each, ...), whose lines are the prelude's, not the program's.
std::set<std::string> defined_methods(std::string_view source) {
  std::set<std::string> names;
  for (std::size_t at = source.find("def"); at != std::string_view::npos; at = source.find("def", at + 1)) {
    if ((at > 0 && is_word(source[at - 1])) || at + 3 >= source.size() || !std::isspace(static_cast<unsigned char>(source[at + 3])))
      continue;
    std::size_t start = source.find_first_not_of(" \t", at + 3);
    if (start == std::string_view::npos) break;
    if (source.substr(start, 5) == "self.") start += 5;
    std::size_t end = start;
    if (start < source.size() && (std::isalpha(static_cast<unsigned char>(source[start])) || source[start] == '_')) {
      while (end < source.size() && is_word(source[end])) ++end;
      if (end < source.size() && (source[end] == '?' || source[end] == '!' || source[end] == '=')) ++end;
    } else {
      end = source.find_first_of(" \t\n(;", start);
      if (end == std::string_view::npos) end = source.size();
    }
    if (end > start) names.emplace(source.substr(start, end - start));
  }
  return names;
}

bool programs_method(const std::string& header, const std::set<std::string>& defined) {
  std::string name = header.substr(7);  // after "method "
  name = name.substr(0, name.find_first_of(" ("));
  return name.starts_with("<") || name.starts_with("block") || defined.count(name) > 0;
}

// The node a schedule line computes: `  op r12 ...` gives 12; -1 if none.
int scheduled_node(std::string_view l) {
  if (l.empty() || l[0] != ' ') return -1;
  std::size_t at = l.find_first_not_of(' ');
  if (at == std::string_view::npos) return -1;
  at = l.find(' ', at);  // past the op
  if (at == std::string_view::npos || l.substr(at, 2) != " r") return -1;
  at += 2;
  const int node = number_at(l, at);
  return node >= 0 && (at == l.size() || !is_word(l[at])) ? node : -1;
}

// The source line of each line of a text dump (0: none): bytecode and
// executors say "line N" on the line, the listing in the header above, the
// schedule by the node an instruction computes.
std::vector<int> source_lines(const std::string& title, const std::vector<std::string>& lines,
                              const NodeLines& scheduled, const std::set<std::string>& defined) {
  std::vector<int> out(lines.size(), 0);
  int current = 0;  // the listing: the line of the last header
  int method = -1;  // the schedule: which method
  bool ours = true;  // in a method of the program's
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    if (l.starts_with("method ")) {
      ours = programs_method(l, defined);
      ++method;
      current = 0;
      continue;
    }
    if (!ours) continue;
    if (title == "schedule") {
      if (const int node = scheduled_node(l); node >= 0) {
        auto it = scheduled.find({method, node});
        if (it != scheduled.end()) out[i] = it->second;
      }
    } else if (title == "x86-64") {
      if (l.find("; ") != std::string::npos) {
        if (const int line = line_marker(l)) current = line;
      }
      out[i] = current;
    } else {
      out[i] = line_marker(l);
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
