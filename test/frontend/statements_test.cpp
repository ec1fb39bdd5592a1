// Every statement form of tier A, and Ruby's rule for locals: an identifier
// is a local variable from its first assignment on (in source order, even
// when the assignment does not run), a method call before it.

#include <catch2/catch.hpp>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

// ------------------------------------------------------------ conditionals

TEST_CASE("if / elsif / else in its three layouts", "[frontend][statements]") {
  const std::string expected = "(if (vcall a) (seq (int 1)) (if (vcall b) (seq (int 2)) (seq (int 3))))";
  CHECK(ast_of("if a then 1 elsif b then 2 else 3 end") == expected);
  CHECK(ast_of("if a; 1; elsif b; 2; else 3; end") == expected);
  CHECK(ast_of("if a\n  1\nelsif b\n  2\nelse\n  3\nend") == expected);
  CHECK(ast_of("if a\nthen 1\nelsif b then\n2\nelse 3 end") == expected);
}

TEST_CASE("if without else, with empty branches", "[frontend][statements]") {
  CHECK(ast_of("if a then 1 end") == "(if (vcall a) (seq (int 1)) -)");
  CHECK(ast_of("if a\nend") == "(if (vcall a) (seq) -)");
  CHECK(ast_of("if a then else end") == "(if (vcall a) (seq) (seq))");
  CHECK(ast_of("if a\n1\n2\nend") == "(if (vcall a) (seq (int 1) (int 2)) -)");
  CHECK(ast_of("if a then 1 elsif b then 2 end") == "(if (vcall a) (seq (int 1)) (if (vcall b) (seq (int 2)) -))");
}

TEST_CASE("unless swaps the branches", "[frontend][statements]") {
  CHECK(ast_of("unless a then 1 else 2 end") == "(if (vcall a) (seq (int 2)) (seq (int 1)))");
  CHECK(ast_of("unless a; 1; end") == "(if (vcall a) - (seq (int 1)))");
  CHECK(ast_of("unless a\n1\nend") == "(if (vcall a) - (seq (int 1)))");
  CHECK_FALSE(accepted("unless a then 1 elsif b then 2 end"));
}

TEST_CASE("the ternary", "[frontend][statements]") {
  CHECK(ast_of("true ? 1 : 2") == "(if true (int 1) (int 2))");
  CHECK(ast_of("true ? 1 :\n2") == "(if true (int 1) (int 2))");
  CHECK(ast_of("true ?\n1\n: 2") == "(if true (int 1) (int 2))");
}

TEST_CASE("case with a subject", "[frontend][statements]") {
  CHECK(ast_of("case 1 when 1, 2 then 3 when 4 then 5 else 6 end") ==
        "(case (int 1) (when (int 1) (int 2) (seq (int 3))) (when (int 4) (seq (int 5))) (seq (int 6)))");
  CHECK(ast_of("case 1\nwhen 1\n  2\nend") == "(case (int 1) (when (int 1) (seq (int 2))) -)");
  CHECK(ast_of("case 1; when 1; 2; end") == "(case (int 1) (when (int 1) (seq (int 2))) -)");
  CHECK(ast_of("case 1 when 1 then end") == "(case (int 1) (when (int 1) (seq)) -)");
  CHECK(ast_of("case 1\nwhen 1,\n 2 then 3\nend") == "(case (int 1) (when (int 1) (int 2) (seq (int 3))) -)");
  CHECK(ast_of("x = \"a\"\ncase x\nwhen \"a\", nil, true, false then 1\nend") ==
        R"((lasgn x (str "a")); (case (lvar x) (when (str "a") nil true false (seq (int 1))) -))");
}

TEST_CASE("case without a subject", "[frontend][statements]") {
  CHECK(ast_of("case\nwhen a then 1\nelse 2\nend") == "(case - (when (vcall a) (seq (int 1))) (seq (int 2)))");
  CHECK(ast_of("case when true then 1 end") == "(case - (when true (seq (int 1))) -)");
}

TEST_CASE("case needs a when", "[frontend][statements]") {
  CHECK(first_error("case 1\nelse 2\nend") == "2:1: syntax error, unexpected 'else', expecting 'when'");
  CHECK(first_error("case 1\nend") == "2:1: syntax error, unexpected 'end', expecting 'when'");
}

// ------------------------------------------------------------------ loops

TEST_CASE("while and until, with and without do", "[frontend][statements]") {
  CHECK(ast_of("while a\n  1\nend") == "(while (vcall a) (seq (int 1)))");
  CHECK(ast_of("while a do 1 end") == "(while (vcall a) (seq (int 1)))");
  CHECK(ast_of("while a; 1; end") == "(while (vcall a) (seq (int 1)))");
  CHECK(ast_of("while a do end") == "(while (vcall a) (seq))");
  CHECK(ast_of("until a\nend") == "(until (vcall a) (seq))");
  CHECK(ast_of("until a do 1 end") == "(until (vcall a) (seq (int 1)))");
  CHECK(ast_flags_of("until a do end") == "(until (vcall a) (seq))");
}

TEST_CASE("statement modifiers", "[frontend][statements]") {
  CHECK(ast_of("p 1 if a") == "(if (vcall a) (fcall p (int 1)) -)");
  CHECK(ast_of("p 1 unless a") == "(if (vcall a) - (fcall p (int 1)))");
  CHECK(ast_of("p 1 while a") == "(while (vcall a) (seq (fcall p (int 1))))");
  CHECK(ast_of("p 1 until a") == "(until (vcall a) (seq (fcall p (int 1))))");
}

TEST_CASE("chained modifiers apply left to right", "[frontend][statements]") {
  CHECK(ast_of("p 1 if true unless false") == "(if false - (if true (fcall p (int 1)) -))");
  CHECK(ast_of("p 1 unless 2 if 3") == "(if (int 3) (if (int 2) - (fcall p (int 1))) -)");
  CHECK(ast_of("p 1 while false if true") == "(if true (while false (seq (fcall p (int 1)))) -)");
  CHECK(ast_of("x = 0; x += 1 while x < 3 if true") ==
        "(lasgn x (int 0)); (if true (while (call < (lvar x) (int 3)) (seq (opasgn + (lvar x) (int 1)))) -)");
}

TEST_CASE("a modifier applies to the whole statement", "[frontend][statements]") {
  CHECK(ast_of("a, b = 1, 2 if true") ==
        "(if true (masgn-list (targets (lasgn a) (lasgn b)) (array (int 1) (int 2))) -)");
  CHECK(ast_of("x = 1 if false") == "(if false (lasgn x (int 1)) -)");
  CHECK(ast_of("p 1 and p 2 if true") == "(if true (and (fcall p (int 1)) (fcall p (int 2))) -)");
}

TEST_CASE("break and next inside loops", "[frontend][statements]") {
  CHECK(ast_of("while true; break; end") == "(while true (seq (break -)))");
  CHECK(ast_of("while true; next; end") == "(while true (seq (next -)))");
  CHECK(ast_of("while true\n  break if a\n  next unless b\nend") ==
        "(while true (seq (if (vcall a) (break -) -) (if (vcall b) - (next -))))");
  CHECK(ast_of("while true\n  while false\n    break\n  end\n  break\nend") ==
        "(while true (seq (while false (seq (break -))) (break -)))");
  CHECK(ast_of("def f\n  while true\n    break\n  end\nend") == "(def f (params) (seq (while true (seq (break -)))))");
  CHECK(ast_of("while true\n  case 1 when 1 then break end\nend") ==
        "(while true (seq (case (int 1) (when (int 1) (seq (break -))) -)))");
}

TEST_CASE("begin ... end while and until run the body first", "[frontend][statements]") {
  CHECK(ast_flags_of("begin\n  p 1\nend while a") == "(while (vcall a) (seq (fcall[command] p (int 1))))");
  CHECK(dump_of("begin p 1 end until a").find("While [until] [do-while]") != std::string::npos);
  CHECK(dump_of("begin p 1 end while a").find("Seq [begin]") != std::string::npos);
  // Only a begin block itself: not one in parentheses, assigned, or modified.
  CHECK(dump_of("(begin p 1 end) while a").find("do-while") == std::string::npos);
  CHECK(dump_of("x = begin 1 end while a").find("do-while") == std::string::npos);
  CHECK(dump_of("begin 1 end if b while a").find("do-while") == std::string::npos);
  CHECK(ast_of("x = begin 1 end while a") == "(while (vcall a) (seq (lasgn x (seq (int 1)))))");
}

TEST_CASE("for is a call of each whose block assigns the targets", "[frontend][statements]") {
  CHECK(ast_of("for x in a; p x; end") ==
        "(call each (vcall a) (block (params (param <for 1>)) (seq (lasgn x (lvar <for 1>)) (seq (fcall p (lvar x))))))");
  CHECK(ast_of("for x in 1..2 do end") ==
        "(call each (Range (int 1) (int 2)) (block (params (param <for 1>)) (seq (lasgn x (lvar <for 1>)) (seq))))");
  // Several targets (or one and a comma) take a parameter each, at least two,
  // so that a yielded Array is spread over them.
  CHECK(ast_of("for a, b in c; end") ==
        "(call each (vcall c) (block (params (param <for 1>) (param <for 2>)) "
        "(seq (lasgn a (lvar <for 1>)) (lasgn b (lvar <for 2>)) (seq))))");
  CHECK(ast_of("for a, in c; end") ==
        "(call each (vcall c) (block (params (param <for 1>) (param <for 2>)) (seq (lasgn a (lvar <for 1>)) (seq))))");
  CHECK(ast_of("h = [0]; for @x, h[0] in c; end") ==
        "(lasgn h (array (int 0))); (call each (vcall c) (block (params (param <for 1>) (param <for 2>)) "
        "(seq (IVarAsgn (lvar <for 1>)) (index= (lvar h) (int 0) (lvar <for 2>)) (seq))))");
}

TEST_CASE("a for loop's targets and body locals belong to the scope around it", "[frontend][statements][locals]") {
  // The target is declared before the collection is parsed, as in CRuby.
  CHECK(ast_of("for x in [x]; y = 1; end; p x, y") ==
        "(call each (array (lvar x)) (block (params (param <for 1>)) (seq (lasgn x (lvar <for 1>)) "
        "(seq (lasgn y (int 1)))))); (fcall p (lvar x) (lvar y))");
  const std::string dump = dump_of("for i in a\n  for j in b\n    k = i + j\n  end\nend\np k");
  CHECK(dump.find("LocalAsgn i ^1") != std::string::npos);
  CHECK(dump.find("LocalAsgn j ^2") != std::string::npos);
  CHECK(dump.find("LocalAsgn k ^2") != std::string::npos);
  CHECK(dump.find("LocalVar i ^2") != std::string::npos);
  CHECK(dump.find("Block [for]") != std::string::npos);
  // A block's own parameters and locals stay its own inside a for body.
  const std::string inner = dump_of("for i in a\n  b.each { |e| f = e + i }\nend\np f");
  CHECK(inner.find("LocalAsgn f @") != std::string::npos);
  CHECK(inner.find("LocalVar i ^2") != std::string::npos);
  CHECK(inner.find("Call f [vcall]") != std::string::npos);
  CHECK(ast_of("def m; for q in []; end; q; end; q") ==
        "(def m (params) (seq (call each (array) (block (params (param <for 1>)) (seq (lasgn q (lvar <for 1>)) (seq)))) "
        "(lvar q))); (vcall q)");
}

TEST_CASE("begin ... end without rescue is an expression", "[frontend][statements]") {
  CHECK(ast_of("x = begin 1; 2 end") == "(lasgn x (seq (int 1) (int 2)))");
  CHECK(ast_of("p(begin end)") == "(fcall p (seq))");
  CHECK(ast_of("begin\n  y = 1\nend\ny") == "(seq (lasgn y (int 1))); (lvar y)");
}

// ---------------------------------------------------------------- methods

TEST_CASE("def with and without parentheses", "[frontend][statements]") {
  CHECK(ast_of("def f(a, b) a end") == "(def f (params (param a) (param b)) (seq (lvar a)))");
  CHECK(ast_of("def f a, b\n  b\nend") == "(def f (params (param a) (param b)) (seq (lvar b)))");
  CHECK(ast_of("def f a; a; end") == "(def f (params (param a)) (seq (lvar a)))");
  CHECK(ast_of("def f(\n  a,\n  b\n)\nend") == "(def f (params (param a) (param b)) (seq))");
}

TEST_CASE("optional parameters", "[frontend][statements]") {
  CHECK(ast_of("def f(a, b = 1, c = a + 1); end") ==
        "(def f (params (param a) (param b (int 1)) (param c (call + (lvar a) (int 1)))) (seq))");
  CHECK(ast_of("def f a, b = 2\n  a\nend") == "(def f (params (param a) (param b (int 2))) (seq (lvar a)))");
  CHECK(ast_of("def f(a = [1, 2]) a end") == "(def f (params (param a (array (int 1) (int 2)))) (seq (lvar a)))");
  CHECK(ast_of("def f x = 1; x; end") == "(def f (params (param x (int 1))) (seq (lvar x)))");
}

TEST_CASE("empty methods", "[frontend][statements]") {
  CHECK(ast_of("def f; end") == "(def f (params) (seq))");
  CHECK(ast_of("def f() end") == "(def f (params) (seq))");
  CHECK(ast_of("def f\nend") == "(def f (params) (seq))");
  CHECK(ast_of("def f()\nend") == "(def f (params) (seq))");
}

TEST_CASE("method names: predicates, bangs, keywords, capitals", "[frontend][statements]") {
  CHECK(ast_of("def ok?; true; end") == "(def ok? (params) (seq true))");
  CHECK(ast_of("def go!; end") == "(def go! (params) (seq))");
  CHECK(ast_of("def Foo; end") == "(def Foo (params) (seq))");
  CHECK(ast_of("def end; end") == "(def end (params) (seq))");
  CHECK(ast_of("def if(x) x end") == "(def if (params (param x)) (seq (lvar x)))");
}

TEST_CASE("a method may be redefined", "[frontend][statements]") {
  CHECK(ast_of("def f; 1; end; def f; 2; end; f") ==
        "(def f (params) (seq (int 1))); (def f (params) (seq (int 2))); (vcall f)");
  CHECK(ast_of("def f; 1; end\np f\ndef f(a) a end\np f(2)") ==
        "(def f (params) (seq (int 1))); (fcall p (vcall f)); (def f (params (param a)) (seq (lvar a))); (fcall p (fcall f (int 2)))");
}

TEST_CASE("return with zero, one and several values", "[frontend][statements]") {
  CHECK(ast_of("def f; return; end") == "(def f (params) (seq (return -)))");
  CHECK(ast_of("def f; return 1; end") == "(def f (params) (seq (return (int 1))))");
  CHECK(ast_of("def f; return 1, 2; end") == "(def f (params) (seq (return (array (int 1) (int 2)))))");
  CHECK(ast_of("def f; return(1); end") == "(def f (params) (seq (return (seq (int 1)))))");
  CHECK(ast_of("def f; return [1]; end") == "(def f (params) (seq (return (array (int 1)))))");
  CHECK(ast_of("def f(x); return if x; 1; end") ==
        "(def f (params (param x)) (seq (if (lvar x) (return -) -) (int 1)))");
  // At the top level, as in Ruby.
  CHECK(ast_of("return") == "(return -)");
}

TEST_CASE("calls", "[frontend][statements]") {
  CHECK(ast_of("f") == "(vcall f)");
  CHECK(ast_of("f()") == "(fcall f)");
  CHECK(ast_of("f(1, 2)") == "(fcall f (int 1) (int 2))");
  CHECK(ast_of("f 1, 2") == "(fcall f (int 1) (int 2))");
  CHECK(ast_of("f(1,)") == "(fcall f (int 1))");
  CHECK(ast_of("f(g(1))") == "(fcall f (fcall g (int 1)))");
  CHECK(ast_of("F(1)") == "(fcall F (int 1))");
  CHECK(ast_of("F") == "(const F)");
  CHECK(ast_of("x = [1]; x.push(2).push 3") == "(lasgn x (array (int 1))); (call push (call push (lvar x) (int 2)) (int 3))");
  CHECK(ast_of("Array.new(3, 0)") == "(call new (const Array) (int 3) (int 0))");
}

// ------------------------------------------------------------ assignment

TEST_CASE("constants", "[frontend][statements]") {
  CHECK(ast_of("X = 1; p X") == "(casgn X (int 1)); (fcall p (const X))");
  CHECK(ast_of("X = 1; X = 2") == "(casgn X (int 1)); (casgn X (int 2))");
  CHECK(ast_of("MAX = 10; def f; MAX; end") == "(casgn MAX (int 10)); (def f (params) (seq (const MAX)))");
  CHECK(ast_of("p X") == "(fcall p (const X))");
}

TEST_CASE("multiple assignment", "[frontend][statements]") {
  CHECK(ast_of("a, b = 1, 2") == "(masgn-list (targets (lasgn a) (lasgn b)) (array (int 1) (int 2)))");
  CHECK(ast_of("a, b = b, a") == "(masgn-list (targets (lasgn a) (lasgn b)) (array (lvar b) (lvar a)))");
  CHECK(ast_of("a, b = [1, 2]") == "(masgn (targets (lasgn a) (lasgn b)) (array (int 1) (int 2)))");
  CHECK(ast_of("a, b = 6") == "(masgn (targets (lasgn a) (lasgn b)) (int 6))");
  CHECK(ast_of("a, = [1]") == "(masgn (targets (lasgn a)) (array (int 1)))");
  CHECK(ast_of("a, b, = 1, 2, 3") ==
        "(masgn-list (targets (lasgn a) (lasgn b)) (array (int 1) (int 2) (int 3)))");
  CHECK(ast_of("a, b, c = 1, 2") ==
        "(masgn-list (targets (lasgn a) (lasgn b) (lasgn c)) (array (int 1) (int 2)))");
  CHECK(ast_of("X, y = 1, 2") == "(masgn-list (targets (casgn X) (lasgn y)) (array (int 1) (int 2)))");
}

TEST_CASE("multiple assignment with index targets", "[frontend][statements]") {
  CHECK(ast_of("a = [1, 2]; a[0], a[1] = a[1], a[0]") ==
        "(lasgn a (array (int 1) (int 2))); (masgn-list (targets (index= (lvar a) (int 0)) (index= (lvar a) (int 1))) "
        "(array (call [] (lvar a) (int 1)) (call [] (lvar a) (int 0))))");
  CHECK(ast_of("x = [1]; x[0], y = 1, 2") ==
        "(lasgn x (array (int 1))); (masgn-list (targets (index= (lvar x) (int 0)) (lasgn y)) (array (int 1) (int 2)))");
}

TEST_CASE("a list on the right of a single assignment builds an array", "[frontend][statements]") {
  CHECK(ast_of("a = 1, 2") == "(lasgn a (array (int 1) (int 2)))");
  CHECK(ast_of("x = y = 1, 2") == "(lasgn x (array (lasgn y (int 1)) (int 2)))");
  CHECK(ast_of("a, b = c = 1, 2") ==
        "(masgn-list (targets (lasgn a) (lasgn b)) (array (lasgn c (int 1)) (int 2)))");
}

TEST_CASE("multiple assignment is an expression in parentheses", "[frontend][statements]") {
  CHECK(ast_of("p((a, b = 1, 2))") ==
        "(fcall p (seq (masgn-list (targets (lasgn a) (lasgn b)) (array (int 1) (int 2)))))");
  CHECK(ast_of("p (a, b = 1, 2)") == "(fcall p (masgn-list (targets (lasgn a) (lasgn b)) (array (int 1) (int 2))))");
}

TEST_CASE("operator-assignment on locals", "[frontend][statements]") {
  CHECK(ast_of("x = 0; x += 1; x -= 1; x *= 2; x /= 2; x %= 3; x **= 2") ==
        "(lasgn x (int 0)); (opasgn + (lvar x) (int 1)); (opasgn - (lvar x) (int 1)); (opasgn * (lvar x) (int 2)); "
        "(opasgn / (lvar x) (int 2)); (opasgn % (lvar x) (int 3)); (opasgn ** (lvar x) (int 2))");
  CHECK(ast_of("x = 0; x <<= 1; x >>= 1; x &= 1; x |= 1; x ^= 1") ==
        "(lasgn x (int 0)); (opasgn << (lvar x) (int 1)); (opasgn >> (lvar x) (int 1)); (opasgn & (lvar x) (int 1)); "
        "(opasgn | (lvar x) (int 1)); (opasgn ^ (lvar x) (int 1))");
  CHECK(ast_of("x ||= 1; x &&= 2") == "(opasgn || (lvar x) (int 1)); (opasgn && (lvar x) (int 2))");
  // An op-assignment declares the local like an assignment.
  CHECK(ast_of("y += 1; y") == "(opasgn + (lvar y) (int 1)); (lvar y)");
}

TEST_CASE("operator-assignment on index targets", "[frontend][statements]") {
  CHECK(ast_of("a = [1]; a[0] += 1") == "(lasgn a (array (int 1))); (opasgn + (call [] (lvar a) (int 0)) (int 1))");
  CHECK(ast_of("a = [1]; a[0] ||= 2") == "(lasgn a (array (int 1))); (opasgn || (call [] (lvar a) (int 0)) (int 2))");
  CHECK(ast_of("a = [1]; a[0] &&= 2") == "(lasgn a (array (int 1))); (opasgn && (call [] (lvar a) (int 0)) (int 2))");
  CHECK(ast_of("a = [[1]]; a[0][0] -= 1") ==
        "(lasgn a (array (array (int 1)))); (opasgn - (call [] (call [] (lvar a) (int 0)) (int 0)) (int 1))");
}

TEST_CASE("index assignment", "[frontend][statements]") {
  CHECK(ast_of("a = [1]; a[0] = 2") == "(lasgn a (array (int 1))); (index= (lvar a) (int 0) (int 2))");
  CHECK(ast_of("a = [1]; a[1, 2] = 3") == "(lasgn a (array (int 1))); (index= (lvar a) (int 1) (int 2) (int 3))");
  CHECK(ast_of("a = [1]; a[0] = b = 2") == "(lasgn a (array (int 1))); (index= (lvar a) (int 0) (lasgn b (int 2)))");
  CHECK(ast_of("a = [1]; a[0] = 1, 2") ==
        "(lasgn a (array (int 1))); (index= (lvar a) (int 0) (array (int 1) (int 2)))");
}

TEST_CASE("assignment of a command call", "[frontend][statements]") {
  CHECK(ast_of("x = f 1") == "(lasgn x (fcall f (int 1)))");
  CHECK(ast_of("x += f 1") == "(opasgn + (lvar x) (fcall f (int 1)))");
  CHECK(ast_of("a, b = f 1") == "(masgn (targets (lasgn a) (lasgn b)) (fcall f (int 1)))");
}

// ------------------------------------------------------ compound values

TEST_CASE("parenthesised statement sequences", "[frontend][statements]") {
  CHECK(ast_of("(a; b)") == "(seq (vcall a) (vcall b))");
  CHECK(ast_of("x = (1; 2)") == "(lasgn x (seq (int 1) (int 2)))");
  CHECK(ast_of("x = (1\n2)") == "(lasgn x (seq (int 1) (int 2)))");
  CHECK(ast_of("()") == "(seq)");
  CHECK(ast_of("x = ()") == "(lasgn x (seq))");
}

TEST_CASE("if, case and while are expressions", "[frontend][statements]") {
  CHECK(ast_of("x = if true then 1 else 2 end") == "(lasgn x (if true (seq (int 1)) (seq (int 2))))");
  CHECK(ast_of("x = unless true then 1 end") == "(lasgn x (if true - (seq (int 1))))");
  CHECK(ast_of("x = case 1 when 1 then 2 end") == "(lasgn x (case (int 1) (when (int 1) (seq (int 2))) -))");
  CHECK(ast_of("x = while false do end") == "(lasgn x (while false (seq)))");
  CHECK(ast_of("p(if true then 1 end)") == "(fcall p (if true (seq (int 1)) -))");
  CHECK(ast_of("x = [if true then 1 end]") == "(lasgn x (array (if true (seq (int 1)) -)))");
  CHECK(ast_of("x = if true\n  1\nend + 1") == "(lasgn x (call + (if true (seq (int 1)) -) (int 1)))");
}

TEST_CASE("array literals", "[frontend][statements]") {
  CHECK(ast_of("[]") == "(array)");
  CHECK(ast_of("[1, [2, 3], \"x\"]") == R"((array (int 1) (array (int 2) (int 3)) (str "x")))");
  CHECK(ast_of("[1, 2,]") == "(array (int 1) (int 2))");
  CHECK(ast_of("[\n1,\n2,\n]") == "(array (int 1) (int 2))");
  CHECK(first_error("p [,]") == "1:4: syntax error, unexpected ',', expecting ']'");
}

TEST_CASE("statement separators", "[frontend][statements]") {
  CHECK(ast_of("p(1) ; ; p 2") == "(fcall p (int 1)); (fcall p (int 2))");
  CHECK(ast_of(";;") == "");
  CHECK(ast_of("\n\n") == "");
  CHECK(ast_of("  ") == "");
  CHECK(ast_of("") == "");
  CHECK(ast_of("1;2\n3") == "(int 1); (int 2); (int 3)");
}

// --------------------------------------------------------- locals

TEST_CASE("an identifier is a call until its first assignment", "[frontend][statements][locals]") {
  CHECK(ast_of("foo; foo = 1; foo") == "(vcall foo); (lasgn foo (int 1)); (lvar foo)");
  CHECK(ast_of("x = x") == "(lasgn x (lvar x))");
  CHECK(ast_of("x = x + 1") == "(lasgn x (call + (lvar x) (int 1)))");
}

TEST_CASE("an assignment that does not run still declares the local", "[frontend][statements][locals]") {
  CHECK(ast_of("x = 1 if false; p x") == "(if false (lasgn x (int 1)) -); (fcall p (lvar x))");
  CHECK(ast_of("if false then y = 1 end; y") == "(if false (seq (lasgn y (int 1))) -); (lvar y)");
  CHECK(ast_of("a = 1 if a.nil?") == "(if (call nil? (lvar a)) (lasgn a (int 1)) -)");
  CHECK(ast_of("z = 1 if z") == "(if (lvar z) (lasgn z (int 1)) -)");
}

TEST_CASE("assignments inside expressions declare locals", "[frontend][statements][locals]") {
  CHECK(ast_of("p(z = 1); z") == "(fcall p (lasgn z (int 1))); (lvar z)");
  CHECK(ast_of("if (w = 1) then w end") == "(if (seq (lasgn w (int 1))) (seq (lvar w)) -)");
  CHECK(ast_of("while (v = nil); end; v") == "(while (seq (lasgn v nil)) (seq)); (lvar v)");
  CHECK(ast_of("true && (q = 1); q") == "(and true (seq (lasgn q (int 1)))); (lvar q)");
  CHECK(ast_of("a, b = 1; a; b") == "(masgn (targets (lasgn a) (lasgn b)) (int 1)); (lvar a); (lvar b)");
}

TEST_CASE("methods have their own scope", "[frontend][statements][locals]") {
  CHECK(ast_of("x = 1; def f; x; end; x") == "(lasgn x (int 1)); (def f (params) (seq (vcall x))); (lvar x)");
  CHECK(ast_of("def f(a); end; a") == "(def f (params (param a)) (seq)); (vcall a)");
  CHECK(ast_of("def f; y = 1; end; y") == "(def f (params) (seq (lasgn y (int 1)))); (vcall y)");
  CHECK(ast_of("def f(a, b = a) b end") == "(def f (params (param a) (param b (lvar a))) (seq (lvar b)))");
}
