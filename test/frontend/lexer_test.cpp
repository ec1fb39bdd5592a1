// Lexical forms: integer literals, strings and their escapes, interpolation,
// comments, embedded documents, __END__, line continuation, method-name
// suffixes, and the keyword states (modifiers, `do` in loop conditions).

#include <catch2/catch.hpp>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

// ---------------------------------------------------------------- integers

TEST_CASE("integer literals in every base", "[frontend][lexer]") {
  CHECK(ast_of("123") == "(int 123)");
  CHECK(ast_of("0") == "(int 0)");
  CHECK(ast_of("1_000") == "(int 1000)");
  CHECK(ast_of("1_000_000") == "(int 1000000)");
  CHECK(ast_of("0x1F") == "(int 31)");
  CHECK(ast_of("0X1f") == "(int 31)");
  CHECK(ast_of("0xdead_beef") == "(int 3735928559)");
  CHECK(ast_of("0b1010") == "(int 10)");
  CHECK(ast_of("0B1_0") == "(int 2)");
  CHECK(ast_of("0o17") == "(int 15)");
  CHECK(ast_of("0O17") == "(int 15)");
  CHECK(ast_of("017") == "(int 15)");
  CHECK(ast_of("0_17") == "(int 15)");
  CHECK(ast_of("0d9") == "(int 9)");
  CHECK(ast_of("0D1_9") == "(int 19)");
  CHECK(ast_of("-0x10") == "(int -16)");
  CHECK(ast_of("+0b11") == "(int 3)");
}

TEST_CASE("integer literals at the edges of the fixnum range", "[frontend][lexer]") {
  CHECK(ast_of("4611686018427387903") == "(int 4611686018427387903)");
  CHECK(ast_of("-4611686018427387904") == "(int -4611686018427387904)");
  CHECK(ast_of("0x3fffffffffffffff") == "(int 4611686018427387903)");
}

TEST_CASE("integer literals beyond the fixnum range are Bignums, in decimal", "[frontend][lexer]") {
  CHECK(ast_of("4611686018427387904") == "(bigint 4611686018427387904)");
  CHECK(ast_of("-4611686018427387905") == "(bigint -4611686018427387905)");
  CHECK(ast_of("0x4000000000000000") == "(bigint 4611686018427387904)");
  CHECK(ast_of("99_999_999_999_999_999_999_999") == "(bigint 99999999999999999999999)");
  CHECK(ast_of("0xFFFFFFFFFFFFFFFFFFFF") == "(bigint 1208925819614629174706175)");
  CHECK(ast_of("0b1" + std::string(70, '0')) == "(bigint 1180591620717411303424)");
  CHECK(ast_of("0o1" + std::string(30, '7')) == "(bigint 2475880078570760549798248447)");
  CHECK(accepted("p 123456789012345678901234567890 * -98765432109876543210"));
}

TEST_CASE("malformed integer literals are reported where they start", "[frontend][lexer]") {
  CHECK(first_error("p 09") == "1:3: Invalid octal digit");
  CHECK(first_error("p 08") == "1:3: Invalid octal digit");
  CHECK(first_error("p 1__2") == "1:4: trailing '_' in number");
  CHECK(first_error("p 1_") == "1:4: trailing '_' in number");
  CHECK(first_error("p 0x") == "1:3: numeric literal without digits");
  CHECK(first_error("p 0b") == "1:3: numeric literal without digits");
  CHECK(first_error("p 0b2") == "1:3: numeric literal without digits");
}

TEST_CASE("a dot after an integer is a method call unless digits follow", "[frontend][lexer]") {
  CHECK(ast_of("1.abs") == "(call abs (int 1))");
  CHECK(ast_of("def e3; end; 1.e3") == "(def e3 (params) (seq)); (call e3 (int 1))");
  CHECK(first_error("p 1.5") == "");
  CHECK(ast_of("p 1e3, 2E-3, 1_000.5") == "(fcall p (Float) (Float) (Float))");
}

// ----------------------------------------------------------------- strings

TEST_CASE("double-quoted escapes of the language", "[frontend][lexer]") {
  CHECK(ast_of(R"("\n\t\s\r\0\e")") == R"((str "\n\t \x0d\x00\x1b"))");
  CHECK(ast_of(R"("\\ \" \#")") == R"((str "\\ \" #"))");
  CHECK(ast_of(R"("\#{x}")") == R"((str "#{x}"))");
  CHECK(ast_of(R"("\a\b\f\v")") == R"((str "\x07\x08\x0c\x0b"))");
}

TEST_CASE("hex, octal, unicode and control escapes", "[frontend][lexer]") {
  CHECK(ast_of(R"("\x41\x4a\x4")") == R"((str "AJ\x04"))");
  CHECK(ast_of(R"("\xA")") == R"((str "\n"))");
  CHECK(ast_of(R"("\101\7\18\0101")") == R"((str "A\x07\x018\x081"))");
  CHECK(ast_of(R"("\377")") == R"((str "\xff"))");
  CHECK(ast_of(R"("\u00e9")") == R"((str "\xc3\xa9"))");
  CHECK(ast_of(R"("\u{1F600}")") == R"((str "\xf0\x9f\x98\x80"))");
  CHECK(ast_of(R"("\u{41 42  43}")") == R"((str "ABC"))");
  CHECK(ast_of(R"("\u{7ff}\u{800}")") == R"((str "\xdf\xbf\xe0\xa0\x80"))");
  CHECK(ast_of(R"("\cA\cx\C-a")") == R"((str "\x01\x18\x01"))");
  CHECK(ast_of(R"("\M-a")") == R"((str "\xe1"))");
}

TEST_CASE("unknown escapes stand for the character itself", "[frontend][lexer]") {
  CHECK(ast_of(R"("\q\z\(")") == R"((str "qz("))");
}

TEST_CASE("a backslash-newline inside a string joins the lines", "[frontend][lexer]") {
  CHECK(ast_of("\"ab\\\ncd\"") == R"((str "abcd"))");
  CHECK(ast_of("\"ab\ncd\"") == R"((str "ab\ncd"))");
}

TEST_CASE("malformed escapes are reported at the backslash", "[frontend][lexer]") {
  CHECK(first_error(R"(p "\xZZ")") == "1:4: invalid hex escape");
  CHECK(first_error(R"(p "\u12")") == "1:4: invalid Unicode escape");
  CHECK(first_error(R"(p "\u{zz}")") == "1:4: invalid Unicode escape");
  CHECK(first_error(R"(p "\u{110000}")") == "1:4: invalid Unicode codepoint");
  CHECK(first_error(R"(p "\uD800")") == "1:4: invalid Unicode codepoint");
}

// Ruby: "\c?" and "\C-?" are DEL (0x7f), not '?' masked to 0x1f.
TEST_CASE("\\c? is DEL as in Ruby", "[frontend][lexer]") {
  CHECK(ast_of(R"("\c?")") == R"((str "\x7f"))");
  CHECK(ast_of(R"("\C-?")") == R"((str "\x7f"))");
}

// Ruby: "\M-\C-a" is "\x81" and "\M-\\" is "\xDC": an escape after "\M-",
// "\C-" or "\c" is read as an escape, not as a literal backslash.
TEST_CASE("meta and control escapes combine with escapes", "[frontend][lexer]") {
  CHECK(ast_of(R"("\M-\C-a")") == R"((str "\x81"))");
  CHECK(ast_of(R"("\C-\M-a")") == R"((str "\x81"))");
  CHECK(ast_of(R"("\c\M-a")") == R"((str "\x81"))");
  CHECK(ast_of(R"("\M-\\")") == R"((str "\xdc"))");
  CHECK(ast_of(R"("\c\\")") == R"((str "\x1c"))");
  CHECK(ast_of(R"("\C-\\")") == R"((str "\x1c"))");
}

// Ruby: "Invalid escape character syntax".
TEST_CASE("\\C and \\M without a dash are errors", "[frontend][lexer]") {
  CHECK_THAT(first_error(R"(p "\C")"), Catch::Contains("Invalid escape character syntax"));
  CHECK_THAT(first_error(R"(p "\M")"), Catch::Contains("Invalid escape character syntax"));
}

// In a file with CRLF line ends, a backslash before the CR LF joins the
// lines inside a string as it does in code.
TEST_CASE("a backslash-CRLF inside a string joins the lines", "[frontend][lexer]") {
  CHECK(ast_of("\"a\\\r\nb\"") == R"((str "ab"))");
}

TEST_CASE("single-quoted strings know only \\\\ and \\'", "[frontend][lexer]") {
  CHECK(ast_of(R"('a\\b')") == R"((str "a\\b"))");
  CHECK(ast_of(R"('it\'s')") == R"((str "it's"))");
  CHECK(ast_of(R"('\n\t\x41\u0041')") == R"((str "\\n\\t\\x41\\u0041"))");
  CHECK(ast_of(R"('#{x}')") == R"((str "#{x}"))");
  CHECK(ast_of(R"('\\\'')") == R"((str "\\'"))");
  CHECK(ast_of("'a\nb'") == R"((str "a\nb"))");
  CHECK(ast_of("''") == R"((str ""))");
  CHECK(ast_of(R"("")") == R"((str ""))");
}

TEST_CASE("adjacent string literals concatenate", "[frontend][lexer]") {
  CHECK(ast_of(R"("a" "b")") == R"((str "ab"))");
  CHECK(ast_of(R"("a" 'b' "c")") == R"((str "abc"))");
  CHECK(ast_of(R"("a#{1}" "b")") == R"((dstr (str "a") (interp (seq (int 1))) (str "b")))");
  CHECK(ast_of(R"('a' "b#{1}" 'c')") == R"((dstr (str "ab") (interp (seq (int 1))) (str "c")))");
  CHECK(ast_of("p \"a\" \\\n  \"b\"") == R"((fcall p (str "ab")))");
  // A newline between them ends the statement.
  CHECK(ast_of("p \"a\"\n\"b\"") == R"((fcall p (str "a")); (str "b"))");
}

TEST_CASE("interpolation", "[frontend][lexer]") {
  CHECK(ast_of(R"(x = 1; "a#{x}b")") == R"((lasgn x (int 1)); (dstr (str "a") (interp (seq (lvar x))) (str "b")))");
  CHECK(ast_of(R"("#{1}#{2}")") == R"((dstr (interp (seq (int 1))) (interp (seq (int 2)))))");
  CHECK(ast_of(R"("x#{}y")") == R"((dstr (str "x") (interp (seq)) (str "y")))");
  CHECK(ast_of(R"("#{1; 2}")") == R"((dstr (interp (seq (int 1) (int 2)))))");
  CHECK(ast_of("\"#{\n1\n}\"") == R"((dstr (interp (seq (int 1)))))");
  CHECK(ast_of("p \"#{1 # c\n}\"") == "(fcall p (dstr (interp (seq (int 1)))))");
  CHECK(ast_of(R"(p "a#{"b" "c"}d")") == R"((fcall p (dstr (str "a") (interp (seq (str "bc"))) (str "d"))))");
  CHECK(ast_of(R"(p '#{1}' "#{2}")") == R"((fcall p (dstr (str "#{1}") (interp (seq (int 2))))))");
  // `#` not followed by `{` is a plain character.
  CHECK(ast_of(R"("#a #")") == R"((str "#a #"))");
}

TEST_CASE("nested interpolation", "[frontend][lexer]") {
  CHECK(ast_of(R"("a#{ "b#{c}" }d")") ==
        R"((dstr (str "a") (interp (seq (dstr (str "b") (interp (seq (vcall c)))))) (str "d")))");
  CHECK(ast_of(R"("#{"#{"#{1}"}"}")") ==
        R"((dstr (interp (seq (dstr (interp (seq (dstr (interp (seq (int 1)))))))))))");
}

TEST_CASE("braces inside interpolation", "[frontend][lexer]") {
  // A `}` inside a string inside the interpolation does not close it.
  CHECK(ast_of(R"("#{ "}" }x")") == R"((dstr (interp (seq (str "}"))) (str "x")))");
  CHECK(ast_of(R"("a#{"{"}b")") == R"((dstr (str "a") (interp (seq (str "{"))) (str "b")))");
  // Braces of a block or hash inside are counted: both parse.
  CHECK(first_error(R"(p "#{ [1].map { 2 } }x")") == "");
  CHECK(ast_of(R"(p "#{ {} }")") == R"((fcall p (dstr (interp (seq (hash))))))");
}

TEST_CASE("a local assigned inside interpolation is a local afterwards", "[frontend][lexer]") {
  CHECK(ast_of(R"("#{y = 1}"; y)") == R"((dstr (interp (seq (lasgn y (int 1))))); (lvar y))");
}

TEST_CASE("a NUL byte inside a string literal is part of the string", "[frontend][lexer]") {
  CHECK(ast_of(std::string("\"a\0b\"", 5)) == R"((str "a\x00b"))");
}

// ------------------------------------------- comments and embedded documents

TEST_CASE("comments run to the end of the line", "[frontend][lexer]") {
  CHECK(ast_of("p 1 # one\n# two\np 2 # three") == "(fcall p (int 1)); (fcall p (int 2))");
  CHECK(ast_of("# only a comment") == "");
  CHECK(ast_of("p \"#not a comment\"") == R"((fcall p (str "#not a comment")))");
}

TEST_CASE("=begin/=end documents", "[frontend][lexer]") {
  CHECK(ast_of("p 1\n=begin\np 3 )(\n=end\np 2") == "(fcall p (int 1)); (fcall p (int 2))");
  CHECK(ast_of("=begin\n=end") == "");
  CHECK(ast_of("=begin title\nx\n=end trailing words\np 1") == "(fcall p (int 1))");
  CHECK(ast_of("=begin\n=end\n") == "");
  // `=end` must start its line.
  CHECK(ast_of("=begin\n =end\n=end\np 1") == "(fcall p (int 1))");
}

TEST_CASE("=begin only counts at the start of a line", "[frontend][lexer]") {
  CHECK(first_error("p 1\n =begin\n") == "2:2: syntax error, unexpected '='");
  CHECK(first_error("=beginx\n=end") == "1:1: syntax error, unexpected '='");
}

TEST_CASE("an unterminated =begin is reported at the last line", "[frontend][lexer]") {
  CHECK(first_error("p 1\n=begin\nstuff") == "3:5: embedded document meets end of file");
  CHECK(first_error("=begin") == "1:6: embedded document meets end of file");
}

TEST_CASE("__END__ ends the program", "[frontend][lexer]") {
  CHECK(ast_of("p 1\n__END__\ngarbage )( \"") == "(fcall p (int 1))");
  CHECK(ast_of("__END__") == "");
  // Only alone at the start of a line.
  CHECK(ast_of("def __END__x; end") == "(def __END__x (params) (seq))");
}

// ------------------------------------------------------ line continuation

TEST_CASE("a backslash before the newline continues the line", "[frontend][lexer]") {
  CHECK(ast_of("x = 1 \\\n+ 2") == "(lasgn x (call + (int 1) (int 2)))");
  CHECK(ast_of("x = 1 \\\r\n+ 2") == "(lasgn x (call + (int 1) (int 2)))");
  CHECK(first_error("x = 1 \\ 2") == "1:7: backslash outside a string must end the line");
}

TEST_CASE("a line ending in a binary operator continues", "[frontend][lexer]") {
  const char* ops[] = {"+", "-", "*", "/", "%", "**", "<<", ">>", "&", "|", "^",
                       "<", "<=", ">", ">=", "==", "!=", "<=>", "&&", "||"};
  for (const char* op : ops) {
    std::string code = std::string("x = 1 ") + op + "\n  2";
    INFO(code);
    std::string expected = std::string("(lasgn x (call ") + op + " (int 1) (int 2)))";
    if (std::string(op) == "&&") expected = "(lasgn x (and (int 1) (int 2)))";
    if (std::string(op) == "||") expected = "(lasgn x (or (int 1) (int 2)))";
    CHECK(ast_of(code) == expected);
  }
  CHECK(ast_of("x = 1 and\n2") == "(and (lasgn x (int 1)) (int 2))");
  CHECK(ast_of("x =\n5") == "(lasgn x (int 5))");
  CHECK(ast_of("x = true ?\n1 :\n2") == "(lasgn x (if true (int 1) (int 2)))");
  CHECK(ast_of("p 1 if\ntrue") == "(if true (fcall p (int 1)) -)");
}

TEST_CASE("a line ending in , ( [ or . continues", "[frontend][lexer]") {
  CHECK(ast_of("p(1,\n2)") == "(fcall p (int 1) (int 2))");
  CHECK(ast_of("p 1,\n2") == "(fcall p (int 1) (int 2))");
  CHECK(ast_of("p(\n1\n)") == "(fcall p (int 1))");
  CHECK(ast_of("x = [\n1,\n2\n]") == "(lasgn x (array (int 1) (int 2)))");
  CHECK(ast_of("x = [3]\nx.\nlength") == "(lasgn x (array (int 3))); (call length (lvar x))");
  CHECK(ast_of("x = [3]\np x[\n0]") == "(lasgn x (array (int 3))); (fcall p (call [] (lvar x) (int 0)))");
  CHECK(ast_of("a, b =\n1, 2") == "(masgn-list (targets (lasgn a) (lasgn b)) (array (int 1) (int 2)))");
}

TEST_CASE("leading-dot method chains", "[frontend][lexer]") {
  CHECK(ast_of("x = 1\nx\n.succ") == "(lasgn x (int 1)); (call succ (lvar x))");
  CHECK(ast_of("a = [1]\na\n  .push(2)\n  .push(3)\np a") ==
        "(lasgn a (array (int 1))); (call push (call push (lvar a) (int 2)) (int 3)); (fcall p (lvar a))");
  CHECK(ast_of("x = 1\nx  # comment\n.succ") == "(lasgn x (int 1)); (call succ (lvar x))");
}

TEST_CASE("comment lines may come between the lines of a leading-dot chain", "[frontend][lexer]") {
  CHECK(ast_of("x = [3]\nx\n  .length\n  # c\n  # d\n  .to_s") ==
        "(lasgn x (array (int 3))); (call to_s (call length (lvar x)))");
}

TEST_CASE("a blank line breaks a leading-dot chain, as in Ruby", "[frontend][lexer]") {
  CHECK(first_error("x = [3]\nx\n\n  .length") == "4:3: syntax error, unexpected '.'");
  CHECK(first_error("x = [3]\nx\n  # c\n\n  .length") == "5:3: syntax error, unexpected '.'");
}

// Ruby: a newline before the closing bracket of an index is allowed
// (`a[i\n]`, parse.y's rbracket).
TEST_CASE("a newline before the ] of an index", "[frontend][lexer]") {
  CHECK(ast_of("x = [3]\nx[\n0\n]") == "(lasgn x (array (int 3))); (call [] (lvar x) (int 0))");
  CHECK(ast_of("x = [3]\nx[0\n] = 1") == "(lasgn x (array (int 3))); (index= (lvar x) (int 0) (int 1))");
}

TEST_CASE("`..` at the start of a line is not a leading dot", "[frontend][lexer]") {
  // Ruby reads a beginless range here: the chain does not continue.
  CHECK(first_error("x = 1\n..2").empty());
  CHECK(ast_of("x = 1\n..2") == ast_of("x = 1\nnil..2"));
}

TEST_CASE("a range's left-out end is nil", "[frontend][lexer]") {
  // `1..` before a closing bracket, `,`, `;`, `then`, `do` or the end;
  // a newline does not end it.
  CHECK(ast_of("p(1..)") == ast_of("p(1..nil)"));
  CHECK(ast_of("p(1...)") == ast_of("p(1...nil)"));
  CHECK(ast_of("p(..3)") == ast_of("p(nil..3)"));
  CHECK(ast_of("p(...3)") == ast_of("p(nil...3)"));
  CHECK(ast_of("x = (1..\n4)") == ast_of("x = (1..4)"));
  CHECK(ast_of("x = [1.., 2]") == ast_of("x = [1..nil, 2]"));
  CHECK(ast_of("case 1\nwhen 1.. then 2\nend") == ast_of("case 1\nwhen 1..nil then 2\nend"));
  // `...` before `)` is argument forwarding, which the parser names.
  CHECK(first_error("def f(...)\nend").find("forwarding") != std::string::npos);
}

// ------------------------------------------------------------ identifiers

TEST_CASE("method names ending in ? and !", "[frontend][lexer]") {
  CHECK(ast_of("def ok?; true; end; def go!; 1; end; p ok?, go!") ==
        "(def ok? (params) (seq true)); (def go! (params) (seq (int 1))); (fcall p (fcall ok?) (fcall go!))");
  CHECK(ast_of("x = 5; p x.succ.even?") == "(lasgn x (int 5)); (fcall p (call even? (call succ (lvar x))))");
  // `x.zero?.!` calls the method `!`.
  CHECK(ast_of("x = 0; x.zero?.!") == "(lasgn x (int 0)); (call ! (call zero? (lvar x)))");
}

TEST_CASE("a ? after a predicate name is the ternary", "[frontend][lexer]") {
  CHECK(ast_of("x = nil; p x.nil? ? 1 : 2") == "(lasgn x nil); (fcall p (if (call nil? (lvar x)) (int 1) (int 2)))");
  CHECK(ast_of("x = 1; p x.even?? 1:2") == "(lasgn x (int 1)); (fcall p (if (call even? (lvar x)) (int 1) (int 2)))");
}

TEST_CASE("!= and == after a name are operators, not name suffixes", "[frontend][lexer]") {
  CHECK(ast_of("x = 1; x!=2") == "(lasgn x (int 1)); (call != (lvar x) (int 2))");
  CHECK(ast_of("x = 1; x==2") == "(lasgn x (int 1)); (call == (lvar x) (int 2))");
  CHECK(ast_of("def a; end; a!=2") == "(def a (params) (seq)); (call != (vcall a) (int 2))");
}

TEST_CASE("keywords after a dot are method names", "[frontend][lexer]") {
  CHECK(ast_of("x = 1; x.if") == "(lasgn x (int 1)); (call if (lvar x))");
  CHECK(ast_of("x = 1; x.end; x.def; x.while") ==
        "(lasgn x (int 1)); (call end (lvar x)); (call def (lvar x)); (call while (lvar x))");
  CHECK(ast_of("x = 1\nx.\n  self") == "(lasgn x (int 1)); (call self (lvar x))");
}

TEST_CASE("constants and locals", "[frontend][lexer]") {
  CHECK(ast_of("X = 1; p X") == "(casgn X (int 1)); (fcall p (const X))");
  CHECK(ast_of("Foo_bar9 = 1") == "(casgn Foo_bar9 (int 1))");
  CHECK(ast_of("_x = 1; _x") == "(lasgn _x (int 1)); (lvar _x)");
  CHECK(ast_of("a1B_ = 2; a1B_") == "(lasgn a1B_ (int 2)); (lvar a1B_)");
}

TEST_CASE("true false nil self __LINE__ __FILE__", "[frontend][lexer]") {
  CHECK(ast_of("p true, false, nil, self") == "(fcall p true false nil self)");
  CHECK(ast_of("p __LINE__") == "(fcall p (int 1))");
  CHECK(ast_of("p __FILE__") == "(fcall p (str \"test.rb\"))");
  CHECK(parsed("def f; __FILE__; end") == "(def f (params) (seq (str \"test.rb\")))");
  CHECK(ast_of("\n\np __LINE__\n") == "(fcall p (int 3))");
  CHECK(ast_of("p(1,\n__LINE__)") == "(fcall p (int 1) (int 2))");
}

// ------------------------------------------------------- keyword states

TEST_CASE("modifier and statement forms of if/unless/while/until", "[frontend][lexer]") {
  CHECK(ast_of("if true then 1 end") == "(if true (seq (int 1)) -)");
  CHECK(ast_of("p 1 if true") == "(if true (fcall p (int 1)) -)");
  CHECK(ast_of("p 1 unless true") == "(if true - (fcall p (int 1)))");
  CHECK(ast_of("x = 0; x += 1 while x < 3") ==
        "(lasgn x (int 0)); (while (call < (lvar x) (int 3)) (seq (opasgn + (lvar x) (int 1))))");
  CHECK(ast_of("x = 0; x += 1 until x == 3") ==
        "(lasgn x (int 0)); (until (call == (lvar x) (int 3)) (seq (opasgn + (lvar x) (int 1))))");
  // After `=` an `if` starts an expression again.
  CHECK(ast_of("x = if true then 1 end") == "(lasgn x (if true (seq (int 1)) -))");
  // After `;` too.
  CHECK(ast_of("p 1; if true then 2 end") == "(fcall p (int 1)); (if true (seq (int 2)) -)");
}

TEST_CASE("`do` after a loop condition belongs to the loop", "[frontend][lexer]") {
  CHECK(ast_of("x = 0; while x < 3 do x += 1 end") ==
        "(lasgn x (int 0)); (while (call < (lvar x) (int 3)) (seq (opasgn + (lvar x) (int 1))))");
  CHECK(ast_of("until true do end") == "(until true (seq))");
  CHECK(ast_of("while true do break end") == "(while true (seq (break -)))");
  // Inside parentheses in the condition, `do` opens a block again.
  CHECK(ast_of("while (foo do end) do end") == "(while (seq (fcall foo (block (params) (seq)))) (seq))");
}

TEST_CASE("a NUL byte outside a string ends the program", "[frontend][lexer]") {
  CHECK(ast_of(std::string("p 1\0p 2", 7)) == "(fcall p (int 1))");
  CHECK(ast_of(std::string("p 1\n\0)))", 8)) == "(fcall p (int 1))");
}

TEST_CASE("carriage returns are white space", "[frontend][lexer]") {
  CHECK(ast_of("p 1\r\np 2\r\n") == "(fcall p (int 1)); (fcall p (int 2))");
}

TEST_CASE("invalid characters in code", "[frontend][lexer]") {
  CHECK(first_error("p 1 $") == "1:5: invalid character (byte 0x24)");
  CHECK(first_error("x = \x01") == "1:5: invalid character (byte 0x01)");
  CHECK(first_error("x = \xc3\xa9") == "1:5: non-ASCII characters are only allowed in strings and comments");
  CHECK(ast_of("p \"\xc3\xa9\" # \xc3\xa9") == R"((fcall p (str "\xc3\xa9")))");
}
