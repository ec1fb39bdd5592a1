#include "runtime/shape.h"

namespace rhz::rt {

std::int32_t Shape::slot(Sym ivar) const {
  // Objects have few ivars; a scan of a short vector beats hashing.
  for (std::size_t i = 0; i < ivars.size(); ++i) {
    if (ivars[i] == ivar) return static_cast<std::int32_t>(i);
  }
  return -1;
}

const Shape* const g_root_shape = new Shape{};

const Shape* shape_with(const Shape* shape, Sym ivar) {
  auto [it, fresh] = shape->children.try_emplace(ivar, nullptr);
  if (fresh) {
    auto* child = new Shape{};
    child->parent = shape;
    child->ivars = shape->ivars;
    child->ivars.push_back(ivar);
    it->second = child;
  }
  return it->second;
}

const Shape* frozen_shape(const Shape* shape) {
  if (shape->frozen) return shape;
  if (!shape->twin) {
    auto* twin = new Shape{};
    twin->parent = shape->parent;
    twin->ivars = shape->ivars;
    twin->frozen = true;
    twin->twin = shape;
    shape->twin = twin;
  }
  return shape->twin;
}

const Shape* thawed_shape(const Shape* shape) { return shape->frozen ? shape->twin : shape; }

}  // namespace rhz::rt
