// Standard output: one process-wide 64 KiB buffer, written with write(2)
// when full and on out_flush (the driver flushes at exit and before anything
// goes to stderr).
//
// Invariants: g_used <= kBufferSize; once a write fails with EPIPE (the
// reader went away) the process stops writing and drops output, as there is
// nobody left to read it and the program's exit status must not change. Any
// other write error is dropped the same way: stdout has nowhere to report to.
#include "runtime/output.h"

#include <cerrno>
#include <cstddef>
#include <cstring>

#include <unistd.h>

#include "runtime/output_sink.h"

namespace rhz::rt {

namespace {

constexpr std::size_t kBufferSize = 64 * 1024;

char g_buffer[kBufferSize];
std::size_t g_used = 0;
bool g_closed = false;            // a write failed: drop all further output
std::string* g_sink = nullptr;    // tests capture output here

void write_all(const char* p, std::size_t n) {
  if (g_sink) {
    g_sink->append(p, n);
    return;
  }
  while (n > 0 && !g_closed) {
    ssize_t w = ::write(STDOUT_FILENO, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      g_closed = true;
      return;
    }
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

}  // namespace

void out_flush() {
  if (g_used == 0) return;
  write_all(g_buffer, g_used);
  g_used = 0;
}

void out_write(std::string_view bytes) {
  if (bytes.empty()) return;  // an empty view may carry a null pointer
  if (bytes.size() > kBufferSize - g_used) {
    out_flush();
    // A block at least as large as the buffer gains nothing from copying.
    if (bytes.size() >= kBufferSize) {
      write_all(bytes.data(), bytes.size());
      return;
    }
  }
  std::memcpy(g_buffer + g_used, bytes.data(), bytes.size());
  g_used += bytes.size();
}

void out_putc(char c) {
  if (g_used == kBufferSize) out_flush();
  g_buffer[g_used++] = c;
}

void set_output_sink(std::string* sink) {
  out_flush();
  g_sink = sink;
}

}  // namespace rhz::rt
