// Golden tests for `--dump-bytecode` and `--dump-alloc`: the tier-1 code of
// three samples, byte for byte. Regenerate on purpose with RHZ_BLESS=1.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include "test/driver/corpus.h"
#include "test/driver/run_process.h"

namespace {

void check_golden(const std::string& sample, const std::string& flag, const std::string& golden) {
  // Tier 1's code: its scheduling policy, not rhz compile's default.
  auto r = rhz::test::run_rhz({"compile", "--sched-policy=early", std::string(RHZ_SOURCE_DIR) + "/samples/" + sample, flag});
  REQUIRE(r.status == 0);
  std::string path = std::string(RHZ_SOURCE_DIR) + "/test/golden/" + golden;
  if (std::getenv("RHZ_BLESS")) {
    std::ofstream(path, std::ios::binary) << r.out;
    return;
  }
  INFO("golden file " << golden << " (RHZ_BLESS=1 regenerates it)");
  CHECK(r.out == rhz::test::read_text(path));
}

}  // namespace

TEST_CASE("bytecode golden: the tier-1 code and frame slots of three samples", "[runtime][golden]") {
  for (const char* name : {"fib", "sieve", "fizzbuzz"}) {
    INFO(name);
    check_golden(std::string(name) + ".rb", "--dump-bytecode", std::string("bytecode/") + name + ".bc");
    check_golden(std::string(name) + ".rb", "--dump-alloc", std::string("bytecode/") + name + ".alloc");
  }
}

TEST_CASE("bytecode: the same program gives the same bytecode", "[runtime]") {
  auto a = rhz::test::run_rhz({"compile", std::string(RHZ_SOURCE_DIR) + "/test/programs/real_prime_sieve.rb", "--dump-bytecode"});
  auto b = rhz::test::run_rhz({"compile", std::string(RHZ_SOURCE_DIR) + "/test/programs/real_prime_sieve.rb", "--dump-bytecode"});
  CHECK(a.status == 0);
  CHECK(a.out == b.out);
}
