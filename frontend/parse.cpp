#include "frontend/parse.h"

#include <cstring>

#include "frontend/parse_context.h"

namespace rhz::frontend {

// Ruby source is UTF-8: an invalid byte sequence anywhere is an error, as
// in CRuby ("invalid multibyte char (UTF-8)"). Returns the offset of the
// first bad byte, or the size when the text is valid.
static uint32_t first_invalid_utf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + len > s.size()) return static_cast<uint32_t>(i);
    for (size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return static_cast<uint32_t>(i);
    if (len == 2 && c < 0xc2) return static_cast<uint32_t>(i);  // overlong
    i += len;
  }
  return static_cast<uint32_t>(s.size());
}

std::unique_ptr<Ast> parse(const SourceFile& file, Diagnostics& diags) {
  auto result = std::make_unique<Ast>();
  uint32_t bad = first_invalid_utf8(file.text());
  if (bad < file.size()) {
    diags.error(file.pos_at(bad), "invalid multibyte char (UTF-8)");
    result->root = result->make(Kind::Program, Range{}, {result->make(Kind::Seq, Range{})});
    return result;
  }
  ParseContext ctx(file, diags);
  yy::Parser parser(ctx);
  parser.parse();
  if (!ctx.ast.root) ctx.ast.root = ctx.ast.make(Kind::Program, Range{}, {ctx.ast.make(Kind::Seq, Range{})});
  *result = std::move(ctx.ast);
  return result;
}

}  // namespace rhz::frontend
