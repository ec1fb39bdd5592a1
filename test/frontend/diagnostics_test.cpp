// Diagnostics: the message and position of syntax errors (at the line CRuby
// reports, the last line for an unexpected end of input), recovery so that
// independent errors are all reported, and the printed gcc/clang form with
// its source line and caret.

#include <catch2/catch.hpp>

#include <sstream>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

// ------------------------------------------------------ end of input

TEST_CASE("a missing end is reported at the last line", "[frontend][diagnostics]") {
  CHECK(first_error("def f\n  1") == "2:3: syntax error, unexpected end-of-input, expecting 'end'");
  CHECK(first_error("def f\n  1\n") == "2:4: syntax error, unexpected end-of-input, expecting 'end'");
  CHECK(first_error("if true\n  p 1") == "2:5: syntax error, unexpected end-of-input, expecting 'end'");
  CHECK(first_error("while true\n  p 1\n") == "2:6: syntax error, unexpected end-of-input, expecting 'end'");
  CHECK(first_error("case 1\nwhen 1\n  p 1\n") == "3:6: syntax error, unexpected end-of-input, expecting 'end'");
}

TEST_CASE("a missing end with trailing blank lines is reported at the very last line", "[frontend][diagnostics]") {
  // CRuby reports the line of the last byte: here the last empty line.
  CHECK(first_error("def f\n  1\n\n\n") == "4:1: syntax error, unexpected end-of-input, expecting 'end'");
  CHECK(first_error("def f\n  1\n  \n\t\n") == "4:2: syntax error, unexpected end-of-input, expecting 'end'");
  CHECK(first_error("if x\n\n# c\n") == "3:4: syntax error, unexpected end-of-input");
}

TEST_CASE("an unterminated string is reported at the last line", "[frontend][diagnostics]") {
  CHECK(first_error("p \"abc") == "1:6: unterminated string meets end of file");
  CHECK(first_error("p 'abc") == "1:6: unterminated string meets end of file");
  CHECK(first_error("p \"abc\ndef") == "2:3: unterminated string meets end of file");
  CHECK(first_error("p \"abc\n\n") == "2:1: unterminated string meets end of file");
  CHECK(first_error("p \"") == "1:3: unterminated string meets end of file");
  CHECK(first_error("p \"#{1}") == "1:7: unterminated string meets end of file");
  // Only one error: the rest of the input is string.
  CHECK(errors_of("p \"abc\np(1))\n").size() == 1);
}

TEST_CASE("other unexpected ends of input", "[frontend][diagnostics]") {
  CHECK(first_error("def") == "1:3: syntax error, unexpected end-of-input");
  CHECK(first_error("x = 1\ndef") == "2:3: syntax error, unexpected end-of-input");
  CHECK(first_error("def f(") == "1:6: syntax error, unexpected end-of-input, expecting ')'");
  CHECK(first_error("p 1 +") == "1:5: syntax error, unexpected end-of-input");
  CHECK(first_error("p 1 +\n\n") == "2:1: syntax error, unexpected end-of-input");
  CHECK(first_error("x =") == "1:3: syntax error, unexpected end-of-input");
  CHECK(first_error("p(1, 2") == "1:6: syntax error, unexpected end-of-input, expecting ')'");
  CHECK(first_error("p [1, 2") == "1:7: syntax error, unexpected end-of-input, expecting ']'");
  CHECK(first_error("x = [1,\n2") == "2:1: syntax error, unexpected end-of-input, expecting ']'");
  CHECK(first_error("p \"#{1") == "1:6: syntax error, unexpected end-of-input, expecting '}' closing interpolation");
  CHECK(first_error("while true") ==
        "1:10: syntax error, unexpected end-of-input, expecting 'do' for condition or '\\n' or ';'");
}

// ---------------------------------------------------- unexpected tokens

TEST_CASE("unexpected closing brackets", "[frontend][diagnostics]") {
  CHECK(first_error("p(1))") == "1:5: syntax error, unexpected ')', expecting end-of-input");
  CHECK(first_error("x = (1 + )") == "1:10: syntax error, unexpected ')'");
  CHECK(first_error("foo(]") == "1:5: syntax error, unexpected ']', expecting ')'");
  CHECK(first_error("p 1\n)") == "2:1: syntax error, unexpected ')', expecting end-of-input");
}

TEST_CASE("keywords out of place", "[frontend][diagnostics]") {
  CHECK(first_error("else") == "1:1: syntax error, unexpected 'else'");
  CHECK(first_error("p 1\nelse\np 2") == "2:1: syntax error, unexpected 'else', expecting end-of-input");
  CHECK(first_error("end") == "1:1: syntax error, unexpected 'end'");
  CHECK(first_error("elsif x") == "1:1: syntax error, unexpected 'elsif'");
  CHECK(first_error("when 1") == "1:1: syntax error, unexpected 'when'");
  CHECK(first_error("case 1\nwhen\nend") == "3:1: syntax error, unexpected 'end'");
  CHECK(first_error("p 1 if true then") == "1:13: syntax error, unexpected 'then', expecting end-of-input");
}

TEST_CASE("chained equality is a syntax error at the second operator", "[frontend][diagnostics]") {
  CHECK(first_error("p 1 == 2 == 3") == "1:10: syntax error, unexpected ==");
  CHECK(first_error("x = 1\nif x == 1 == true then end") == "2:11: syntax error, unexpected ==");
}

TEST_CASE("assignments to what cannot be assigned", "[frontend][diagnostics]") {
  CHECK(first_error("1 = 2") == "1:3: syntax error, unexpected '=', expecting end-of-input");
  CHECK(first_error("nil = 1") == "1:1: Can't assign to nil");
  CHECK(first_error("x = 1; self = 1") == "1:8: Can't change the value of self");
  CHECK(first_error("true = 1") == "1:1: Can't assign to true");
  CHECK(first_error("false = 1") == "1:1: Can't assign to false");
  CHECK(first_error("__LINE__ = 1") == "1:1: Can't assign to __LINE__");
  CHECK(first_error("__FILE__ = 1") == "1:1: Can't assign to __FILE__");
  CHECK(first_error("for __FILE__ in [1]; end") == "1:5: Can't assign to __FILE__");
  CHECK(first_error("for a, nil in [1]; end") == "1:8: Can't assign to nil");
  CHECK(first_error("nil += 1") == "1:1: Can't assign to nil");
  CHECK(first_error("a, nil = 1, 2") == "1:4: Can't assign to nil");
  CHECK(first_error("def f; X = 1; end") == "1:8: dynamic constant assignment");
}

TEST_CASE("parameter lists", "[frontend][diagnostics]") {
  CHECK(first_error("def f(a, a); end") == "1:10: duplicated argument name");
  CHECK(first_error("def f(a, b = 1, a = 2); end") == "1:17: duplicated argument name");
  CHECK(first_error("def f(a = 1, b); end") ==
        "1:14: required parameters after optional ones are not supported by rhz yet");
  CHECK(first_error("def f(1); end") == "1:7: syntax error, unexpected integer literal, expecting ')'");
}

// ------------------------------------------------------------ recovery

TEST_CASE("independent syntax errors are all reported", "[frontend][diagnostics]") {
  CHECK(messages_of("x = (1 + )\ny = 2\nz = ]\nw = 3\np 1 == 2 == 3\n") ==
        "1:10: syntax error, unexpected ')'\n"
        "3:5: syntax error, unexpected ']'\n"
        "5:10: syntax error, unexpected ==\n");
  CHECK(messages_of("def f(a, a)\nend\ndef g(b = 1, c)\nend") ==
        "1:10: duplicated argument name\n"
        "3:14: required parameters after optional ones are not supported by rhz yet\n");
}

TEST_CASE("a valid statement after an error is still parsed", "[frontend][diagnostics]") {
  Frontend fe("z = ]\ny = 2\n");
  REQUIRE(fe.diags.error_count() == 1);
  REQUIRE(fe.ast->root);
  std::string stmts;
  for (const Node* n : fe.body()->kids) stmts += sexp(n) + ";";
  CHECK_THAT(stmts, Catch::Contains("(lasgn y (int 2))"));
}

TEST_CASE("subset errors are all reported, in source order", "[frontend][diagnostics]") {
  CHECK(messages_of("->(&a) {}\n$stdin\nx = ObjectSpace\np %W[d]\n") ==
        "1:4: block parameters of lambdas are not supported by rhz yet\n"
        "2:1: '$stdin' is not part of the rhz language\n"
        "3:5: 'ObjectSpace' is not part of the rhz language\n"
        "4:8: '%W' literals are not supported by rhz yet\n");
  CHECK(messages_of("x = [1]\nx.bsearch\ny = ::Z\nclass C\n  x.each { return 1 }\nend\nnext\n") ==
        "2:1: method 'bsearch' is not part of the rhz language\n"
        "3:5: '::Name' scoped constants are not supported by rhz yet\n"
        "5:12: 'return' from a block in a class body is not supported\n"
        "7:1: Invalid next: 'next' is only allowed inside a loop\n");
}

TEST_CASE("the number of collected errors is capped", "[frontend][diagnostics]") {
  std::string code;
  for (int i = 0; i < 30; ++i) code += "$stdout" + std::to_string(i) + " = $$\n";
  SourceFile file("many.rb", code);
  Diagnostics diags(file, 5);
  auto ast = parse(file, diags);
  check_subset(*ast, diags);
  CHECK(diags.error_count() == 30);
  CHECK(diags.errors().size() == 5);
  CHECK(diags.saturated());
  std::ostringstream out;
  diags.print(out);
  CHECK_THAT(out.str(), Catch::EndsWith("many.rb: 25 more errors not shown\n"));
  // The default limit is 20.
  Diagnostics defaults(file);
  auto ast2 = parse(file, defaults);
  check_subset(*ast2, defaults);
  CHECK(defaults.errors().size() == 20);
}

// ------------------------------------------------------- printed form

TEST_CASE("printed form: location, message, source line, caret", "[frontend][diagnostics]") {
  CHECK(printed_errors("p(1))\n", "prog.rb") ==
        "prog.rb:1:5: error: syntax error, unexpected ')', expecting end-of-input\n"
        "p(1))\n"
        "    ^\n");
  CHECK(printed_errors("x = 1\ny = $$ + 1\n", "dir/prog.rb") ==
        "dir/prog.rb:2:5: error: '$$' is not part of the rhz language\n"
        "y = $$ + 1\n"
        "    ^\n");
}

TEST_CASE("printed form of several errors", "[frontend][diagnostics]") {
  CHECK(printed_errors("x = (1 + )\ny = 2\nz = ]\n") ==
        "test.rb:1:10: error: syntax error, unexpected ')'\n"
        "x = (1 + )\n"
        "         ^\n"
        "test.rb:3:5: error: syntax error, unexpected ']'\n"
        "z = ]\n"
        "    ^\n");
}

TEST_CASE("printed form at the start of a line and at the end of input", "[frontend][diagnostics]") {
  CHECK(printed_errors("end") == "test.rb:1:1: error: syntax error, unexpected 'end'\nend\n^\n");
  CHECK(printed_errors("def f\n  1\n\n\n") ==
        "test.rb:4:1: error: syntax error, unexpected end-of-input, expecting 'end'\n"
        "\n"
        "^\n");
  CHECK(printed_errors("p \"abc") == "test.rb:1:6: error: unterminated string meets end of file\np \"abc\n     ^\n");
}

TEST_CASE("tabs before the caret are kept so that it lines up", "[frontend][diagnostics]") {
  CHECK(printed_errors("\tp(1))") ==
        "test.rb:1:6: error: syntax error, unexpected ')', expecting end-of-input\n"
        "\tp(1))\n"
        "\t    ^\n");
  CHECK(printed_errors("if true\n\t\tp(1))\nend") ==
        "test.rb:2:7: error: syntax error, unexpected ')', expecting 'end'\n"
        "\t\tp(1))\n"
        "\t\t    ^\n");
  CHECK(printed_errors("x = 1 \t+ $$") ==
        "test.rb:1:10: error: '$$' is not part of the rhz language\n"
        "x = 1 \t+ $$\n"
        "      \t  ^\n");
}

TEST_CASE("columns count bytes", "[frontend][diagnostics]") {
  // Two 2-byte characters before the error.
  CHECK(first_error("x = \"\xc3\xa9\xc3\xa9\"; p(1))") == "1:17: syntax error, unexpected ')', expecting end-of-input");
}

// Columns count bytes (as in clang), but the caret is placed by characters,
// so it lands under the `)` on a UTF-8 terminal.
TEST_CASE("the caret lines up after multi-byte characters", "[frontend][diagnostics]") {
  CHECK(printed_errors("x = \"\xc3\xa9\xc3\xa9\"; p(1))") ==
        "test.rb:1:17: error: syntax error, unexpected ')', expecting end-of-input\n"
        "x = \"\xc3\xa9\xc3\xa9\"; p(1))\n"
        "              ^\n");
}

TEST_CASE("long lines are shown as a window around the caret", "[frontend][diagnostics]") {
  // 80 additions: the error is at the last column of a 329-byte line.
  std::string line = "x = 1";
  for (int i = 0; i < 80; ++i) line += " + 1";
  line += " + )";
  REQUIRE(line.size() == 329);
  std::string out = printed_errors(line);
  std::istringstream in(out);
  std::string header, source, caret;
  std::getline(in, header);
  std::getline(in, source);
  std::getline(in, caret);
  CHECK(header == "test.rb:1:329: error: syntax error, unexpected ')'");
  // The window starts 60 bytes before the caret and is marked with "...".
  CHECK(source == "..." + line.substr(328 - 60));
  CHECK(caret == std::string(3 + 60, ' ') + "^");
}

TEST_CASE("a long line with the error in the middle is cut on both sides", "[frontend][diagnostics]") {
  std::string line = "p(" + std::string(500, 'x') + "))" + std::string(500, ' ') + "# end";
  std::string out = printed_errors(line);
  std::istringstream in(out);
  std::string header, source, caret;
  std::getline(in, header);
  std::getline(in, source);
  std::getline(in, caret);
  CHECK(header == "test.rb:1:504: error: syntax error, unexpected ')', expecting end-of-input");
  CHECK(source.size() == 3 + 120);
  CHECK(source.substr(0, 3) == "...");
  CHECK(source.substr(3, 61) == std::string(59, 'x') + "))");
  CHECK(caret == std::string(3 + 60, ' ') + "^");
}

TEST_CASE("a line of exactly 120 bytes is shown whole", "[frontend][diagnostics]") {
  std::string line = "p(" + std::string(115, 'x') + "))";
  line += " ";
  REQUIRE(line.size() == 120);
  std::string out = printed_errors(line);
  CHECK(out == "test.rb:1:119: error: syntax error, unexpected ')', expecting end-of-input\n" + line + "\n" +
                   std::string(118, ' ') + "^\n");
}

TEST_CASE("a valid program prints nothing", "[frontend][diagnostics]") {
  CHECK(printed_errors("p 1\n") == "");
  Frontend fe("p 1\n");
  CHECK_FALSE(fe.diags.has_errors());
  CHECK(fe.diags.error_count() == 0);
  CHECK_FALSE(fe.diags.saturated());
}

TEST_CASE("positions of lexer errors", "[frontend][diagnostics]") {
  CHECK(first_error("x = 1\n  y = 09") == "2:7: Invalid octal digit");
  CHECK(first_error("p \"a\\xZZ\"") == "1:5: invalid hex escape");
  CHECK(first_error("p 1\n\n   %") == "3:4: unknown type of %string");
}

// CRuby refuses `return`, `break` and `next` where a value is needed
// ("void value expression", a SyntaxError, nothing runs); so does rhz.
TEST_CASE("void value expressions are syntax errors", "[frontend][diagnostics]") {
  CHECK(first_error("def f; x = return; end") == "1:12: void value expression");
  CHECK(first_error("def f; x = return 1; end") == "1:12: void value expression");
  CHECK(first_error("while true; x = break; end") == "1:17: void value expression");
  CHECK(first_error("while true; p(next); end") == "1:15: void value expression");
  CHECK(first_error("def f; 1 + return; end") == "1:12: void value expression");
  CHECK(first_error("def f\n  if return then 1 end\nend") == "2:6: void value expression");
  CHECK(first_error("def f; [return]; end") == "1:9: void value expression");
  CHECK(first_error("def f; a = return || 1; end") == "1:12: void value expression");
  CHECK(first_error("p (return)") == "1:4: void value expression");
}

TEST_CASE("jumps where CRuby allows them", "[frontend][diagnostics]") {
  // Only the left of && / || and a branch that is void on both sides count.
  CHECK(accepted("def f; a = true && return; end"));
  CHECK(accepted("def f; x = if true then return else 1 end; end"));
  CHECK(accepted("def f; \"#{return}\"; end"));
  CHECK(accepted("def f; p((return 1; 2)); end"));
  CHECK(accepted("while true\n  x = 1\n  break if x\nend"));
}

// Ruby allows repeating parameter names that start with `_`.
TEST_CASE("underscore parameters may repeat", "[frontend][diagnostics]") {
  CHECK(accepted("def f(_, _) 1 end\np f(1, 2)"));
  CHECK(accepted("def f(_a, _a) 1 end\np f(1, 2)"));
}

// CRuby 3.1 refuses these at parse time, and so does rhz.
TEST_CASE("syntax errors of CRuby 3.1 about parameters and locals", "[frontend][diagnostics]") {
  // CRuby names the line only.
  CHECK_THAT(first_error("def f(a = a) a end"), Catch::StartsWith("1:") && Catch::EndsWith(": circular argument reference - a"));
  CHECK_THAT(first_error("def f(a, b = b) a end"), Catch::EndsWith(": circular argument reference - b"));
  CHECK_THAT(first_error("_1 = 1"), Catch::EndsWith(": _1 is reserved for numbered parameter"));
}
