// The conditions of fixnum comparisons as x86 condition codes: signed
// comparisons of tagged words, which order as the fixnums they tag.
#pragma once

#include <xbyak/xbyak.h>

#include "codegen/machine.h"

namespace rhz::codegen {

inline Cond negate(Cond c) {
  switch (c) {
    case Cond::Lt: return Cond::Ge;
    case Cond::Le: return Cond::Gt;
    case Cond::Gt: return Cond::Le;
    case Cond::Ge: return Cond::Lt;
    case Cond::Eq: return Cond::Ne;
    case Cond::Ne: return Cond::Eq;
  }
  return c;
}

// jcc to `to` after a `cmp`.
inline void jump_if(Xbyak::CodeGenerator& code, Cond c, const Xbyak::Label& to) {
  switch (c) {
    case Cond::Lt: code.jl(to); break;
    case Cond::Le: code.jle(to); break;
    case Cond::Gt: code.jg(to); break;
    case Cond::Ge: code.jge(to); break;
    case Cond::Eq: code.je(to); break;
    case Cond::Ne: code.jne(to); break;
  }
}

// cmovcc dst, src after a `cmp`.
inline void move_if(Xbyak::CodeGenerator& code, Cond c, const Xbyak::Reg64& dst, const Xbyak::Reg64& src) {
  switch (c) {
    case Cond::Lt: code.cmovl(dst, src); break;
    case Cond::Le: code.cmovle(dst, src); break;
    case Cond::Gt: code.cmovg(dst, src); break;
    case Cond::Ge: code.cmovge(dst, src); break;
    case Cond::Eq: code.cmove(dst, src); break;
    case Cond::Ne: code.cmovne(dst, src); break;
  }
}

}  // namespace rhz::codegen
