// Compiled mode: runs a program that the x86-64 back end compiled ahead of
// time (`rhz compile`), described by a codegen::NativeImage. The runtime
// supplies what the code calls (codegen/abi.h's RuntimeAbi): generic sends
// through inline caches, the direct-call caches of compiled methods,
// allocation of strings and arrays, method definitions, constants, and the
// reports of errors with backtraces read from the compiled frames.
#pragma once

#include "codegen/native_image.h"

namespace rhz::rt {

// Runs <main> on the calling thread (registered with the heap, after
// heap_init) to its end. Returns 0; a Ruby exception is reported on stderr
// as CRuby reports it and ends the process with status 1 (compiled frames
// cannot be unwound, see codegen/abi.h). Standard output is flushed.
int run_native_program(const codegen::NativeImage& image);

}  // namespace rhz::rt
