// Executable memory under W^X: pages are mapped read-write, the code is copied
// in, and the pages become read-execute before anyone may run them. A page is
// never writable and executable at once. The mapping is released on
// destruction.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace rhz::codegen {

class CodeMemory {
 public:
  CodeMemory() = default;
  // Maps enough pages for `code`, copies it and seals the pages read-execute.
  // Throws std::system_error if the system refuses.
  explicit CodeMemory(std::span<const std::uint8_t> code);
  ~CodeMemory();
  CodeMemory(CodeMemory&& other) noexcept;
  CodeMemory& operator=(CodeMemory&& other) noexcept;
  CodeMemory(const CodeMemory&) = delete;
  CodeMemory& operator=(const CodeMemory&) = delete;

  const std::uint8_t* data() const { return static_cast<const std::uint8_t*>(base_); }
  std::size_t size() const { return size_; }         // bytes of code
  std::size_t mapped() const { return mapped_; }     // bytes mapped (whole pages)
  std::span<const std::uint8_t> bytes() const { return {data(), size_}; }

 private:
  void release();

  void* base_ = nullptr;
  std::size_t size_ = 0;
  std::size_t mapped_ = 0;
};

}  // namespace rhz::codegen
