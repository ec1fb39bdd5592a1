// Robustness: whatever the input, the frontend finishes quickly with
// diagnostics or an AST, never crashes, hangs or overflows the stack.
// Deep inputs stay within the limits (nesting too deep is a diagnostic);
// garbage, truncated and mutated programs are fed through parse, the checks,
// the printer and the AST dump.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::filesystem::path programs_dir() { return std::filesystem::path(RHZ_SOURCE_DIR) / "test" / "programs"; }

// Runs every frontend entry point on `code`, the checks even on a partial
// AST, and checks what must hold whatever the input. (Tests assert no
// times: a hang shows as the test run's timeout, speed in bench/.)
void survive(const std::string& code) {
  SourceFile file("fuzz.rb", code);
  Diagnostics diags(file);
  auto ast = parse(file, diags);
  REQUIRE(ast);
  REQUIRE(ast->root);
  bool parsed = !diags.has_errors();
  check_subset(*ast, diags);
  for (const Diagnostic& d : diags.errors()) {
    CHECK(d.pos.line >= 1);
    CHECK(d.pos.line <= file.line_count());
    CHECK(d.pos.col >= 1);
    CHECK(d.pos.offset <= file.size());
    CHECK_FALSE(d.message.empty());
  }
  std::ostringstream printed, dumped;
  diags.print(printed);
  dump_ast(dumped, ast->root);
  if (parsed) CHECK(shape_error(ast->root) == "");
}

}  // namespace

TEST_CASE("empty and comment-only files", "[frontend][robustness]") {
  for (std::string code : {"", "\n", "\n\n\n", " \t ", "# c", "# c\n# d\n", "=begin\n=end\n", "__END__\n)"}) {
    INFO(code);
    Frontend fe(code);
    CHECK_FALSE(fe.diags.has_errors());
    CHECK(fe.body()->kind == Kind::Seq);
    CHECK(fe.body()->kids.empty());
  }
  CHECK(dump_of("") == "Program @1:1-1:1\n  Seq @1:1-1:1\n");
}

TEST_CASE("a NUL byte ends the program", "[frontend][robustness]") {
  CHECK(ast_of(std::string("p 1\0", 4)) == "(fcall p (int 1))");
  CHECK(ast_of(std::string("p 1\n\0 p(", 8)) == "(fcall p (int 1))");
  CHECK(ast_of(std::string("\0", 1)) == "");
  CHECK(ast_of(std::string("x = [1,\0", 8)) == "ERROR 1:8: syntax error, unexpected end-of-input, expecting ']'\n");
}

TEST_CASE("invalid UTF-8 is reported at the first bad byte", "[frontend][robustness]") {
  CHECK(first_error("p \"\xff\"") == "1:4: invalid multibyte char (UTF-8)");
  CHECK(first_error("p 1\np \"a\xc3\"") == "2:5: invalid multibyte char (UTF-8)");
  CHECK(first_error("p \"\xc0\x80\"") == "1:4: invalid multibyte char (UTF-8)");   // overlong
  CHECK(first_error("p \"\xe2\x82\"") == "1:4: invalid multibyte char (UTF-8)");   // truncated
  CHECK(first_error("p \"\x80\"") == "1:4: invalid multibyte char (UTF-8)");       // stray continuation
  CHECK(first_error("p 1\n\xf0\x9f\x98") == "2:1: invalid multibyte char (UTF-8)");  // at the end of input
  CHECK(ast_of("p \"\xe2\x82\xac \xf0\x9f\x98\x80\"") == R"((fcall p (str "\xe2\x82\xac \xf0\x9f\x98\x80")))");
}

// CRuby does not look at the bytes of comments, of what follows __END__ or a
// NUL, or of =begin documents; neither does rhz.
TEST_CASE("invalid UTF-8 where CRuby never reads it", "[frontend][robustness]") {
  CHECK(ast_of("p 1 # caf\xe9\n") == "(fcall p (int 1))");
  CHECK(ast_of("p 1\n__END__\n\xff\n") == "(fcall p (int 1))");
  CHECK(ast_of(std::string("p 1\0\xff", 5)) == "(fcall p (int 1))");
  CHECK(ast_of("p 1\n=begin\n\xff\n=end\n") == "(fcall p (int 1))");
}

TEST_CASE("random bytes", "[frontend][robustness]") {
  std::mt19937 rng(20240611);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int i = 0; i < 200; ++i) {
    std::string code(static_cast<size_t>(1 + rng() % 600), '\0');
    for (char& c : code) c = static_cast<char>(byte(rng));
    INFO("input " << i);
    survive(code);
  }
  // A megabyte of them, with NUL and 0xFF guaranteed.
  std::string big(1 << 20, '\0');
  for (char& c : big) c = static_cast<char>(byte(rng));
  big[10] = '\0';
  big[11] = '\xff';
  survive(big);
}

TEST_CASE("random Ruby-looking text", "[frontend][robustness]") {
  // Bytes the lexer cares about, NUL and a UTF-8 letter included.
  std::string alphabet = "()[]{}\"'#=+-*/ \n\tabcxyzAB0129;,.?:!<>&|^%~@$`\\_";
  alphabet += '\0';
  alphabet += "\xc3\xa9";
  static const char* words[] = {"if ", "end ", "def ", "while ", "do ", "then ", "else ", "case ", "when ",
                                "#{", "}", "\"", "=begin\n", "=end\n", "__END__\n", "<<EOS\n", "EOS\n",
                                "p ", "x ", "x = ", "1", "0x", "?", ":", "%w[", "\\\n", "\n.", " -", " [", " ("};
  std::mt19937 rng(7);
  for (int i = 0; i < 300; ++i) {
    std::string code;
    size_t n = 1 + rng() % 300;
    for (size_t j = 0; j < n; ++j) {
      if (rng() % 3 == 0) code += words[rng() % std::size(words)];
      else code += alphabet[rng() % alphabet.size()];
    }
    INFO("input " << i << ": " << code);
    survive(code);
  }
}

TEST_CASE("every prefix of real programs", "[frontend][robustness]") {
  // Parsing every prefix is quadratic in the size: two of the shorter
  // realistic programs keep it within a few seconds in a Debug build.
  const char* names[] = {"real_nqueens.rb", "real_collatz.rb"};
  for (const char* name : names) {
    std::string program = read_file(programs_dir() / name);
    REQUIRE(program.size() > 500);
    INFO(name);
    for (size_t n = 0; n <= program.size(); ++n) {
      INFO("prefix of " << n << " bytes");
      survive(program.substr(0, n));
    }
  }
}

// A mutation once turned a comment into code that ended with a leading
// dot, and `def f(&n)` then parsed with a placeholder parameter.
TEST_CASE("a block parameter is a placeholder the checks report", "[frontend][robustness]") {
  survive("body (x).\nlimit = 10\ndef over_limit?(&n)\n  n > limit\nend\n");
  survive("def f(&b)\nend\n");
}

TEST_CASE("truncations and mutations of every program of the corpus", "[frontend][robustness]") {
  std::mt19937 rng(42);
  size_t programs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(programs_dir())) {
    if (entry.path().extension() != ".rb") continue;
    std::string program = read_file(entry.path());
    INFO(entry.path().filename().string());
    ++programs;
    for (int i = 0; i < 4 && !program.empty(); ++i) {
      size_t cut = rng() % program.size();
      survive(program.substr(0, cut));
      survive(program.substr(cut));
      std::string mutated = program;
      for (int m = 0; m < 3 && !mutated.empty(); ++m) {
        size_t at = rng() % mutated.size();
        switch (rng() % 3) {
          case 0: mutated[at] = static_cast<char>(rng() % 128); break;
          case 1: mutated.erase(at, 1 + rng() % 8); break;
          default: mutated.insert(at, 1, "()[]{}\"'#=\n;,.:|&end"[rng() % 20]); break;
        }
      }
      survive(mutated);
    }
  }
  CHECK(programs > 50);
}

TEST_CASE("10,000 nested parentheses parse", "[frontend][robustness]") {
  std::string code = "x = " + std::string(10000, '(') + "1" + std::string(10000, ')') + "\np x\n";
  Frontend fe(code);
  CHECK_FALSE(fe.diags.has_errors());
  CHECK(depth_of(fe.ast->root) > 10000);
  CHECK(shape_error(fe.ast->root) == "");
}

TEST_CASE("200,000 nested parentheses report nesting too deep", "[frontend][robustness]") {
  std::string code = "x = " + std::string(200000, '(') + "1" + std::string(200000, ')') + "\n";
  std::vector<Diagnostic> errors;
  errors = errors_of(code);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].message == "nesting too deep");
  CHECK(errors[0].pos.line == 1);
  // Unclosed, and with brackets of every kind.
  CHECK(first_error(std::string(200000, '(')) == "1:100001: nesting too deep");
  CHECK_THAT(first_error("x = " + std::string(200000, '[')), Catch::EndsWith("nesting too deep"));
  std::string mixed;
  for (int i = 0; i < 70000; ++i) mixed += "[(";
  CHECK_THAT(first_error("p " + mixed), Catch::EndsWith("nesting too deep"));
}

TEST_CASE("deep nesting without brackets is limited by the checks", "[frontend][robustness]") {
  // 10,000 nested ifs are fine...
  std::string ifs;
  for (int i = 0; i < 10000; ++i) ifs += "if true\n";
  ifs += "p 1\n";
  for (int i = 0; i < 10000; ++i) ifs += "end\n";
  Frontend fe(ifs);
  CHECK_FALSE(fe.diags.has_errors());
  CHECK(shape_error(fe.ast->root) == "");
  // ...51,000 (an If and a Seq each) are too deep for later passes.
  std::string deeper;
  for (int i = 0; i < 51000; ++i) deeper += "if true\n";
  for (int i = 0; i < 51000; ++i) deeper += "end\n";
  std::vector<Diagnostic> errors;
  errors = errors_of(deeper);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].message == "nesting too deep");
}

TEST_CASE("long chains of prefix operators", "[frontend][robustness]") {
  for (char op : {'!', '-', '~'}) {
    std::string code = "p " + std::string(110000, op) + "1\n";
    INFO(op);
    CHECK_THAT(first_error(code), Catch::EndsWith("nesting too deep"));
  }
  CHECK(accepted("p " + std::string(1000, '!') + "1\n"));
}

TEST_CASE("a 1 MB line", "[frontend][robustness]") {
  // 250,000 additions nest 250,000 deep on the left: too deep (CRuby
  // itself fails on this one with "stack level too deep").
  std::string sum = "x = 1";
  for (int i = 0; i < 250000; ++i) sum += " + 1";
  REQUIRE(sum.size() > 1000000);
  std::unique_ptr<Frontend> fe;
  fe = std::make_unique<Frontend>(sum);
  const auto& errors = fe->diags.errors();
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].message == "nesting too deep");
  // The printed form shows a window of the line, not the megabyte.
  CHECK(fe->printed().size() < 400);
  // 20,000 additions are fine.
  std::string shorter = "x = 1";
  for (int i = 0; i < 20000; ++i) shorter += " + 1";
  CHECK(accepted(shorter));
}

TEST_CASE("a 1 MB string literal", "[frontend][robustness]") {
  std::string body(1 << 20, 'a');
  Frontend fe("x = \"" + body + "\"\np x\n");
  REQUIRE_FALSE(fe.diags.has_errors());
  const Node* asgn = fe.body()->kids[0];
  REQUIRE(asgn->kind == Kind::LocalAsgn);
  CHECK(assigned_value(asgn)->kind == Kind::Str);
  CHECK(assigned_value(asgn)->text == body);
  // Unterminated, it is reported once, at the end.
  CHECK(first_error("x = '" + body) == "1:" + std::to_string(body.size() + 5) + ": unterminated string meets end of file");
}

TEST_CASE("a long array literal and a long argument list", "[frontend][robustness]") {
  std::string arr = "x = [";
  for (int i = 0; i < 100000; ++i) arr += "1, ";
  arr += "2]\n";
  Frontend fe(arr);
  REQUIRE_FALSE(fe.diags.has_errors());
  CHECK(assigned_value(fe.body()->kids[0])->kids.size() == 100001);
  std::string call = "p(";
  for (int i = 0; i < 50000; ++i) call += "1,";
  call += "2)";
  CHECK(accepted(call));
}

TEST_CASE("a 100,000-line program", "[frontend][robustness]") {
  std::string code;
  for (int i = 0; i < 100000; ++i) {
    switch (i % 4) {
      case 0: code += "x = " + std::to_string(i) + "\n"; break;
      case 1: code += "x += 1 if x > 3\n"; break;
      case 2: code += "p x\n"; break;
      default: code += "# comment\n"; break;
    }
  }
  std::unique_ptr<Frontend> fe;
  fe = std::make_unique<Frontend>(code);
  CHECK_FALSE(fe->diags.has_errors());
  CHECK(fe->body()->kids.size() == 75000);
  CHECK(fe->body()->kids.back()->range.begin.line == 99999);
}

TEST_CASE("many errors stay capped and fast", "[frontend][robustness]") {
  std::string code;
  for (int i = 0; i < 5000; ++i) code += "x = (1 + )\ny = 2 + 3 + 4\n";
  std::unique_ptr<Frontend> fe;
  fe = std::make_unique<Frontend>(code);
  CHECK(fe->diags.error_count() >= 1000);
  Diagnostics capped(fe->file);
  auto ast = parse(fe->file, capped);
  CHECK(capped.errors().size() == 20);
  std::ostringstream out;
  capped.print(out);
  CHECK_THAT(out.str(), Catch::Contains("more errors not shown"));
}
