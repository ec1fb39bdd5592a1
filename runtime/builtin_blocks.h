// A block given to a built-in method.
//
// rhz's built-ins written in C++ take no block (those that need one are the
// prelude's Ruby). Where CRuby's method of the same name ignores a block
// (`puts(1) { }`), so does rhz; where CRuby's would call it (`index { |x| }`,
// `fetch(k) { }`, `Foo.new { }` passing it to initialize), running without
// it would print something CRuby does not, so rhz names its limitation
// instead: NotImplementedError, "Array#index with a block is not supported
// by rhz yet".
#pragma once

#include "runtime/classes.h"

namespace rhz::rt {

// Raises that error if CRuby's method `me` would use a block; returns
// otherwise.
void check_block_for_builtin(const MethodEntry* me);

}  // namespace rhz::rt
