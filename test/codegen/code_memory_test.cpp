// Code memory is executable and never writable at the same time.
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "codegen/code_memory.h"

using rhz::codegen::CodeMemory;

namespace {

// The permissions of the mapping holding `p`, from /proc/self/maps ("r-xp").
std::string permissions(const void* p) {
  std::ifstream maps("/proc/self/maps");
  std::string line;
  auto addr = reinterpret_cast<std::uintptr_t>(p);
  while (std::getline(maps, line)) {
    std::istringstream is(line);
    std::string range, perms;
    is >> range >> perms;
    auto dash = range.find('-');
    std::uintptr_t lo = std::stoull(range.substr(0, dash), nullptr, 16);
    std::uintptr_t hi = std::stoull(range.substr(dash + 1), nullptr, 16);
    if (addr >= lo && addr < hi) return perms;
  }
  return "";
}

}  // namespace

TEST_CASE("code memory runs its code and is read-execute only", "[codegen][memory]") {
  const std::uint8_t code[] = {0xb8, 42, 0, 0, 0, 0xc3};  // mov eax, 42; ret
  CodeMemory m(code);
  CHECK(m.size() == sizeof code);
  CHECK(m.mapped() % 4096 == 0);
  auto f = reinterpret_cast<int (*)()>(const_cast<std::uint8_t*>(m.data()));
  CHECK(f() == 42);
  CHECK(permissions(m.data()) == "r-xp");

  CodeMemory moved = std::move(m);
  CHECK(m.data() == nullptr);
  CHECK(reinterpret_cast<int (*)()>(const_cast<std::uint8_t*>(moved.data()))() == 42);
}
