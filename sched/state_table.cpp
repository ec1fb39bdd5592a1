// Open-addressing set of bitsets (see state_table.h).
#include "sched/state_table.h"

#include <algorithm>

namespace rhz::sched {

std::uint32_t StateTable::find(std::span<const std::uint64_t> key, std::uint64_t hash) const {
  if (slots_.empty()) return kAbsent;
  hash |= 1;
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t s = hash & mask; slots_[s].hash != 0; s = (s + 1) & mask)
    if (slots_[s].hash == hash && std::equal(key.begin(), key.end(), keys_.begin() + slots_[s].index * words_))
      return slots_[s].index;
  return kAbsent;
}

void StateTable::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.hash == 0) continue;
    std::size_t s = slot.hash & mask;
    while (slots_[s].hash != 0) s = (s + 1) & mask;
    slots_[s] = slot;
  }
}

std::uint32_t StateTable::insert(std::span<const std::uint64_t> key, std::uint64_t hash) {
  if ((count_ + 1) * 2 > slots_.size()) grow();
  hash |= 1;
  const std::size_t mask = slots_.size() - 1;
  std::size_t s = hash & mask;
  while (slots_[s].hash != 0) s = (s + 1) & mask;
  const auto index = static_cast<std::uint32_t>(count_++);
  slots_[s] = Slot{hash, index};
  keys_.insert(keys_.end(), key.begin(), key.end());
  return index;
}

void StateTable::clear() {
  count_ = 0;
  keys_.clear();
  slots_.clear();
}

}  // namespace rhz::sched
