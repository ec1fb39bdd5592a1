// Standard output: one process-wide 64 KiB buffer, written with write(2)
// when full and on out_flush (the driver flushes at exit and before anything
// goes to stderr). A program's own writes to stderr are not buffered.
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

// Writes everything unless the descriptor fails (closed says it has).
void write_fd(int fd, const char* p, std::size_t n, bool& closed) {
  while (n > 0 && !closed) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      closed = true;
      return;
    }
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

void write_all(const char* p, std::size_t n) {
  if (g_sink) {
    g_sink->append(p, n);
    return;
  }
  write_fd(STDOUT_FILENO, p, n, g_closed);
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

void stream_write(Stream stream, std::string_view bytes) {
  if (stream == Stream::Out) return out_write(bytes);
  static bool err_closed = false;
  out_flush();
  write_fd(STDERR_FILENO, bytes.data(), bytes.size(), err_closed);
}

void set_output_sink(std::string* sink) {
  out_flush();
  g_sink = sink;
}

}  // namespace rhz::rt
