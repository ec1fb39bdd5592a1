// A hash set of prefix bitsets, numbering each set it holds.
//
// The searches store millions of sets; a set is a fixed number of 64-bit
// words, so keys live back to back in one array (index i at i * words) and
// the open-addressing slots hold only (hash tag, index). Keys are compared in
// full: a hash collision can never make the exact solver claim a proof it
// does not have.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace rhz::sched {

class StateTable {
 public:
  static constexpr std::uint32_t kAbsent = ~std::uint32_t{0};

  explicit StateTable(std::size_t words) : words_(words) {}

  std::size_t size() const { return count_; }
  std::size_t bytes() const { return (keys_.capacity() + hashes_.capacity()) * 8 + slots_.capacity() * sizeof(Slot); }
  std::uint32_t find(std::span<const std::uint64_t> key, std::uint64_t hash) const;
  // Adds a key that is not present; returns its index (0, 1, 2, ...).
  std::uint32_t insert(std::span<const std::uint64_t> key, std::uint64_t hash);
  std::span<const std::uint64_t> key(std::uint32_t index) const { return {keys_.data() + index * words_, words_}; }
  void clear();

 private:
  // 8 bytes, so that a probe touches one cache line: the high half of the
  // hash (0 marks an empty slot; stored tags are forced odd) and the index.
  struct Slot {
    std::uint32_t tag = 0;
    std::uint32_t index = 0;
  };
  void grow();

  std::size_t words_;
  std::size_t count_ = 0;
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint64_t> hashes_;  // by index, to rehash on growth
  std::vector<Slot> slots_;
};

}  // namespace rhz::sched
