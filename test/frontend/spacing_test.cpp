// Ruby's spacing rules: whether `-`, `[`, `(`, `*` and `&` after a name
// start an argument or are operators depends on the spaces around them and
// on whether the name is a local variable. Every expectation below is what
// CRuby 3.1 parses.

#include <catch2/catch.hpp>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

TEST_CASE("foo -1 passes -1, foo - 1 and foo-1 subtract", "[frontend][spacing]") {
  CHECK(ast_of("foo -1") == "(fcall foo (int -1))");
  CHECK(ast_of("foo - 1") == "(call - (vcall foo) (int 1))");
  CHECK(ast_of("foo-1") == "(call - (vcall foo) (int 1))");
  CHECK(ast_of("foo- 1") == "(call - (vcall foo) (int 1))");
  CHECK(ast_of("foo -x") == "(fcall foo (call -@ (vcall x)))");
  CHECK(ast_of("foo +1") == "(fcall foo (int 1))");
  CHECK(ast_of("foo + 1") == "(call + (vcall foo) (int 1))");
}

TEST_CASE("x -1 subtracts when x is a local", "[frontend][spacing]") {
  CHECK(ast_of("x = 1; x -1") == "(lasgn x (int 1)); (call - (lvar x) (int 1))");
  CHECK(ast_of("x = 1; x - 1") == "(lasgn x (int 1)); (call - (lvar x) (int 1))");
  CHECK(ast_of("x = 1; p x +1") == "(lasgn x (int 1)); (fcall p (call + (lvar x) (int 1)))");
  CHECK(ast_of("foo = 1; foo -1") == "(lasgn foo (int 1)); (call - (lvar foo) (int 1))");
  // A parameter is a local too.
  CHECK(ast_of("def f(n) n -1 end") == "(def f (params (param n)) (seq (call - (lvar n) (int 1))))");
}

TEST_CASE("the same name is a command call before its assignment", "[frontend][spacing]") {
  CHECK(ast_of("def x(a) a end; x -1; x = 5; x -1") ==
        "(def x (params (param a)) (seq (lvar a))); (fcall x (int -1)); (lasgn x (int 5)); (call - (lvar x) (int 1))");
}

TEST_CASE("foo [1] passes an array, foo[1] indexes", "[frontend][spacing]") {
  CHECK(ast_of("foo [1]") == "(fcall foo (array (int 1)))");
  CHECK(ast_of("foo[1]") == "(call [] (vcall foo) (int 1))");
  CHECK(ast_of("foo [1, 2]") == "(fcall foo (array (int 1) (int 2)))");
  CHECK(ast_of("foo []") == "(fcall foo (array))");
  CHECK(ast_of("foo[]") == "(call [] (vcall foo))");
}

TEST_CASE("x [1] indexes when x is a local", "[frontend][spacing]") {
  CHECK(ast_of("x = [1]; x [0]") == "(lasgn x (array (int 1))); (call [] (lvar x) (int 0))");
  CHECK(ast_of("x = [1]; x[0]") == "(lasgn x (array (int 1))); (call [] (lvar x) (int 0))");
}

TEST_CASE("p (1) + 2 passes 3, p(1) + 2 adds to p's result", "[frontend][spacing]") {
  CHECK(ast_of("p (1) + 2") == "(fcall p (call + (int 1) (int 2)))");
  CHECK(ast_of("p(1) + 2") == "(call + (fcall p (int 1)) (int 2))");
  CHECK(ast_of("p (2 ** 3) ** 2") == "(fcall p (call ** (call ** (int 2) (int 3)) (int 2)))");
  CHECK(ast_of("p (1), 2") == "(fcall p (int 1) (int 2))");
  CHECK(ast_of("p ()") == "(fcall p nil)");
  CHECK(ast_of("p()") == "(fcall p)");
  CHECK(first_error("f (1, 2)") == "1:5: syntax error, unexpected ',', expecting ')'");
}

TEST_CASE("the same rules after a receiver", "[frontend][spacing]") {
  // `push` is a tier-A Array method, so the checks accept these.
  CHECK(ast_of("a = []; a.push -1") == "(lasgn a (array)); (call push (lvar a) (int -1))");
  CHECK(ast_of("a = []; a.push [1]") == "(lasgn a (array)); (call push (lvar a) (array (int 1)))");
  CHECK(ast_of("a = []; a.push (1) + 2") == "(lasgn a (array)); (call push (lvar a) (call + (int 1) (int 2)))");
  CHECK(ast_of("a = []; a.push(1) + 2") == "(lasgn a (array)); (call + (call push (lvar a) (int 1)) (int 2))");
  CHECK(ast_of("a = [1]; a.first -1") == "(lasgn a (array (int 1))); (call first (lvar a) (int -1))");
  CHECK(ast_of("a = [1]; a.first - 1") == "(lasgn a (array (int 1))); (call - (call first (lvar a)) (int 1))");
}

TEST_CASE("nested command calls", "[frontend][spacing]") {
  CHECK(ast_of("puts add 4, 5") == "(fcall puts (fcall add (int 4) (int 5)))");
  CHECK(ast_of("f g 2, 3") == "(fcall f (fcall g (int 2) (int 3)))");
  CHECK(ast_of("puts f g 1") == "(fcall puts (fcall f (fcall g (int 1))))");
  // A command call cannot be a later argument.
  CHECK(first_error("f 1, g 2") == "1:8: syntax error, unexpected integer literal, expecting 'do' or '{' or '('");
}

TEST_CASE("command-call flags", "[frontend][spacing]") {
  CHECK(ast_flags_of("puts 1") == "(fcall[command] puts (int 1))");
  CHECK(ast_flags_of("puts(1)") == "(fcall[parens] puts (int 1))");
  CHECK(ast_flags_of("puts") == "(vcall puts)");
  CHECK(ast_flags_of("puts()") == "(fcall[parens] puts)");
  CHECK(ast_flags_of("a = [1]; a.push 2") == "(lasgn a (array (int 1))); (call[command] push (lvar a) (int 2))");
  CHECK(ast_flags_of("a = [1]; a.push(2)") == "(lasgn a (array (int 1))); (call[parens] push (lvar a) (int 2))");
  CHECK(ast_flags_of("a = [1]; a.pop") == "(lasgn a (array (int 1))); (call pop (lvar a))");
}

TEST_CASE("unary minus and number literals", "[frontend][spacing]") {
  CHECK(ast_of("-2 ** 2") == "(call -@ (call ** (int 2) (int 2)))");
  CHECK(ast_of("(-2) ** 2") == "(call ** (seq (int -2)) (int 2))");
  CHECK(ast_of("- 2 ** 2") == "(call -@ (call ** (int 2) (int 2)))");
  CHECK(ast_of("-2.abs") == "(call abs (int -2))");
  CHECK(ast_of("- 2") == "(call -@ (int 2))");
  CHECK(ast_of("-2") == "(int -2)");
  CHECK(ast_of("+1") == "(int 1)");
  CHECK(ast_of("+x") == "(call +@ (vcall x))");
  CHECK(ast_of("-x") == "(call -@ (vcall x))");
  CHECK(ast_of("p -1.abs") == "(fcall p (call abs (int -1)))");
  CHECK(ast_of("p(-1)") == "(fcall p (int -1))");
  CHECK(ast_of("x = 2; p x ** -1") == "(lasgn x (int 2)); (fcall p (call ** (lvar x) (int -1)))");
  CHECK(ast_of("p 2**-1") == "(fcall p (call ** (int 2) (int -1)))");
  CHECK(ast_of("p 2 ** -2 ** 2") == "(fcall p (call ** (int 2) (call -@ (call ** (int 2) (int 2)))))");
  CHECK(ast_of("x = 1; puts -x") == "(lasgn x (int 1)); (fcall puts (call -@ (lvar x)))");
  CHECK(ast_of("1 - -1") == "(call - (int 1) (int -1))");
  CHECK(ast_of("1--1") == "(call - (int 1) (int -1))");
}

TEST_CASE("* & and :: after a name with a space start arguments", "[frontend][spacing]") {
  CHECK_THAT(dump_of("a = [1]\nfoo *a"), Catch::Contains("Splat"));
  CHECK(ast_of("x = 2; x *3") == "(lasgn x (int 2)); (call * (lvar x) (int 3))");
  CHECK(ast_of("foo * 3") == "(call * (vcall foo) (int 3))");
  CHECK_THAT(dump_of("b = nil\nfoo &b"), Catch::Contains("BlockPass"));
  CHECK(ast_of("x = 2; x &3") == "(lasgn x (int 2)); (call & (lvar x) (int 3))");
  CHECK_THAT(first_error("foo ::A"), Catch::Contains("scoped constants"));
}

TEST_CASE("?x after a name is a character literal, x ? y : z a ternary", "[frontend][spacing]") {
  CHECK(ast_of("p ?a") == "(fcall p (str \"a\"))");
  CHECK(ast_of("p ?\\n, ?\\s") == "(fcall p (str \"\\n\") (str \" \"))");
  CHECK(ast_of("c = 1; p c ?1:2") == "(lasgn c (int 1)); (fcall p (if (lvar c) (int 1) (int 2)))");
  CHECK(ast_of("p(true ?1:2)") == "(fcall p (if true (int 1) (int 2)))");
  CHECK(ast_of("a = 1; b = a ?a : 2") == "(lasgn a (int 1)); (lasgn b (if (lvar a) (lvar a) (int 2)))");
  CHECK(ast_of("x = 1; p(x ? x: 2)") == "(lasgn x (int 1)); (fcall p (if (lvar x) (lvar x) (int 2)))");
  CHECK(ast_of("def a; 1; end; def b; 2; end; p(true ? a: b)") ==
        "(def a (params) (seq (int 1))); (def b (params) (seq (int 2))); (fcall p (if true (vcall a) (vcall b)))");
}

TEST_CASE("an opening bracket after a literal or a closing bracket indexes", "[frontend][spacing]") {
  CHECK(ast_of("p [1, 2].length") == "(fcall p (call length (array (int 1) (int 2))))");
  CHECK(ast_of("p([1][0])") == "(fcall p (call [] (array (int 1)) (int 0)))");
  CHECK(ast_of("x = [[1]]; p x[0][0]") ==
        "(lasgn x (array (array (int 1)))); (fcall p (call [] (call [] (lvar x) (int 0)) (int 0)))");
  CHECK(ast_of("\"abc\"[1]") == R"((call [] (str "abc") (int 1)))");
  CHECK(ast_of("\"abc\" [1]") == R"((call [] (str "abc") (int 1)))");
}

TEST_CASE("! and not", "[frontend][spacing]") {
  CHECK(ast_of("p !true") == "(fcall p (not true))");
  CHECK(ast_of("p !!1") == "(fcall p (not (not (int 1))))");
  CHECK(ast_of("x = 1; p x !=1, !x") == "(lasgn x (int 1)); (fcall p (call != (lvar x) (int 1)) (not (lvar x)))");
  CHECK(ast_of("p(not(true))") == "(fcall p (not true))");
  CHECK(ast_of("p(not())") == "(fcall p (not nil))");
}

TEST_CASE("operators with a space before only, after a local", "[frontend][spacing]") {
  CHECK(ast_of("x = 5; x /2") == "(lasgn x (int 5)); (call / (lvar x) (int 2))");
  CHECK(ast_of("x = 5; p x %2") == "(lasgn x (int 5)); (fcall p (call % (lvar x) (int 2)))");
  CHECK(ast_of("x = [1]; x <<2") == "(lasgn x (array (int 1))); (call << (lvar x) (int 2))");
  CHECK(ast_of("x = [1]; y = 2; x <<y") == "(lasgn x (array (int 1))); (lasgn y (int 2)); (call << (lvar x) (lvar y))");
  CHECK(ast_of("x = [1, 2]\np x[0] +x[1]") ==
        "(lasgn x (array (int 1) (int 2))); (fcall p (call + (call [] (lvar x) (int 0)) (call [] (lvar x) (int 1))))");
  CHECK(ast_of("a = 1; a +=1") == "(lasgn a (int 1)); (opasgn + (lvar a) (int 1))");
  CHECK(ast_of("a = [1]; a [0] = 2") == "(lasgn a (array (int 1))); (index= (lvar a) (int 0) (int 2))");
}

TEST_CASE("the same operators after a method name start literals", "[frontend][spacing]") {
  CHECK(ast_of("def foo(x); end; foo /2/") == "(def foo (params (param x)) (seq)); (fcall foo (regex \"2\" 0))");
  CHECK(ast_of("def foo(x); end; foo %(a)") == "(def foo (params (param x)) (seq)); (fcall foo (str \"a\"))");
  CHECK(ast_of("def foo(x); end; foo <<EOS\nx\nEOS") == "(def foo (params (param x)) (seq)); (fcall foo (str \"x\\n\"))");
  CHECK(ast_of("x = 1; p x <<EOS") == "(lasgn x (int 1)); (fcall p (call << (lvar x) (const EOS)))");
  // `:a` after a method name in a ternary is a symbol, as in Ruby.
  CHECK(first_error("def b; 1; end; a = 1; p(a ? b :a)") ==
        "1:31: syntax error, unexpected symbol literal, expecting 'do' or '{' or '('");
  CHECK(ast_of("a = 1; b = 2; p(a ? b :a)") == "(lasgn a (int 1)); (lasgn b (int 2)); (fcall p (if (lvar a) (lvar b) (lvar a)))");
}

TEST_CASE("keywords right after a value", "[frontend][spacing]") {
  CHECK(ast_of("1if true") == "(if true (int 1) -)");
  CHECK(ast_of("p 1if true") == "(if true (fcall p (int 1)) -)");
  CHECK(ast_of("x = 1;p(x)if x") == "(lasgn x (int 1)); (if (lvar x) (fcall p (lvar x)) -)");
  CHECK(ast_of("x=0; x+=1 while(x<3)") ==
        "(lasgn x (int 0)); (while (seq (call < (lvar x) (int 3))) (seq (opasgn + (lvar x) (int 1))))");
  CHECK(ast_of("x = if true then 1 else 2 end.to_s") == "(lasgn x (call to_s (if true (seq (int 1)) (seq (int 2)))))");
  // A newline after `return` ends it.
  CHECK(ast_of("def f; return\n1\nend") == "(def f (params) (seq (return -) (int 1)))");
}
