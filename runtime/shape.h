// Shapes: how an object lays out its instance variables.
//
// Every object points to a shape, a shared, immutable map from ivar name to
// slot. Shapes form a tree rooted at the empty shape: an object that gains
// an ivar moves to the child of its shape for that name, made once and
// shared by every object that gains the same ivars in the same order (as in
// V8's hidden classes, SELF's maps and CRuby 3.2's object shapes). So two
// objects with the same shape keep each ivar in the same slot, and an ivar
// access is a shape compare and a load: tier 1's inline caches, compiled
// code and executors remember (shape, slot) per access site.
//
// Shapes live for the whole run (never collected), so caches and machine
// code may embed their addresses.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "runtime/symbol.h"

namespace rhz::rt {

struct Shape {
  const Shape* parent = nullptr;
  std::vector<Sym> ivars;  // slot i holds ivars[i]; the last one is what this shape added
  mutable std::unordered_map<Sym, const Shape*> children;
  // A frozen object's shape is the frozen twin of the one it had: the same
  // slots, but no cache that writes holds it, so every ivar write to a
  // frozen object misses and reaches ivar_set, which raises. Reads hit as
  // with any shape.
  bool frozen = false;
  mutable const Shape* twin = nullptr;  // the frozen twin, or (of a frozen shape) the thawed one

  std::uint32_t count() const { return static_cast<std::uint32_t>(ivars.size()); }
  // The slot of `ivar`, or -1 when objects of this shape do not have it.
  std::int32_t slot(Sym ivar) const;
};

// The shape of an object without ivars.
extern const Shape* const g_root_shape;
inline const Shape* root_shape() { return g_root_shape; }
// `shape` with `ivar` added in the next slot (ivar must be absent; shape
// not frozen).
const Shape* shape_with(const Shape* shape, Sym ivar);
// The frozen twin of a shape (itself when frozen), and the thawed one of a
// frozen shape (itself when not frozen): what freeze and dup give.
const Shape* frozen_shape(const Shape* shape);
const Shape* thawed_shape(const Shape* shape);

}  // namespace rhz::rt
