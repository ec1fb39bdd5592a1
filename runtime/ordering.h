// The four orderings as predicates on a three-way comparison's sign, for
// the natives of < <= > >= that classes define on top of their <=>
// (Integer, Symbol).
#pragma once

namespace rhz::rt::ordering {

inline bool lt(int c) { return c < 0; }
inline bool le(int c) { return c <= 0; }
inline bool gt(int c) { return c > 0; }
inline bool ge(int c) { return c >= 0; }

}  // namespace rhz::rt::ordering
