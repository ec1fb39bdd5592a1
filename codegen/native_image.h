// A compiled program as the runtime loads it: every method's entry point and
// MethodData, and the names and literals its code refers to by number. The
// AOT writer (codegen/aot_assembly.h) lays one out as assembler data in the
// executable under the symbol `rhz_native_image`; the runtime's native
// runner (runtime/native_run.h) starts the program from it.
//
// Every field is eight bytes (a pointer or a std::uint64_t) so the writer
// emits each one as a `.quad` with no padding to get wrong; the
// static_asserts below hold the layout to that.
#pragma once

#include <cstdint>

#include "codegen/abi.h"

namespace rhz::codegen {

// Bytes that may contain NUL (string literals can).
struct ImageString {
  const char* bytes;
  std::uint64_t size;
};

struct ImageMethod {
  ImageString name;          // "<main>" or the method name
  std::uint64_t def_line;    // where argument errors are reported
  std::uint64_t num_params;  // required + optional
  std::uint64_t required;
  NativeMethod entry;
  MethodData* data;
  std::uint64_t flags;        // kImageBlock, kImageBuiltin, kImageSingleton, kImageClassMember (ir::MethodInfo)
  std::uint64_t owner;        // builtin: ir::SymbolId of the class's name
  std::uint64_t num_aliases;  // builtin: further names, as ir::SymbolIds
  const std::uint64_t* aliases;
  std::uint64_t file;         // ir::SymbolId of the file's name (ir::MethodInfo::file)
};

inline constexpr std::uint64_t kImageBlock = 1;
inline constexpr std::uint64_t kImageBuiltin = 2;
inline constexpr std::uint64_t kImageSingleton = 4;
inline constexpr std::uint64_t kImageClassMember = 8;  // owner is the program's class it belongs to
inline constexpr std::uint64_t kImageFileTop = 16;     // a required file's top level (ir::MethodInfo::file_top)
inline constexpr std::uint64_t kImageProtectedBody = 32;  // a begin's protected part (ir::MethodInfo::protected_body)
inline constexpr std::uint64_t kImageRest = 64;           // the last parameter is `*rest` (ir::MethodInfo::rest)
inline constexpr std::uint64_t kImageLambda = 128;        // a lambda's block (ir::MethodInfo::is_lambda)

struct NativeImage {
  std::uint64_t version;      // kNativeImageVersion
  ImageString file_name;      // as backtraces name it ("prog.rb")
  std::uint64_t num_methods;  // methods[0] is <main>; DefineMethod operands index them
  const ImageMethod* methods;
  std::uint64_t num_symbols;  // ir::SymbolId -> name: send-site names, constant names
  const ImageString* symbols;
  std::uint64_t num_literals;  // NewString operands
  const ImageString* literals;
};

inline constexpr std::uint64_t kNativeImageVersion = 5;

static_assert(sizeof(ImageString) == 2 * 8);
static_assert(sizeof(ImageMethod) == 12 * 8);
static_assert(sizeof(NativeImage) == 9 * 8);

}  // namespace rhz::codegen
