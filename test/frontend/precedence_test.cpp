// Operator precedence and associativity, level by level (LANGUAGE.md's
// table, highest first):
//   ! ~ unary+ · ** · unary- · * / % · + - · << >> · & · | ^ ·
//   > >= < <= · <=> == != · && · || · ? : · = op= · not · and or
// Each adjacent pair of levels is checked in both orders. Every expected
// grouping is CRuby 3.1's.

#include <catch2/catch.hpp>

#include <regex>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

namespace {

// Parses `code` with the locals a, b, c and d declared, and shortens
// `(lvar a)` to `a` so that groupings read at a glance.
std::string ex(const std::string& code) {
  static const std::string prefix = "(lasgn a (lasgn b (lasgn c (lasgn d (int 1))))); ";
  std::string out = ast_of("a = b = c = d = 1\n" + code);
  if (out.rfind(prefix, 0) == 0) out = out.substr(prefix.size());
  static const std::regex lvar(R"(\(lvar ([a-d])\))");
  return std::regex_replace(out, lvar, "$1");
}

}  // namespace

TEST_CASE("the helper shortens locals", "[frontend][precedence]") {
  CHECK(ex("a") == "a");
  CHECK(ex("a + b") == "(call + a b)");
}

TEST_CASE("! ~ unary+ bind tighter than **", "[frontend][precedence]") {
  CHECK(ex("!a ** b") == "(call ** (not a) b)");
  CHECK(ex("~a ** b") == "(call ** (call ~ a) b)");
  CHECK(ex("+a ** b") == "(call ** (call +@ a) b)");
  CHECK(ex("a ** !b") == "(call ** a (not b))");
  CHECK(ex("a ** ~b") == "(call ** a (call ~ b))");
}

TEST_CASE("** binds tighter than unary minus", "[frontend][precedence]") {
  CHECK(ex("-a ** b") == "(call -@ (call ** a b))");
  CHECK(ex("a ** -b") == "(call ** a (call -@ b))");
  CHECK(ex("-2 ** 2") == "(call -@ (call ** (int 2) (int 2)))");
  CHECK(ex("a = -b ** c") == "(lasgn a (call -@ (call ** b c)))");
}

TEST_CASE("unary minus binds tighter than * / %", "[frontend][precedence]") {
  CHECK(ex("-a * b") == "(call * (call -@ a) b)");
  CHECK(ex("a * -b") == "(call * a (call -@ b))");
  CHECK(ex("-a % b") == "(call % (call -@ a) b)");
  CHECK(ex("~a + b") == "(call + (call ~ a) b)");
}

TEST_CASE("* / % bind tighter than + -", "[frontend][precedence]") {
  CHECK(ex("a + b * c") == "(call + a (call * b c))");
  CHECK(ex("a * b + c") == "(call + (call * a b) c)");
  CHECK(ex("a - b / c") == "(call - a (call / b c))");
  CHECK(ex("a % b - c") == "(call - (call % a b) c)");
  CHECK(ex("a - -b") == "(call - a (call -@ b))");
}

TEST_CASE("+ - bind tighter than << >>", "[frontend][precedence]") {
  CHECK(ex("a << b + c") == "(call << a (call + b c))");
  CHECK(ex("a + b >> c") == "(call >> (call + a b) c)");
}

TEST_CASE("<< >> bind tighter than &", "[frontend][precedence]") {
  CHECK(ex("a & b << c") == "(call & a (call << b c))");
  CHECK(ex("a >> b & c") == "(call & (call >> a b) c)");
}

TEST_CASE("& binds tighter than | ^", "[frontend][precedence]") {
  CHECK(ex("a | b & c") == "(call | a (call & b c))");
  CHECK(ex("a & b ^ c") == "(call ^ (call & a b) c)");
}

TEST_CASE("| ^ bind tighter than comparisons", "[frontend][precedence]") {
  CHECK(ex("a < b | c") == "(call < a (call | b c))");
  CHECK(ex("a ^ b >= c") == "(call >= (call ^ a b) c)");
}

TEST_CASE("comparisons bind tighter than equality", "[frontend][precedence]") {
  CHECK(ex("a == b < c") == "(call == a (call < b c))");
  CHECK(ex("a <= b != c") == "(call != (call <= a b) c)");
  CHECK(ex("a > b <=> c") == "(call <=> (call > a b) c)");
}

TEST_CASE("equality binds tighter than &&", "[frontend][precedence]") {
  CHECK(ex("a && b == c") == "(and a (call == b c))");
  CHECK(ex("a != b && c") == "(and (call != a b) c)");
}

TEST_CASE("&& binds tighter than ||", "[frontend][precedence]") {
  CHECK(ex("a || b && c") == "(or a (and b c))");
  CHECK(ex("a && b || c") == "(or (and a b) c)");
}

TEST_CASE("|| binds tighter than ? :", "[frontend][precedence]") {
  CHECK(ex("a || b ? c : d") == "(if (or a b) c d)");
  CHECK(ex("a ? b || c : d") == "(if a (or b c) d)");
  CHECK(ex("a == b ? c : d") == "(if (call == a b) c d)");
}

TEST_CASE("? : binds tighter than assignment", "[frontend][precedence]") {
  CHECK(ex("a = b ? c : d") == "(lasgn a (if b c d))");
  CHECK(ex("a ? b : c = d") == "(if a b (lasgn c d))");
  CHECK(ex("a += b ? c : d") == "(opasgn + a (if b c d))");
  CHECK(ex("a ? b : c += 1") == "(if a b (opasgn + c (int 1)))");
  CHECK(ex("a || b ? c = 1 : d = 2") == "(if (or a b) (lasgn c (int 1)) (lasgn d (int 2)))");
}

TEST_CASE("assignment binds tighter than not", "[frontend][precedence]") {
  CHECK(ex("not a = b") == "(not (lasgn a b))");
  CHECK(ex("not a == b") == "(not (call == a b))");
}

TEST_CASE("not binds tighter than and/or", "[frontend][precedence]") {
  CHECK(ex("not a and b") == "(and (not a) b)");
  CHECK(ex("a and not b") == "(and a (not b))");
  CHECK(ex("not a or b") == "(or (not a) b)");
}

TEST_CASE("assignment binds tighter than and/or", "[frontend][precedence]") {
  CHECK(ex("x = false or true") == "(or (lasgn x false) true)");
  CHECK(ex("a = b and c") == "(and (lasgn a b) c)");
  CHECK(ex("a = b or c") == "(or (lasgn a b) c)");
  CHECK(ex("a = b && c") == "(lasgn a (and b c))");
  CHECK(ex("a = b || c") == "(lasgn a (or b c))");
  CHECK(ex("a ||= b && c") == "(opasgn || a (and b c))");
}

TEST_CASE("an assignment on the right of && and and", "[frontend][precedence]") {
  CHECK(ex("a && b = c") == "(and a (lasgn b c))");
  CHECK(ex("a and b = c") == "(and a (lasgn b c))");
}

TEST_CASE("! binds tightest, not loosest", "[frontend][precedence]") {
  CHECK(ex("!a == b") == "(call == (not a) b)");
  CHECK(ex("not a == b") == "(not (call == a b))");
  CHECK(ex("!a && b") == "(and (not a) b)");
  CHECK(ex("!a && !b") == "(and (not a) (not b))");
  CHECK(ex("not a && b") == "(not (and a b))");
  CHECK(ex("!a.nil?") == "(not (call nil? a))");
  CHECK(ex("-a.succ") == "(call -@ (call succ a))");
}

TEST_CASE("&& and || bind tighter than and/or", "[frontend][precedence]") {
  CHECK(ex("a && b and c") == "(and (and a b) c)");
  CHECK(ex("a and b && c") == "(and a (and b c))");
  CHECK(ex("a or b || c") == "(or a (or b c))");
  CHECK(ex("a || b or c") == "(or (or a b) c)");
}

TEST_CASE("and and or have the same precedence, left-associative", "[frontend][precedence]") {
  CHECK(ex("a or b and c") == "(and (or a b) c)");
  CHECK(ex("a and b or c") == "(or (and a b) c)");
  CHECK(ex("a and b and c") == "(and (and a b) c)");
}

TEST_CASE("left-associative binary operators", "[frontend][precedence]") {
  const char* ops[] = {"*", "/", "%", "+", "-", "<<", ">>", "&", "|", "^", "<", "<=", ">", ">="};
  for (const char* op : ops) {
    std::string o = op;
    INFO(o);
    CHECK(ex("a " + o + " b " + o + " c") == "(call " + o + " (call " + o + " a b) c)");
  }
  CHECK(ex("a - b + c") == "(call + (call - a b) c)");
  CHECK(ex("a * b / c") == "(call / (call * a b) c)");
  CHECK(ex("a / b * c") == "(call * (call / a b) c)");
  CHECK(ex("a | b ^ c") == "(call ^ (call | a b) c)");
  CHECK(ex("a ^ b | c") == "(call | (call ^ a b) c)");
  CHECK(ex("a && b && c") == "(and (and a b) c)");
  CHECK(ex("a || b || c") == "(or (or a b) c)");
}

TEST_CASE("** is right-associative", "[frontend][precedence]") {
  CHECK(ex("a ** b ** c") == "(call ** a (call ** b c))");
  CHECK(ex("2 ** 3 ** 2") == "(call ** (int 2) (call ** (int 3) (int 2)))");
}

TEST_CASE("assignment is right-associative", "[frontend][precedence]") {
  CHECK(ex("a = b = c") == "(lasgn a (lasgn b c))");
  CHECK(ast_of("x = y = z = 0") == "(lasgn x (lasgn y (lasgn z (int 0))))");
  CHECK(ex("a += b += 1") == "(opasgn + a (opasgn + b (int 1)))");
  CHECK(ex("a = b += 1") == "(lasgn a (opasgn + b (int 1)))");
  CHECK(ex("a ||= b ||= c") == "(opasgn || a (opasgn || b c))");
}

TEST_CASE("the ternary nests to the right", "[frontend][precedence]") {
  CHECK(ex("a ? b : c ? d : a") == "(if a b (if c d a))");
  CHECK(ex("a ? b ? c : d : a") == "(if a (if b c d) a)");
  CHECK(ast_of("a = true ? false ? 1 : 2 : 3") == "(lasgn a (if true (if false (int 1) (int 2)) (int 3)))");
}

TEST_CASE("not nests", "[frontend][precedence]") {
  CHECK(ex("not not a") == "(not (not a))");
  CHECK(ex("!!a") == "(not (not a))");
}

TEST_CASE("equality operators do not associate", "[frontend][precedence]") {
  CHECK(first_error("p 1 == 2 == 3") == "1:10: syntax error, unexpected ==");
  CHECK(first_error("a = b = 1\na != b != 1") == "2:8: syntax error, unexpected !=");
  CHECK(first_error("a = b = 1\na == b != 1") == "2:8: syntax error, unexpected !=");
  CHECK(first_error("a = b = 1\na <=> b == 1") == "2:9: syntax error, unexpected ==");
  CHECK(first_error("a = b = 1\na === b == 1") == "2:9: syntax error, unexpected ==");
  // Parentheses make it fine.
  CHECK(ex("(a == b) == c") == "(call == (seq (call == a b)) c)");
}

TEST_CASE("not needs parentheses in argument position", "[frontend][precedence]") {
  CHECK(first_error("x = not true") == "1:9: syntax error, unexpected 'true', expecting '('");
  CHECK(first_error("p(not true)") == "1:7: syntax error, unexpected 'true', expecting '('");
  CHECK(ex("x = (not a)") == "(lasgn x (seq (not a)))");
}

TEST_CASE("parentheses override precedence", "[frontend][precedence]") {
  CHECK(ex("(a + b) * c") == "(call * (seq (call + a b)) c)");
  CHECK(ex("a * (b + c)") == "(call * a (seq (call + b c)))");
  CHECK(ex("(a ** b) ** c") == "(call ** (seq (call ** a b)) c)");
  CHECK(ex("(-2) ** 2") == "(call ** (seq (int -2)) (int 2))");
}

TEST_CASE("operators and method calls", "[frontend][precedence]") {
  // A method call binds tighter than any operator.
  CHECK(ex("a + b.succ") == "(call + a (call succ b))");
  CHECK(ex("-a.abs ** 2") == "(call -@ (call ** (call abs a) (int 2)))");
  // A command call takes everything to its right as arguments.
  CHECK(ex("p a + b, c") == "(fcall p (call + a b) c)");
  CHECK(ex("p a and b") == "(and (fcall p a) b)");
  CHECK(ex("p a if b") == "(if b (fcall p a) -)");
}

TEST_CASE("defined? without parentheses takes an operator expression", "[frontend][precedence]") {
  CHECK(ex("defined? a && b") == "(defined (and a b))");
  CHECK(ex("(defined? a) && b") == "(and (seq (defined a)) b)");
  CHECK(ex("c = defined? a = 1") == "(lasgn c (defined (lasgn a (int 1))))");
  CHECK(ex("defined?(a) + b") == "(call + (defined a) b)");
}
