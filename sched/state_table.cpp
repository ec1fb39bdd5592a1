// Open-addressing set of bitsets (see state_table.h).
#include "sched/state_table.h"

#include <algorithm>

namespace rhz::sched {

namespace {

std::uint32_t tag_of(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> 32) | 1; }

}  // namespace

std::uint32_t StateTable::find(std::span<const std::uint64_t> key, std::uint64_t hash) const {
  if (slots_.empty()) return kAbsent;
  const std::uint32_t tag = tag_of(hash);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t s = hash & mask; slots_[s].tag != 0; s = (s + 1) & mask)
    if (slots_[s].tag == tag && std::equal(key.begin(), key.end(), keys_.begin() + slots_[s].index * words_))
      return slots_[s].index;
  return kAbsent;
}

void StateTable::grow() {
  // Slots keep only half the hash: rehash from the keys.
  slots_.assign(slots_.empty() ? 1024 : slots_.size() * 2, Slot{});
  const std::size_t mask = slots_.size() - 1;
  for (std::uint32_t i = 0; i < count_; ++i) {
    std::size_t s = hashes_[i] & mask;
    while (slots_[s].tag != 0) s = (s + 1) & mask;
    slots_[s] = Slot{tag_of(hashes_[i]), i};
  }
}

std::uint32_t StateTable::insert(std::span<const std::uint64_t> key, std::uint64_t hash) {
  if ((count_ + 1) * 2 > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  std::size_t s = hash & mask;
  while (slots_[s].tag != 0) s = (s + 1) & mask;
  const auto index = static_cast<std::uint32_t>(count_++);
  slots_[s] = Slot{tag_of(hash), index};
  keys_.insert(keys_.end(), key.begin(), key.end());
  hashes_.push_back(hash);
  return index;
}

void StateTable::clear() {
  count_ = 0;
  keys_.clear();
  hashes_.clear();
  slots_.clear();
}

}  // namespace rhz::sched
