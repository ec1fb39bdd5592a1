// Standard output for Ruby programs: one process-wide buffer written with
// write(2) when full, at exit, and before anything is written to stderr (so a
// program's output and its error report appear in order on a terminal).
#pragma once

#include <string_view>

namespace rhz::rt {

void out_write(std::string_view bytes);
void out_putc(char c);
void out_flush();

}  // namespace rhz::rt
