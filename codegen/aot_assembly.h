// The AOT writer: a compiled program as GNU assembler source, which
// `rhz compile -o` assembles and links with the runtime into an executable.
//
// The file holds every method's code as bytes, exactly as compile_method
// emitted it, except the literal pool's addresses (CompiledMethod::
// pool_addresses), which become relocations against the method's MethodData
// and SendSites in .data; then the NativeImage (codegen/native_image.h) under
// the global symbol `rhz_native_image`, with the names and literals the code
// refers to by number. Every other symbol is local (rhz_method_<k>,
// rhz_data_<k>, rhz_sites_<k>, ...), so nothing collides with the runtime.
//
// The code stays where xbyak put it, so the pool's absolute addresses are
// relocations in .text: the executable must be linked without PIE (a PIE
// link would need text relocations). The link recipe says -no-pie.
//
// The text is deterministic: no address of the compiling process appears in
// it, and the same program gives the same file byte for byte.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "codegen/compile.h"
#include "ir/program.h"

namespace rhz::codegen {

// `methods[k]` is method k of `program`, compiled. `file_name` is the name
// backtraces give the program ("prog.rb"). Throws std::logic_error if the
// methods do not match the program or a pool word that holds an address is
// not listed in pool_addresses (the executable would hold a pointer into
// this process).
std::string write_assembly(const ir::Program& program, std::string_view file_name,
                           std::span<const CompiledMethod> methods);

}  // namespace rhz::codegen
