// Compiled methods run in-process against a fake runtime: recursion through
// send, loops with phis, every fixnum fast path and its slow path, overflow,
// truthiness, spills, calls into the other ABI functions, and the frame
// records that carry source lines.
#include "test/codegen/codegen_test_util.h"

using namespace rhz::codegen;
using rhz::codegen::test::compile_program;
using rhz::codegen::test::FakeRuntime;
using rhz::codegen::test::fix;
using rhz::codegen::test::unfix;

namespace {

const char* kFib = "def fib(n)\n  if n < 2 then n else fib(n - 1) + fib(n - 2) end\nend\n";

}  // namespace

TEST_CASE("fib(20) recurses through the runtime's send", "[codegen][run]") {
  for (const char* policy : {"early", "minreg", "balanced", "source", "sethi-ullman"}) {
    INFO("policy " << policy);
    auto c = compile_program(kFib, policy);
    FakeRuntime rt(c);
    CHECK(unfix(rt.call("fib", {fix(20)})) == 6765);
    // fib(20) calls fib 21890 times; + - < all take their fast paths.
    CHECK(rt.sends["fib"] == 21890);
    CHECK(rt.sends.size() == 1);
  }
}

TEST_CASE("a filled direct-call cache calls compiled methods without the runtime", "[codegen][run]") {
  auto c = compile_program(kFib);
  FakeRuntime rt(c);
  rt.fill_direct_caches = true;
  CHECK(unfix(rt.call("fib", {fix(20)})) == 6765);
  CHECK(rt.sends["fib"] == 2);  // once per call site, then directly
  // A definition makes the runtime clear every cache: each misses once more.
  for (const auto& m : c.methods)
    for (std::uint32_t i = 0; i < m.data->num_sites; ++i) m.sites[i].klass = nullptr;
  CHECK(unfix(rt.call("fib", {fix(10)})) == 55);
  CHECK(rt.sends["fib"] == 4);
}

TEST_CASE("division and modulo floor inline and send only for a zero divisor", "[codegen][run]") {
  auto c = compile_program("def d(a, b)\n  a / b\nend\ndef m(a, b)\n  a % b\nend\ndef d7(a)\n  a / 7\nend\n");
  FakeRuntime rt(c);
  const std::int64_t cases[][4] = {
      // a, b, a / b, a % b (Ruby: floored, the remainder takes the divisor's sign)
      {7, 2, 3, 1}, {-7, 2, -4, 1}, {7, -2, -4, -1}, {-7, -2, 3, -1}, {6, 3, 2, 0}, {-6, 3, -2, 0}, {0, -5, 0, 0},
      {(std::int64_t{1} << 61), 3, 768614336404564650, 2}, {-(std::int64_t{1} << 62), 1, -(std::int64_t{1} << 62), 0},
  };
  for (const auto& k : cases) {
    INFO(k[0] << " and " << k[1]);
    CHECK(unfix(rt.call("d", {fix(k[0]), fix(k[1])})) == k[2]);
    CHECK(unfix(rt.call("m", {fix(k[0]), fix(k[1])})) == k[3]);
  }
  CHECK(unfix(rt.call("d7", {fix(-15)})) == -3);
  CHECK(rt.sends.empty());
  // The smallest fixnum divided by -1 does not fit: the send decides.
  rt.call("d", {fix(-(std::int64_t{1} << 62)), fix(-1)});
  CHECK(rt.sends["/"] == 1);
}

TEST_CASE("constant divisors divide by multiplying and still floor", "[codegen][run][division]") {
  const std::int64_t divisors[] = {1, 2, 3, 7, 10, 64, 641, 1'000'000'007, (std::int64_t{1} << 30) - 1,
                                   -2, -3, -7, -64, -1'000'000'007};
  std::string src;
  for (std::size_t i = 0; i < std::size(divisors); ++i) {
    src += "def d" + std::to_string(i) + "(a)\n  a / " + std::to_string(divisors[i]) + "\nend\n";
    src += "def m" + std::to_string(i) + "(a)\n  a % " + std::to_string(divisors[i]) + "\nend\n";
  }
  auto c = compile_program(src);
  FakeRuntime rt(c);
  const std::int64_t lo = -(std::int64_t{1} << 62), hi = (std::int64_t{1} << 62) - 1;
  std::vector<std::int64_t> values = {0, 1, -1, 2, -2, 6, -6, 7, -7, 8, -8, 1'000'000'006, -1'000'000'008, lo, hi,
                                      lo + 1, hi - 1};
  for (std::int64_t v = 1; v < hi / 3; v = v * 3 + 1) values.insert(values.end(), {v, -v});
  for (std::size_t i = 0; i < std::size(divisors); ++i) {
    const std::int64_t d = divisors[i];
    for (std::int64_t a : values) {
      std::int64_t q = a / d, r = a % d;
      if (r != 0 && ((r < 0) != (d < 0))) {
        --q;
        r += d;
      }
      INFO(a << " / " << d);
      CHECK(unfix(rt.call("d" + std::to_string(i), {fix(a)})) == q);
      CHECK(unfix(rt.call("m" + std::to_string(i), {fix(a)})) == r);
    }
  }
  CHECK(rt.sends.empty());
  // The listing shows the multiply, and no idiv.
  if (disassembler_available()) {
    const std::string listing = print_asm(c.method("m7"));
    CHECK(listing.find("imul") != std::string::npos);
    CHECK(listing.find("idiv") == std::string::npos);
  }
}

TEST_CASE("the frame record gives the runtime the line and method of each call", "[codegen][run]") {
  auto c = compile_program("def f(n)\n  x = n + 1\n  g(x)\nend\ndef g(n)\n  n\nend\n");
  FakeRuntime rt(c);
  CHECK(unfix(rt.call("f", {fix(4)})) == 5);
  REQUIRE(rt.send_lines.size() == 1);
  CHECK(rt.send_lines[0] == 3);
  CHECK(rt.send_methods[0] == c.method("f").data.get());
  CHECK(c.method("f").data->sites[c.method("f").data->num_sites - 1].line == 3);
}

TEST_CASE("a while loop sums 1..1000", "[codegen][run]") {
  auto c = compile_program("def sum(n)\n  s = 0\n  i = 1\n  while i <= n\n    s += i\n    i += 1\n  end\n  s\nend\n");
  FakeRuntime rt(c);
  CHECK(unfix(rt.call("sum", {fix(1000)})) == 500500);
  CHECK(unfix(rt.call("sum", {fix(0)})) == 0);
  CHECK(rt.sends.empty());
}

TEST_CASE("comparisons as values and as fused branches", "[codegen][run]") {
  auto c = compile_program(
      "def lt(a, b)\n  a < b\nend\ndef le(a, b)\n  a <= b\nend\ndef gt(a, b)\n  a > b\nend\n"
      "def ge(a, b)\n  a >= b\nend\ndef eq(a, b)\n  a == b\nend\ndef ne(a, b)\n  a != b\nend\n"
      "def pick(a, b)\n  if a < b then 1 else 2 end\nend\n"
      "def small(a)\n  if a <= 3 then 1 else 2 end\nend\n");
  FakeRuntime rt(c);
  struct Case {
    std::int64_t a, b;
  };
  for (Case k : {Case{1, 2}, Case{2, 2}, Case{3, 2}, Case{-5, 4}, Case{-(std::int64_t{1} << 62), (std::int64_t{1} << 62) - 1}}) {
    INFO(k.a << " vs " << k.b);
    auto b = [](bool v) { return v ? kTrueBits : kFalseBits; };
    CHECK(rt.call("lt", {fix(k.a), fix(k.b)}) == b(k.a < k.b));
    CHECK(rt.call("le", {fix(k.a), fix(k.b)}) == b(k.a <= k.b));
    CHECK(rt.call("gt", {fix(k.a), fix(k.b)}) == b(k.a > k.b));
    CHECK(rt.call("ge", {fix(k.a), fix(k.b)}) == b(k.a >= k.b));
    CHECK(rt.call("eq", {fix(k.a), fix(k.b)}) == b(k.a == k.b));
    CHECK(rt.call("ne", {fix(k.a), fix(k.b)}) == b(k.a != k.b));
    CHECK(unfix(rt.call("pick", {fix(k.a), fix(k.b)})) == (k.a < k.b ? 1 : 2));
    CHECK(unfix(rt.call("small", {fix(k.a)})) == (k.a <= 3 ? 1 : 2));
  }
  CHECK(rt.sends.empty());
}

TEST_CASE("operands that are not fixnums take the slow path through send", "[codegen][run]") {
  auto c = compile_program("def eq(a, b)\n  a == b\nend\ndef ne(a, b)\n  if a != b then 1 else 2 end\nend\n"
                           "def add(a, b)\n  a + b\nend\n");
  FakeRuntime rt(c);
  CHECK(rt.call("eq", {kNilBits, kNilBits}) == kTrueBits);
  CHECK(rt.call("eq", {kNilBits, fix(1)}) == kFalseBits);
  CHECK(rt.sends["=="] == 2);
  CHECK(unfix(rt.call("ne", {kNilBits, kTrueBits})) == 1);
  CHECK(unfix(rt.call("ne", {kFalseBits, kFalseBits})) == 2);
  CHECK(rt.sends["!="] == 2);
  CHECK(rt.call("add", {kTrueBits, fix(1)}) == kNilBits);  // the fake answers nil
  CHECK(rt.sends["+"] == 1);
}

TEST_CASE("fixnum overflow calls fixnum_overflow with the tagged operands", "[codegen][run]") {
  auto c = compile_program("def add(a, b)\n  a + b\nend\ndef sub(a, b)\n  a - b\nend\ndef mul(a, b)\n  a * b\nend\n"
                           "def inc(a)\n  a + 1\nend\ndef twice(a)\n  a * 2\nend\n");
  FakeRuntime rt(c);
  const std::int64_t max = (std::int64_t{1} << 62) - 1, min = -(std::int64_t{1} << 62);
  CHECK(unfix(rt.call("add", {fix(max - 1), fix(1)})) == max);
  CHECK(unfix(rt.call("sub", {fix(min + 1), fix(1)})) == min);
  CHECK(unfix(rt.call("mul", {fix(-7), fix(6)})) == -42);
  CHECK(unfix(rt.call("mul", {fix(1) , fix(min)})) == min);
  CHECK(rt.overflows == 0);

  CHECK(rt.call("add", {fix(max), fix(1)}) == kNilBits);
  CHECK(rt.overflows == 1);
  CHECK(rt.overflow_name == "+");
  CHECK(rt.overflow_lhs == fix(max));
  CHECK(rt.overflow_rhs == fix(1));
  CHECK(rt.call("sub", {fix(min), fix(1)}) == kNilBits);
  CHECK(rt.overflow_name == "-");
  CHECK(rt.call("mul", {fix(max / 2 + 1), fix(2)}) == kNilBits);
  CHECK(rt.overflow_name == "*");
  CHECK(rt.call("mul", {fix(min), fix(-1)}) == kNilBits);
  CHECK(rt.call("inc", {fix(max)}) == kNilBits);
  CHECK(rt.overflow_rhs == fix(1));
  CHECK(rt.call("twice", {fix(min)}) == kNilBits);
  CHECK(rt.overflows == 6);
  CHECK(unfix(rt.call("twice", {fix(min / 2)})) == min);
}

TEST_CASE("nil and false are falsy, everything else truthy", "[codegen][run]") {
  auto c = compile_program("def t(x)\n  if x then 1 else 2 end\nend\ndef n(x)\n  !x\nend\n");
  FakeRuntime rt(c);
  const std::uint64_t object = 0x10000;  // any heap-pointer-shaped word
  for (std::uint64_t v : {kNilBits, kFalseBits}) {
    CHECK(unfix(rt.call("t", {v})) == 2);
    CHECK(rt.call("n", {v}) == kTrueBits);
  }
  for (std::uint64_t v : {kTrueBits, fix(0), fix(-1), object}) {
    CHECK(unfix(rt.call("t", {v})) == 1);
    CHECK(rt.call("n", {v}) == kFalseBits);
  }
}

TEST_CASE("self, optional arguments and ArgGiven", "[codegen][run]") {
  auto c = compile_program("def me\n  self\nend\ndef opt(a, b = 3)\n  a + b\nend\n");
  FakeRuntime rt(c);
  CHECK(rt.call("me", {}, fix(77)) == fix(77));
  CHECK(unfix(rt.call_given("opt", {fix(1), kNilBits}, 1)) == 4);
  CHECK(unfix(rt.call_given("opt", {fix(1), fix(10)}, 2)) == 11);
}

TEST_CASE("values live across calls stay in callee-saved registers or spill", "[codegen][run]") {
  // Seven values live across the call to g: more than the four registers.
  auto c = compile_program(
      "def g(x)\n  x\nend\n"
      "def many(a)\n  b = a + 1\n  c = a + 2\n  d = a + 3\n  e = a + 4\n  f = a + 5\n  h = a + 6\n"
      "  z = g(a)\n  a + b + c + d + e + f + h + z\nend\n");
  FakeRuntime rt(c);
  CHECK(unfix(rt.call("many", {fix(10)})) == 10 * 8 + 21);
  CHECK(c.method("many").stats.spills > 0);
}

TEST_CASE("strings, arrays, constants and method definitions call the runtime", "[codegen][run]") {
  auto c = compile_program("X = 5\ndef f(a)\n  [a, X, a]\nend\ndef s\n  \"lit\"\nend\nf(1)\n");
  FakeRuntime rt(c);
  rt.call("<main>", {});
  REQUIRE(!rt.calls.empty());
  CHECK(rt.calls[0] == "const_set X");
  CHECK(std::count(rt.calls.begin(), rt.calls.end(), "define_method 1") == 1);
  CHECK(rt.sends["f"] == 1);
  rt.calls.clear();
  CHECK(unfix(rt.call("f", {fix(2)})) == 9);  // the fake new_array sums its elements
  CHECK(rt.calls == std::vector<std::string>{"const_get X", "new_array 3"});
  CHECK(unfix(rt.call("s", {})) == 1000);
}

TEST_CASE("an Array literal takes its block off the free list inline and calls the runtime when it is empty",
          "[codegen][run][alloc]") {
  auto c = compile_program("def f(a)\n  [a, 7, a]\nend\ndef e\n  []\nend\n");
  FakeRuntime rt(c);
  // Two blocks of 4 granules (a header of 32 bytes and three elements):
  // zero but for the link in their first word.
  alignas(16) std::uint64_t blocks[2][8] = {};
  blocks[0][0] = reinterpret_cast<std::uint64_t>(&blocks[1]);
  rt.free_lists[4] = &blocks[0];
  int array_class = 0;
  rt.cx.array_class = &array_class;
  for (std::uint64_t* block : {blocks[0], blocks[1]}) {
    const std::uint64_t made = rt.call("f", {fix(2)});
    CHECK(made == reinterpret_cast<std::uint64_t>(block));
    CHECK(block[0] == reinterpret_cast<std::uint64_t>(&array_class));
    CHECK(block[1] == reinterpret_cast<std::uint64_t>(&block[4]));  // the elements inside it
    CHECK(block[2] == 3);                                           // len
    CHECK(block[3] == 3);                                           // capa
    CHECK(std::vector<std::uint64_t>(block + 4, block + 7) == std::vector<std::uint64_t>{fix(2), fix(7), fix(2)});
    CHECK(block[7] == 0);
  }
  CHECK(rt.free_lists[4] == nullptr);
  CHECK(rt.calls.empty());
  // The list is empty now: the runtime makes the next one.
  CHECK(unfix(rt.call("f", {fix(2)})) == 11);  // the fake new_array sums its elements
  CHECK(rt.calls == std::vector<std::string>{"new_array 3"});
  // An empty Array is a header alone, two granules, no elements pointer.
  alignas(16) std::uint64_t header[4] = {};
  rt.free_lists[2] = header;
  CHECK(rt.call("e", {}) == reinterpret_cast<std::uint64_t>(header));
  CHECK(header[0] == reinterpret_cast<std::uint64_t>(&array_class));
  CHECK((header[1] | header[2] | header[3]) == 0);
}

TEST_CASE("an assigned constant is read inline and an unassigned one asks the runtime", "[codegen][run]") {
  auto c = compile_program("def k\n  LIMIT\nend\n");
  FakeRuntime rt(c);
  rt.call("k", {});
  CHECK(rt.calls == std::vector<std::string>{"const_get LIMIT"});
  rt.calls.clear();
  for (std::size_t id = 0; id < c.program.symbols.size(); ++id)
    if (c.symbol(static_cast<std::uint32_t>(id)) == "LIMIT") rt.constant_table[id] = fix(42);
  CHECK(unfix(rt.call("k", {})) == 42);
  CHECK(rt.calls.empty());
}

namespace {

// An Array as compiled code sees one (codegen/abi.h's layout constants).
struct FakeArray {
  const void* klass;
  std::uint64_t* ptr;
  std::int64_t len;
};
static_assert(offsetof(FakeArray, klass) == kObjectClassOffset);
static_assert(offsetof(FakeArray, ptr) == kArrayPtrOffset);
static_assert(offsetof(FakeArray, len) == kArrayLenOffset);

}  // namespace

TEST_CASE("Array [] and []= run inline within bounds and send otherwise", "[codegen][run]") {
  auto c = compile_program("def get(a, i)\n  a[i]\nend\ndef put(a, i, v)\n  a[i] = v\nend\ndef first(a)\n  a[0]\nend\n");
  FakeRuntime rt(c);
  static const int kArrayClass = 0;
  rt.cx.array_class = &kArrayClass;
  alignas(16) std::uint64_t elements[3] = {fix(10), fix(20), fix(30)};
  alignas(16) FakeArray array{&kArrayClass, elements, 3};
  std::uint64_t a = reinterpret_cast<std::uint64_t>(&array);
  CHECK(unfix(rt.call("get", {a, fix(2)})) == 30);
  CHECK(unfix(rt.call("first", {a})) == 10);
  CHECK(unfix(rt.call("put", {a, fix(1), fix(99)})) == 99);
  CHECK(elements[1] == fix(99));
  CHECK(rt.sends.empty());
  // Out of bounds, negative, not a fixnum, not an Array: the send decides.
  rt.call("get", {a, fix(3)});
  rt.call("get", {a, fix(-1)});
  rt.call("get", {a, kNilBits});
  rt.call("get", {fix(5), fix(0)});
  rt.call("put", {a, fix(3), fix(1)});
  CHECK(rt.sends["[]"] == 4);
  CHECK(rt.sends["[]="] == 1);
  CHECK(array.len == 3);
}
