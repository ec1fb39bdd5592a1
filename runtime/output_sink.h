// A seam for tests of the output methods: while a sink is set, every flush
// of the standard-output buffer appends to it instead of writing to fd 1, so
// puts/print/p can be checked byte for byte without forking.
#pragma once

#include <string>

namespace rhz::rt {

// Flushes what is buffered so far to the current destination, then sends
// later output to *sink (null: back to fd 1).
void set_output_sink(std::string* sink);

}  // namespace rhz::rt
