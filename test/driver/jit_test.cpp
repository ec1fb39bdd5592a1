// Tier 2 as users meet it: executors compiled for hot loops, exits counted
// and linked to side executors, the progress rule, invalidation (stress and
// the memory limit), and the dumps, all through `rhz run --jit`.
#include <catch2/catch.hpp>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "test/driver/jit_runs.h"

using rhz::test::jit_stat;
using rhz::test::ProcessResult;
using rhz::test::run_like_tier1;
using rhz::test::run_rhz;

namespace {

long long exits(const std::string& err, const std::string& kind) {
  std::smatch m;
  std::regex re(R"((\d+) )" + kind);
  std::string line = err.substr(err.find("  exits:"));
  line = line.substr(0, line.find('\n'));
  if (!std::regex_search(line, m, re)) return -1;
  return std::stoll(m[1]);
}

const char* kCountingLoop =
    "i = 0\n"
    "s = 0\n"
    "while i < 100000\n"
    "  s += i * i % 7\n"
    "  i += 1\n"
    "end\n"
    "puts s\n";

// A branch taken one time in twenty: the superblock follows the common
// way, and the exit for the rare one becomes hot, gets a side executor and
// is linked to it.
const char* kRareBranchLoop =
    "a = 0\n"
    "j = 0\n"
    "while j < 40000\n"
    "  if j % 20 == 0\n"
    "    a += 3\n"
    "  end\n"
    "  j += 1\n"
    "end\n"
    "p a\n";

// Three ways through the body, each taken often: the superblock forks at
// each branch and joins after it, so no iteration leaves the executor.
const char* kBranchyLoop =
    "a = 0\n"
    "b = 0\n"
    "j = 0\n"
    "while j < 40000\n"
    "  k = j % 10\n"
    "  if k < 3\n"
    "    a += 1\n"
    "  elsif k < 6\n"
    "    b += j\n"
    "  else\n"
    "    a -= 1\n"
    "  end\n"
    "  j += 1\n"
    "end\n"
    "p a, b\n";

}  // namespace

TEST_CASE("jit: a hot loop becomes an executor and computes what tier 1 computes", "[jit]") {
  ProcessResult jit = run_like_tier1(kCountingLoop, {"--jit", "--jit-stats", "--verify"});
  CHECK(jit.out == "199999\n");
  CHECK(jit_stat(jit.err, "executors") == 1);
  CHECK(jit_stat(jit.err, "entries") == 1);  // entered once: the loop runs to its end inside
  CHECK(exits(jit.err, "cold") == 1);    // the loop's own exit
}

TEST_CASE("jit: hot exits get side executors, linked to the loop's", "[jit]") {
  ProcessResult plain = run_rhz({"-e", kRareBranchLoop});
  ProcessResult jit = run_rhz({"-e", kRareBranchLoop, "--jit", "--jit-stats", "--verify"});
  CHECK(jit.out == plain.out);
  CHECK(jit.out == "6000\n");
  CHECK(jit_stat(jit.err, R"(\(\+)") >= 1);  // "(+ N side executors)"
  CHECK(exits(jit.err, "linked") > 1000);
  // Linked: nearly every exit goes from executor to executor, so tier 1 is
  // entered only a handful of times.
  CHECK(jit_stat(jit.err, "entries") < 100);
}

TEST_CASE("jit: branches taken both ways fork inside the executor", "[jit]") {
  ProcessResult plain = run_rhz({"-e", kBranchyLoop});
  ProcessResult jit = run_rhz({"-e", kBranchyLoop, "--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.out == plain.out);
  CHECK(jit.err.find(": fork ") != std::string::npos);
  // The loop runs to its end in the executor it was entered once.
  CHECK(jit_stat(jit.err, "entries") == 1);
  CHECK(exits(jit.err, "linked") == 0);
}

TEST_CASE("jit: threshold 1 compiles at the first back edge, and the answer is the same", "[jit]") {
  ProcessResult jit = run_rhz({"-e", kBranchyLoop, "--jit-threshold=1", "--jit-stats", "--verify"});
  CHECK(jit.status == 0);
  CHECK(jit.out == run_rhz({"-e", kBranchyLoop}).out);
  CHECK(jit_stat(jit.err, "executors") >= 1);
}

TEST_CASE("jit: an exit back to its executor's own start is never linked (progress)", "[jit]") {
  // `x` changes type every other iteration, so the loop's first instruction
  // (x + 1 on a fixnum) fails its guard half the time and exits to the
  // loop's own header. Linking that exit to a side executor starting at the
  // same pc would let two executors hand control to each other without tier
  // 1 ever running an instruction; such exits stay cold, and the program
  // ends.
  const char* program =
      "x = 0\n"
      "i = 0\n"
      "n = 0\n"
      "while i < 30000\n"
      "  y = x + 1\n"
      "  n += 1 if y == 1\n"
      "  x = i % 2 == 0 ? 0 : 5\n"
      "  x = nil if i % 4 == 1\n"
      "  x = 0 if x.nil?\n"
      "  i += 1\n"
      "end\n"
      "p n\n";
  run_like_tier1(program, {"--jit-threshold=1", "--jit-stats", "--verify"});
}

TEST_CASE("jit: a parameter only exits read is copied by the exits, not loaded on entry", "[jit]") {
  // In this program's loops, slots are set from other slots' entry values
  // on paths that end in exits, and nothing else reads those values: such
  // an exit copies the value within the tier-1 frame (r11 points at it),
  // and its executor's prologue never loads the slot it copies from.
  const std::string program = std::string(RHZ_SOURCE_DIR) + "/test/programs/ctl_nested_loops.rb";
  ProcessResult jit = run_rhz({"run", program, "--jit", "--jit-threshold=1", "--verify", "--dump-asm"});
  CHECK(jit.status == 0);
  CHECK(jit.out == rhz::test::read_text(std::string(RHZ_SOURCE_DIR) + "/test/programs/ctl_nested_loops.out"));
  const std::regex copy(R"(mov r10, qword ptr (\[r11(?: \+ \w+)?\])\n\s+\w+\s+mov qword ptr \[r11 \+ \w+\], r10)");
  int executors_with_copies = 0;
  for (std::size_t at = jit.err.find("; executor "); at != std::string::npos;) {
    std::size_t next = jit.err.find("; executor ", at + 1);
    const std::string listing = jit.err.substr(at, next == std::string::npos ? std::string::npos : next - at);
    at = next;
    std::smatch m;
    if (!std::regex_search(listing, m, copy)) continue;
    ++executors_with_copies;
    std::string from = m[1].str();  // "[r11 + 0x30]" or "[r11]"
    from.replace(1, 3, "rdx");
    const std::string prologue = listing.substr(0, listing.find("block0:"));
    CHECK(prologue.find("qword ptr " + from) == std::string::npos);
  }
  CHECK(executors_with_copies > 0);
}

TEST_CASE("jit: a loop executor whose entry guards keep failing is projected again", "[jit]") {
  // fib's loop turns hot while a and b are fixnums; in every later call
  // they grow into Bignums, and the executor for fixnums would be entered
  // on each back edge only to fail its entry guard. After 64 such entries
  // the loop is projected again with the types it has now.
  const char* program =
      "def fib(n)\n"
      "  a = 0\n"
      "  b = 1\n"
      "  i = 0\n"
      "  while i < n\n"
      "    t = a + b\n"
      "    a = b\n"
      "    b = t\n"
      "    i += 1\n"
      "  end\n"
      "  a\n"
      "end\n"
      "k = 0\n"
      "s = 0\n"
      "while k < 50\n"
      "  s += fib(300 + k) % 1000000007\n"
      "  k += 1\n"
      "end\n"
      "p s\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify"});
  CHECK(exits(jit.err, "at entry") <= 200);
  CHECK(jit.err.find("1 loops projected again") != std::string::npos);
}

TEST_CASE("jit: Symbol and Bignum literals load in executors instead of ending the path", "[jit]") {
  // The loop reads two literals that are objects, not immediates; the
  // executor loads them (from its literal pool) and runs the loop to its end.
  const char* program =
      "i = 0\n"
      "last = nil\n"
      "big = 0\n"
      "while i < 5000\n"
      "  last = i % 2 == 0 ? :even : :odd\n"
      "  big = 100000000000000000000 if i == 4000\n"
      "  i += 1\n"
      "end\n"
      "p last, big\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.out == ":odd\n100000000000000000000\n");
  CHECK(std::regex_search(jit.err, std::regex(R"(load s\d+ <- k\d+)")));
  // Entered once, and once more after the rare branch's exit at i == 4000.
  CHECK(jit_stat(jit.err, "entries") <= 2);
}

TEST_CASE("jit: stress mode invalidates executors while the program runs", "[jit]") {
  ProcessResult jit = run_rhz({"-e", kBranchyLoop, "--jit-threshold=1", "--jit-stress=3", "--jit-stats", "--verify"});
  CHECK(jit.status == 0);
  CHECK(jit.out == run_rhz({"-e", kBranchyLoop}).out);
  CHECK(jit_stat(jit.err, "invalidations") > 0);
}

TEST_CASE("jit: the memory limit flushes executors and they compile again", "[jit]") {
  ProcessResult jit = run_rhz({"-e", kBranchyLoop, "--jit-threshold=1", "--jit-mem-limit=4096", "--jit-stats"});
  CHECK(jit.status == 0);
  CHECK(jit.out == run_rhz({"-e", kBranchyLoop}).out);
  std::smatch m;
  REQUIRE(std::regex_search(jit.err, m, std::regex(R"(\((\d+) flushes)")));
  CHECK(std::stoll(m[1]) > 0);
}

TEST_CASE("jit: a limit too small for the hot code stops compiling instead of flushing for ever", "[jit]") {
  // Three loops, each hot, but room for one executor page at a time.
  const char* program =
      "a = 0\n"
      "i = 0\n"
      "while i < 20000\n"
      "  j = 0\n"
      "  while j < 3\n"
      "    a += j\n"
      "    j += 1\n"
      "  end\n"
      "  k = 0\n"
      "  while k < 3\n"
      "    a -= k if k.odd?\n"
      "    k += 1\n"
      "  end\n"
      "  i += 1\n"
      "end\n"
      "p a\n";
  ProcessResult jit = run_rhz({"-e", program, "--jit-threshold=1", "--jit-mem-limit=4096", "--jit-stats"});
  CHECK(jit.status == 0);
  CHECK(jit.out == run_rhz({"-e", program}).out);
  std::smatch m;
  REQUIRE(std::regex_search(jit.err, m, std::regex(R"(\((\d+) flushes)")));
  CHECK(std::stoll(m[1]) <= 8);
  CHECK(jit.err.find("memory limit reached too often") != std::string::npos);
}

TEST_CASE("jit: errors raised where executors run are tier 1's reports", "[jit]") {
  const char* program =
      "a = [1, 2, 3]\n"
      "i = 0\n"
      "s = 0\n"
      "while i < 5000\n"
      "  s += 100 / (4000 - i)\n"
      "  i += 1\n"
      "end\n";
  ProcessResult plain = run_rhz({"-e", program});
  ProcessResult jit = run_rhz({"-e", program, "--jit-threshold=1"});
  CHECK(plain.status == 1);
  CHECK(jit.status == 1);
  CHECK(jit.err == plain.err);
  CHECK(jit.err.find("divided by 0 (ZeroDivisionError)") != std::string::npos);
}

TEST_CASE("jit: --dump-superblock and the dumps of executors go to stderr, the same every time", "[jit]") {
  std::vector<std::string> args{"-e", kCountingLoop, "--jit", "--dump-superblock", "--dump-schedule", "--dump-asm"};
  ProcessResult a = run_rhz(args);
  ProcessResult b = run_rhz(args);
  CHECK(a.out == "199999\n");
  CHECK(a.err.find("superblock <main> pc") != std::string::npos);
  CHECK(a.err.find("; executor 0 for <main> pc") != std::string::npos);
  CHECK(a.err.find("guardintlt") != std::string::npos);
  CHECK(a.err.find("exit0:") != std::string::npos);
  CHECK(a.err == b.err);
}

TEST_CASE("jit: bad option values are usage errors", "[jit][cli]") {
  CHECK(run_rhz({"-e", "p 1", "--jit-threshold=0"}).status == 2);
  CHECK(run_rhz({"-e", "p 1", "--jit-threshold=x"}).status == 2);
  CHECK(run_rhz({"-e", "p 1", "--jit-mem-limit=10"}).status == 2);
}

TEST_CASE("jit: sends the executor does not inline are calls, and the loop never leaves", "[jit]") {
  // fib recurses (never inlined), puts is built in: both are calls made
  // from the executor through the runtime, which pushes fib's frames on the
  // VM stack as tier 1 does.
  const char* program =
      "def fib(n)\n"
      "  n < 2 ? n : fib(n - 1) + fib(n - 2)\n"
      "end\n"
      "i = 0\n"
      "s = 0\n"
      "while i < 3000\n"
      "  s += fib(i % 12)\n"
      "  puts s if i % 10 == 9\n"
      "  i += 1\n"
      "end\n"
      "p s\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.err.find(".fib(") != std::string::npos);
  CHECK(jit.err.find(".puts(") != std::string::npos);
  // Of 3000 iterations, the loop leaves for tier 1 only while it is young
  // (the rare puts exits until its side executor is linked).
  CHECK(exits(jit.err, "cold") < 100);
  CHECK(exits(jit.err, "linked") > 200);
}

TEST_CASE("jit: an error raised in a method an executor called is tier 1's report", "[jit]") {
  const char* program =
      "def g(x)\n"
      "  10 / x\n"
      "end\n"
      "def h(x)\n"
      "  g(x) + [1].size\n"
      "end\n"
      "i = 0\n"
      "s = 0\n"
      "while i < 3000\n"
      "  s += h(2000 - i)\n"
      "  i += 1\n"
      "end\n";
  ProcessResult plain = run_rhz({"-e", program});
  ProcessResult jit = run_rhz({"-e", program, "--jit", "--verify"});
  CHECK(plain.status == 1);
  CHECK(jit.status == 1);
  CHECK(jit.err == plain.err);
  CHECK(jit.err.find("in `g'") != std::string::npos);
}

TEST_CASE("jit: deep recursion from an executor fails where tier 1 fails", "[jit]") {
  const char* program =
      "def down(n)\n"
      "  down(n + 1)\n"
      "end\n"
      "i = 0\n"
      "while i < 100\n"
      "  i += 1\n"
      "  down(0) if i == 90\n"
      "end\n";
  ProcessResult plain = run_rhz({"-e", program});
  ProcessResult jit = run_rhz({"-e", program, "--jit-threshold=1"});
  CHECK(plain.status == 1);
  CHECK(jit.err == plain.err);
  CHECK(jit.err.find("stack level too deep (SystemStackError)") != std::string::npos);
}

TEST_CASE("jit: a method that does real work gets an executor of its own, a short one an executor for direct calls", "[jit]") {
  const char* program =
      "def sum_to(n)\n"
      "  s = 0\n"
      "  i = 0\n"
      "  while i < n\n"
      "    s += i\n"
      "    i += 1\n"
      "  end\n"
      "  s\n"
      "end\n"
      "def twice(x)\n"
      "  x * 2\n"
      "end\n"
      "t = 0\n"
      "k = 0\n"
      "while k < 200\n"
      "  t += sum_to(k) + twice(k)\n"
      "  k += 1\n"
      "end\n"
      "p t\n";
  ProcessResult plain = run_rhz({"-e", program});
  ProcessResult jit = run_rhz({"-e", program, "--jit-threshold=4", "--jit-stats", "--verify"});
  CHECK(jit.out == plain.out);
  // sum_to's own executor runs from its entry into the loop (whose
  // executor its end links to); twice is too short to enter from tier 1,
  // and its executor is for the loop's executor to call directly.
  CHECK(jit.err.find("sum_to pc 0 (line 2): path,") != std::string::npos);
  CHECK(jit.err.find("twice pc 0 (line 11): path for direct calls,") != std::string::npos);
}

TEST_CASE("jit: a yielded block is inlined into the loop of the method that yields", "[jit][blocks]") {
  // Integer#times and Array#each (the prelude's) yield to blocks that read
  // and write locals of <main>: each loop runs to its end in one executor,
  // the block inside it, with the locals' environment read and written there.
  const char* program =
      "total = 0\n"
      "50000.times { |i| total += i % 7 }\n"
      "a = [3, 1, 4, 1, 5]\n"
      "k = 0\n"
      "2000.times { a.each { |x| k += x } }\n"
      "p total, k\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.out == "149997\n28000\n");
  CHECK(jit.err.find("superblock times pc") != std::string::npos);
  CHECK(std::regex_search(jit.err, std::regex(R"(frame 1: block in <main> inlined at pc \d+ of frame 0, .*block s\d+)")));
  CHECK(jit.err.find("check_block") != std::string::npos);
  CHECK(std::regex_search(jit.err, std::regex(R"(store_field s\d+ field \d+ <- s\d+)")));
  // The times loop is entered once; each's loop once per call of each, and
  // the path after it (a side executor) once: no iteration leaves.
  CHECK(jit_stat(jit.err, "entries") < 4100);
}

TEST_CASE("jit: a break out of an inlined block, and an exit inside one, leave as tier 1 would", "[jit][blocks]") {
  // The break is taken once (its exit rebuilds the block's frame and tier 1
  // makes the break); the rare branch exits from inside the block's frame.
  const char* program =
      "r = [5, 6, 7].each do |x|\n"
      "  n = 0\n"
      "  300.times { |i| n += 1; break n * 10 if i == 250 }\n"
      "  p n\n"
      "end\n"
      "s = 0\n"
      "4000.times { |i| s += (i % 97 == 0 ? 100 : 1) }\n"
      "p r, s\n";
  for (const char* threshold : {"--jit-threshold=1", "--jit-threshold=64"}) {
    ProcessResult jit = run_like_tier1(program, {"--jit", threshold, "--verify"});
    CHECK(jit.out == "251\n251\n251\n[5, 6, 7]\n8158\n");
  }
}

TEST_CASE("jit: built-ins with an intrinsic are operations in the executor, not calls", "[jit]") {
  // Integer#^ and #&, a Range's ends, equal? and == of Symbols as a value.
  const char* program =
      "r = (2..9)\n"
      "o = Object.new\n"
      "h = 0\n"
      "n = 0\n"
      "20000.times do |i|\n"
      "  h = (h ^ (i * 31)) & 0xffff\n"
      "  n += r.begin + r.end if r.exclude_end? == false\n"
      "  n += 1 if o.equal?(o)\n"
      "  f = (i % 2 == 0 ? :a : :b) == :a\n"
      "  n += 1 if f\n"
      "end\n"
      "p h, n\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.out == "46560\n250000\n");
  for (const char* op : {"bit_xor", "bit_and", "field 0", "field 1", "field 2", "(identity)"})
    CHECK(jit.err.find(op) != std::string::npos);
  CHECK(rhz::test::runtime_calls(jit.err, "built-ins") < 200);  // only while the loop was young
}

TEST_CASE("jit: built-in leaves are called straight from executors, inlined methods included", "[jit]") {
  // String's ==, !=, <=>, length, empty? and [] of a fixnum never raise nor
  // call Ruby code: no call through the runtime, even inside digit?, which
  // is inlined only because its comparisons need no frame. The last
  // iteration indexes with a Range: the fixnum check before [] exits, and
  // tier 1 gives the substring.
  const char* program =
      "def digit?(c)\n"
      "  c == \"0\" || c == \"1\" || c == \"2\"\n"
      "end\n"
      "text = \"012ab\\u00e9c\" * 3\n"
      "n = 0\n"
      "t = 0\n"
      "last = nil\n"
      "20000.times do |k|\n"
      "  i = k == 19999 ? (1..2) : k % text.length\n"
      "  c = text[i]\n"
      "  n += 1 if digit?(c)\n"
      "  n += 1 if c != \"a\"\n"
      "  t += c.length + (c <=> \"b\") + (c.empty? ? 1 : 0)\n"
      "  last = c\n"
      "end\n"
      "p n, t, last\n";
  // At the first chance, the caches are young: the result only.
  CHECK(run_like_tier1(program, {"--jit-threshold=1", "--verify"}).out == "25714\n14286\n\"12\"\n");
  {
    ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
    CHECK(jit.out == "25714\n14286\n\"12\"\n");
    std::string leaves;  // the superblocks' call_leaf lines
    std::istringstream lines(jit.err);
    for (std::string line; std::getline(lines, line);)
      if (line.find("call_leaf") != std::string::npos) leaves += line + '\n';
    for (const char* call : {".==(", ".!=(", ".[](s0) or exit", ".length()", ".<=>(", ".empty?()"})
      CHECK(leaves.find(call) != std::string::npos);
    CHECK(rhz::test::runtime_calls(jit.err, "built-ins") < 200);
    CHECK(rhz::test::runtime_calls(jit.err, "Ruby methods") == 0);
  }
}
