// The `main` of an executable written by `rhz compile`: the program's
// compiled code and its NativeImage come from the assembly file rhz wrote
// (codegen/aot_assembly.h); everything else is the runtime library.
#include "codegen/native_image.h"
#include "runtime/big_stack.h"
#include "runtime/environment.h"
#include "runtime/heap.h"
#include "runtime/native_run.h"

extern "C" const rhz::codegen::NativeImage rhz_native_image;

int main(int argc, char** argv) {
  // The collector starts on the main thread; the program runs on a thread
  // with a large stack (registered below), as under `rhz run`.
  rhz::rt::heap_init();
  rhz::rt::set_program_arguments({argv + (argc > 0 ? 1 : 0), argv + argc});
  return rhz::rt::run_with_big_stack([] {
    rhz::rt::HeapThread heap_thread;
    return rhz::rt::run_native_program(rhz_native_image);
  });
}
