// The AOT writer: the assembly text of a compiled program has the image,
// relocations for every pool address, the runtime's data, exact string
// bytes, the same text from run to run, and the system assembler takes it.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "codegen/aot_assembly.h"
#include "codegen/native_image.h"
#include "test/codegen/codegen_test_util.h"

using namespace rhz::codegen;
using rhz::codegen::test::compile_program;

namespace {

// Ruby source: a method with an optional parameter and sends, a method with
// no send site, and a literal holding a NUL, a quote, a backslash and a
// two-byte UTF-8 character.
const char* const kProgram =
    "def add(a, b = 2)\n"
    "  a + b\n"
    "end\n"
    "def one\n"
    "  1\n"
    "end\n"
    "puts \"q\\0\\\"\\\\\xc3\xa9\"\n"
    "p add(one, 3)\n";

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

std::string write(const test::Compiled& c) { return write_assembly(c.program, "test.rb", c.methods); }

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char ch : s) q += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return q + "'";
}

bool on_path(const char* program) {
  std::string cmd = std::string("command -v ") + program + " >/dev/null 2>&1";
  return std::system(cmd.c_str()) == 0;
}

}  // namespace

TEST_CASE("aot: the image and the methods' symbols are there", "[codegen][aot]") {
  auto c = compile_program(kProgram);
  std::string text = write(c);
  CHECK(text.rfind("# test.rb compiled by rhz\n", 0) == 0);
  CHECK(text.find("\t.section .note.GNU-stack,\"\",@progbits\n") != std::string::npos);
  CHECK(text.find("\t.globl rhz_native_image\n") != std::string::npos);
  CHECK(text.find("\t.type rhz_native_image,@object\n") != std::string::npos);
  CHECK(count(text, "\nrhz_native_image:\n") == 1);
  CHECK(count(text, ".globl") == 1);  // everything else stays local
  CHECK(text.find("\t.section .data.rel.ro,\"aw\",@progbits\n") != std::string::npos);
  CHECK(text.find("\t.quad " + std::to_string(kNativeImageVersion) + "\t# version\n") != std::string::npos);
  CHECK(text.find("\t.quad rhz_file_name, 7\t# file_name\n") != std::string::npos);
  for (std::size_t k = 0; k < c.methods.size(); ++k) {
    std::string m = "rhz_method_" + std::to_string(k);
    CHECK(count(text, "\n" + m + ":\n") == 1);
    CHECK(text.find("\t.type " + m + ",@function\n") != std::string::npos);
    CHECK(text.find("\t.size " + m + ",.-" + m + "\n") != std::string::npos);
    CHECK(count(text, "\t.quad " + m + "\t# entry\n") == 1);
  }
  CHECK(text.find("\t.quad " + std::to_string(c.methods.size()) + "\t# num_methods\n") != std::string::npos);
  CHECK(text.find("\t.quad " + std::to_string(c.program.symbols.size()) + "\t# num_symbols\n") != std::string::npos);
  CHECK(text.find("\t.quad " + std::to_string(c.program.strings.size()) + "\t# num_literals\n") != std::string::npos);
}

TEST_CASE("aot: every pool address becomes a relocation", "[codegen][aot]") {
  auto c = compile_program(kProgram);
  std::string text = write(c);
  std::size_t total_sites = 0;
  for (std::size_t k = 0; k < c.methods.size(); ++k) {
    const CompiledMethod& m = c.methods[k];
    std::string id = std::to_string(k);
    INFO("method " << m.name);
    std::size_t site_words = 0, data_words = 0;
    for (const PoolAddress& p : m.pool_addresses) {
      if (p.kind == PoolAddress::Kind::Site) {
        ++site_words;
        std::string reloc = "\t.quad rhz_sites_" + id + "+" + std::to_string(p.index * sizeof(SendSite)) + "\n";
        CHECK(count(text, reloc) == 1);
      } else {
        ++data_words;
      }
    }
    CHECK(data_words == 1);
    CHECK(site_words == m.data->num_sites);
    CHECK(count(text, "\t.quad rhz_sites_" + id + "+") == site_words);
    CHECK(count(text, "\t.quad rhz_data_" + id + "\n") == 1);  // the pool's word (the image's has a comment)
    CHECK(count(text, "\t.quad rhz_data_" + id + "\t# data\n") == 1);
    // The data the runtime writes: its tag and the sites' caches start empty.
    CHECK(count(text, "\nrhz_data_" + id + ":\n\t.quad 0\t# runtime_tag\n\t.long " + id + "\t# method_index\n") == 1);
    CHECK(count(text, "\nrhz_sites_" + id + ":\n") == (m.data->num_sites ? 1u : 0u));
    total_sites += m.data->num_sites;
  }
  CHECK(total_sites > 0);
  CHECK(count(text, "\t.quad 0\t# klass\n") == total_sites);
  CHECK(count(text, "\t.quad 0\t# cache\n") == total_sites);
  // `one` has no send site: its MethodData points nowhere.
  std::string one = std::to_string(c.index("one"));
  CHECK(c.method("one").data->num_sites == 0);
  CHECK(text.find("\t.long 0\t# num_sites\n\t.quad 0\t# sites\n") != std::string::npos);
  CHECK(text.find("rhz_sites_" + one) == std::string::npos);
}

TEST_CASE("aot: code bytes are written at most sixteen to a line with the marks as comments", "[codegen][aot]") {
  auto c = compile_program(kProgram);
  std::string text = write(c);
  std::istringstream lines(text);
  std::size_t byte_lines = 0, code_bytes = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("\t.byte ", 0) != 0) continue;
    ++byte_lines;
    std::size_t n = static_cast<std::size_t>(std::count(line.begin(), line.end(), ',')) + 1;
    CHECK(n <= 16);
    code_bytes += n;
  }
  std::size_t expected = 0;
  for (const CompiledMethod& m : c.methods) expected += m.code.size() - 8 * m.pool_addresses.size();
  CHECK(byte_lines > 0);
  CHECK(code_bytes == expected);
  // Marks are comments, never labels: block names repeat across methods.
  CHECK(count(text, "\n# block0:\n") == c.methods.size());
  CHECK(text.find("\nblock0:") == std::string::npos);
  CHECK(count(text, "\n#   prologue\n") == c.methods.size());
  CHECK(text.find("\n#   FixAdd + (line 2)\n") != std::string::npos);
  CHECK(count(text, "\n# literal pool\n") == c.methods.size());
}

TEST_CASE("aot: strings keep every byte", "[codegen][aot]") {
  auto c = compile_program(kProgram);
  std::string text = write(c);
  REQUIRE(c.program.strings.size() == 1);
  CHECK(c.program.strings[0] == std::string("q\0\"\\\xc3\xa9", 6));
  // NUL and non-ASCII as octal escapes; the quote and backslash escaped.
  CHECK(text.find("\nrhz_literal_0:\n\t.asciz \"q\\000\\\"\\\\\\303\\251\"\n") != std::string::npos);
  CHECK(text.find("\t.quad rhz_literal_0, 6\n") != std::string::npos);
  // Symbols in id order: ids index the table, and <main> is a method name.
  for (std::uint32_t id = 0; id < c.program.symbols.size(); ++id) {
    std::string name(c.program.symbols.name(static_cast<rhz::ir::SymbolId>(id)));
    std::string ref = "\t.quad rhz_symbol_" + std::to_string(id) + ", " + std::to_string(name.size()) + "\t# " + name + "\n";
    CHECK(count(text, ref) == 1);
  }
  CHECK(text.find("\nrhz_symbol_0:\n\t.asciz \"<main>\"\n") != std::string::npos);
}

TEST_CASE("aot: the methods carry what tier 1 gives its code", "[codegen][aot]") {
  auto c = compile_program(kProgram);
  std::string text = write(c);
  std::size_t add = c.index("add");
  rhz::ir::SymbolId name{};
  REQUIRE(c.program.symbols.find("add", &name));
  std::string expected = "# method " + std::to_string(add) + ": add\n\t.quad rhz_symbol_" +
                         std::to_string(static_cast<std::uint32_t>(name)) +
                         ", 3\t# name\n\t.quad 1\t# def_line\n\t.quad 2\t# num_params\n\t.quad 1\t# required\n";
  CHECK(text.find(expected) != std::string::npos);
  CHECK(text.find("# method 0: <main>\n\t.quad rhz_symbol_0, 6\t# name\n\t.quad 0\t# def_line\n") != std::string::npos);
}

TEST_CASE("aot: the text is the same from run to run", "[codegen][aot]") {
  // Two compilations hold their data at different addresses: none may show.
  auto a = compile_program(kProgram);
  auto b = compile_program(kProgram);
  REQUIRE(a.methods[0].data.get() != b.methods[0].data.get());
  CHECK(write(a) == write(b));
  CHECK(write(a) == write(a));
}

TEST_CASE("aot: inconsistent input is refused", "[codegen][aot]") {
  auto c = compile_program(kProgram);
  CHECK_THROWS_AS(write_assembly(c.program, "test.rb", std::span(c.methods).first(1)), std::logic_error);
  // A pool address the writer is not told about would leak a pointer of
  // this process into the executable.
  c.methods[c.index("add")].pool_addresses.pop_back();
  CHECK_THROWS_AS(write(c), std::logic_error);
}

TEST_CASE("aot: the system assembler accepts the text", "[codegen][aot]") {
  if (!on_path("c++")) {
    WARN("no c++ on PATH: the assembly is not assembled");
    return;
  }
  auto c = compile_program(kProgram);
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("rhz-aot-test-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "prog.s") << write(c);
  std::string quoted = shell_quote(dir.string());
  int status = std::system(("c++ -c " + quoted + "/prog.s -o " + quoted + "/prog.o").c_str());
  CHECK(status == 0);
  CHECK(fs::exists(dir / "prog.o"));
  if (status == 0 && on_path("nm")) {
    // The image is the one global definition; the methods are local code.
    int image = std::system(("nm " + quoted + "/prog.o | grep -q ' D rhz_native_image$'").c_str());
    int method = std::system(("nm " + quoted + "/prog.o | grep -q ' t rhz_method_0$'").c_str());
    CHECK(image == 0);
    CHECK(method == 0);
  }
  fs::remove_all(dir);
}
