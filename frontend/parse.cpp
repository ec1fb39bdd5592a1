#include "frontend/parse.h"

#include "frontend/parse_context.h"

namespace rhz::frontend {

std::unique_ptr<Ast> parse(const SourceFile& file, Diagnostics& diags) {
  auto result = std::make_unique<Ast>();
  ParseContext ctx(file, diags);
  yy::Parser parser(ctx);
  parser.parse();
  if (!ctx.ast.root) ctx.ast.root = ctx.ast.make(Kind::Program, Range{}, {ctx.ast.make(Kind::Seq, Range{})});
  *result = std::move(ctx.ast);
  return result;
}

}  // namespace rhz::frontend
