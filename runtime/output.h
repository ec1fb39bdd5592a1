// Standard output for Ruby programs: one process-wide buffer written with
// write(2) when full, at exit, and before anything is written to stderr (so a
// program's output and its error report appear in order on a terminal).
#pragma once

#include <cstdint>
#include <string_view>

namespace rhz::rt {

void out_write(std::string_view bytes);
void out_putc(char c);
void out_flush();

// The two streams a program writes to: STDOUT (the buffer above) and STDERR
// (written at once, after what stdout holds, so the two keep their order).
enum class Stream : std::uint8_t { Out, Err };
void stream_write(Stream stream, std::string_view bytes);

}  // namespace rhz::rt
