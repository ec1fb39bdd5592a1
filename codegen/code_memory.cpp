// W^X code pages through mmap/mprotect.
#include "codegen/code_memory.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>
#include <utility>

namespace rhz::codegen {

CodeMemory::CodeMemory(std::span<const std::uint8_t> code) {
  std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  std::size_t mapped = (code.size() + page - 1) / page * page;
  if (mapped == 0) mapped = page;
  void* p = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::system_error(errno, std::generic_category(), "mmap of code memory");
  if (!code.empty()) std::memcpy(p, code.data(), code.size());
  // Sealing drops PROT_WRITE in the same call that adds PROT_EXEC.
  if (mprotect(p, mapped, PROT_READ | PROT_EXEC) != 0) {
    int e = errno;
    munmap(p, mapped);
    throw std::system_error(e, std::generic_category(), "mprotect of code memory");
  }
  base_ = p;
  size_ = code.size();
  mapped_ = mapped;
}

CodeMemory::~CodeMemory() { release(); }

CodeMemory::CodeMemory(CodeMemory&& other) noexcept
    : base_(std::exchange(other.base_, nullptr)),
      size_(std::exchange(other.size_, 0)),
      mapped_(std::exchange(other.mapped_, 0)) {}

CodeMemory& CodeMemory::operator=(CodeMemory&& other) noexcept {
  if (this != &other) {
    release();
    base_ = std::exchange(other.base_, nullptr);
    size_ = std::exchange(other.size_, 0);
    mapped_ = std::exchange(other.mapped_, 0);
  }
  return *this;
}

void CodeMemory::release() {
  if (base_) munmap(base_, mapped_);
  base_ = nullptr;
  size_ = mapped_ = 0;
}

}  // namespace rhz::codegen
