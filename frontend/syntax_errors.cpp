// Syntax errors as the parser reports them (yy::Parser::report_syntax_error,
// called by Bison's skeleton with parse.error custom): CRuby's wording, the
// expected tokens when they are few, and Ruby 3 syntax the grammar has no
// rules for named instead of reported as a bare syntax error.
#include <algorithm>
#include <string>
#include <string_view>

#include "frontend/parse_context.h"

namespace {

using Symbol = rhz::frontend::yy::Parser::symbol_kind;

// Ruby 3 syntax the grammar has no rules for shows up as one token where
// none of its kind can be: `in` after a case's subject or after a value,
// `=>` where a statement could end, `...` among a call's arguments. Such
// an error names the construct (as the subset checks do) instead of being a
// bare syntax error.
const char* unsupported_ruby3_syntax(Symbol::symbol_kind_type unexpected, const Symbol::symbol_kind_type* expected,
                                     int n) {
  auto expects = [&](Symbol::symbol_kind_type k) { return std::find(expected, expected + n, k) != expected + n; };
  // Character tokens have no stable enumerator name: find them by name (the
  // text, not the pointer: the names live in the parser's translation unit).
  auto expects_char = [&](const char* name) {
    for (int i = 0; i < n; ++i) {
      if (std::string_view(rhz::frontend::yy::Parser::symbol_name(expected[i])) == name) return true;
    }
    return false;
  };
  auto statement_may_end = [&] {
    return expects(Symbol::S_YYEOF) || expects(Symbol::S_kEND) || expects_char("'\\n'") || expects_char("';'");
  };
  if (unexpected == Symbol::S_kIN) {
    return expects(Symbol::S_kWHEN) ? "pattern matching ('case ... in') is not part of the rhz language"
                                    : "pattern matching ('value in pattern') is not part of the rhz language";
  }
  if (unexpected == Symbol::S_tASSOC && statement_may_end())
    return "pattern matching ('value => pattern') is not part of the rhz language";
  if (unexpected == Symbol::S_tDOT3 && expects_char("')'"))
    return "argument forwarding ('...') is not part of the rhz language";
  return nullptr;
}

}  // namespace

void rhz::frontend::yy::Parser::report_syntax_error(const context& yyctx) const {
  if (ctx.lexer.fatal()) return;  // the lexer has reported why the input ended
  std::string message = "syntax error";
  symbol_kind_type unexpected = yyctx.token();
  if (unexpected != symbol_kind::S_YYEMPTY) {
    // All the expected tokens, for recognising Ruby 3 syntax; the message
    // lists them when there are few.
    enum { kMaxExpected = 4 };
    symbol_kind_type expected[YYNTOKENS];
    int n = yyctx.expected_tokens(expected, YYNTOKENS);
    if (const char* named = unsupported_ruby3_syntax(unexpected, expected, n))
      return ctx.syntax_error(yyctx.location().begin, named);
    message += ", unexpected ";
    message += symbol_name(unexpected);
    if (n <= kMaxExpected) {
      for (int i = 0; i < n; ++i) {
        message += i == 0 ? ", expecting " : " or ";
        message += symbol_name(expected[i]);
      }
    }
  }
  ctx.syntax_error(yyctx.location().begin, message);
}

// Called for syntax_error exceptions thrown from actions (none today) and
// by the skeleton in unexpected situations such as memory exhaustion.
void rhz::frontend::yy::Parser::error(const location_type& loc, const std::string& message) {
  ctx.syntax_error(loc.begin, message);
}
