// Shapes and objects: transitions are shared by objects that gain the same
// ivars in the same order, an ivar keeps its slot, objects grow past the
// room they were made with, and attribute methods read and write ivars.
#include "runtime/class_objects.h"
#include "runtime/shape.h"
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

RClass* user_class(const char* name) {
  RClass* cls = new_class(name, c_Object);
  cls->user = true;
  return cls;
}

RObject* object_of(Value v) { return static_cast<RObject*>(as_object(v)); }

}  // namespace

TEST_CASE("shapes: one transition per ivar, shared by every object", "[runtime][shape]") {
  const Sym a = intern("@a"), b = intern("@b");
  const Shape* sa = shape_with(root_shape(), a);
  CHECK(shape_with(root_shape(), a) == sa);  // made once
  const Shape* sab = shape_with(sa, b);
  const Shape* sb = shape_with(root_shape(), b);
  const Shape* sba = shape_with(sb, a);
  CHECK(sab != sba);  // the order of gaining ivars decides the layout
  CHECK(sab->count() == 2);
  CHECK(sab->slot(a) == 0);
  CHECK(sab->slot(b) == 1);
  CHECK(sba->slot(a) == 1);
  CHECK(sab->slot(intern("@c")) == -1);
  CHECK(sab->parent == sa);
}

TEST_CASE("shapes: objects gaining ivars in the same order share shapes", "[runtime][shape]") {
  RClass* cls = user_class("ShapeTestPoint");
  const Sym x = intern("@x"), y = intern("@y");
  Value p = object_new(cls), q = object_new(cls), r = object_new(cls);
  ivar_set(object_of(p), x, int_v(1));
  ivar_set(object_of(p), y, int_v(2));
  ivar_set(object_of(q), x, int_v(3));
  ivar_set(object_of(q), y, int_v(4));
  ivar_set(object_of(r), y, int_v(5));
  ivar_set(object_of(r), x, int_v(6));
  CHECK(object_of(p)->shape == object_of(q)->shape);
  CHECK(object_of(p)->shape != object_of(r)->shape);
  CHECK(ivar_get(object_of(q), y) == int_v(4));
  CHECK(ivar_get(object_of(r), x) == int_v(6));
  CHECK(ivar_get(object_of(r), intern("@z")) == kNil);  // unset: nil
  // Reassigning keeps the shape.
  const Shape* before = object_of(p)->shape;
  ivar_set(object_of(p), x, int_v(10));
  CHECK(object_of(p)->shape == before);
  CHECK(ivar_get(object_of(p), x) == int_v(10));
  // Later objects of the class are made with room for both ivars.
  CHECK(cls->ivar_hint == 2);
  CHECK(object_of(object_new(cls))->capa == 2);
}

TEST_CASE("shapes: an object outgrows the room it was made with", "[runtime][shape]") {
  RClass* cls = user_class("ShapeTestBag");
  Value bag = object_new(cls);
  CHECK(object_of(bag)->capa == 0);
  for (int i = 0; i < 40; ++i) ivar_set(object_of(bag), intern("@v" + std::to_string(i)), int_v(i));
  CHECK(object_of(bag)->shape->count() == 40);
  CHECK(object_of(bag)->capa >= 40);
  for (int i = 0; i < 40; ++i) CHECK(ivar_get(object_of(bag), intern("@v" + std::to_string(i))) == int_v(i));
}

TEST_CASE("shapes: attribute methods read and write ivars through their shape", "[runtime][shape]") {
  RClass* cls = user_class("ShapeTestAttr");
  call(from_object(cls), "attr_accessor", {symbol_value(intern("size"))});
  const MethodEntry* reader = find_method(cls, intern("size"));
  const MethodEntry* writer = find_method(cls, intern("size="));
  REQUIRE(reader);
  REQUIRE(writer);
  CHECK(reader->attr == Attr::Reader);
  CHECK(writer->attr == Attr::Writer);
  Value obj = object_new(cls);
  CHECK(attr_call(reader, obj, nullptr) == kNil);
  Value seven = int_v(7);
  CHECK(attr_call(writer, obj, &seven) == seven);
  CHECK(attr_call(reader, obj, nullptr) == seven);
  CHECK(object_of(obj)->shape->slot(intern("@size")) == 0);
}

}  // namespace rhz::rt::test
