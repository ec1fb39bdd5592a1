#include "frontend/parse.h"

#include <cctype>
#include <string>
#include <string_view>

#include "frontend/parse_context.h"

namespace rhz::frontend {

namespace {

// `# frozen_string_literal: true` among the comments before the first line
// of code, as CRuby reads magic comments: the key with `-` or `_` in any
// case, the value `true` in any case, also in Emacs's `-*- key: value -*-`.
bool frozen_string_literals(std::string_view text) {
  while (!text.empty()) {
    const std::size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) continue;
    if (line[first] != '#') return false;
    std::string folded;
    for (char c : line.substr(first + 1)) {
      if (c == '-') c = '_';
      folded += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    const std::size_t key = folded.find("frozen_string_literal");
    if (key == std::string::npos) continue;
    std::size_t at = folded.find_first_not_of(" \t", key + 21);
    if (at == std::string::npos || folded[at] != ':') continue;
    at = folded.find_first_not_of(" \t", at + 1);
    if (at != std::string::npos && folded.compare(at, 4, "true") == 0) return true;
  }
  return false;
}

}  // namespace

std::unique_ptr<Ast> parse(const SourceFile& file, Diagnostics& diags) {
  auto result = std::make_unique<Ast>();
  ParseContext ctx(file, diags);
  yy::Parser parser(ctx);
  parser.parse();
  if (!ctx.ast.root) ctx.ast.root = ctx.ast.make(Kind::Program, Range{}, {ctx.ast.make(Kind::Seq, Range{})});
  if (frozen_string_literals(file.text())) ctx.ast.root->flags |= kFrozenStringLiterals;
  *result = std::move(ctx.ast);
  return result;
}

}  // namespace rhz::frontend
