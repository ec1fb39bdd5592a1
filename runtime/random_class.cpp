// The Random class: Random.new(seed) and its rand, seed, ==; Random.rand,
// Random.srand and Random.seed on the generator Kernel#rand uses, and
// Random.new_seed. The
// numbers are CRuby's (runtime/mersenne_twister.h).
//
// Random is a class a program may reopen (AWFY's som.rb defines its own
// Random with an initialize and a next): its objects are ordinary objects
// with instance variables, so the program's methods and ivars work on them
// as on its own classes' (RClass::user). The generator and the seed live in
// the ivars `mt` and `seed`, names without `@` that no program can reach.
// An object whose initialize (the program's) never seeded it gets a fresh
// seed on its first draw, as CRuby seeds an uninitialised one.
#include <new>
#include <string>

#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/equal.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/heap.h"
#include "runtime/mersenne_twister.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

RClass* c_Random = nullptr;

// The generator's block: plain data, allocated unscanned.
struct RRandomState : RBasic {
  MersenneTwister mt;
};

RClass* state_class() {
  static RClass* const cls = new_class("Random::MT", nullptr);
  return cls;
}

Sym mt_ivar() {
  static const Sym mt = intern("mt");
  return mt;
}

Sym seed_ivar() {
  static const Sym seed = intern("seed");
  return seed;
}

RObject* as_robject(Value v) { return static_cast<RObject*>(as_object(v)); }

void seed_object(Value self, Value seed) {
  auto* state = static_cast<RRandomState*>(alloc_atomic(sizeof(RRandomState)));
  state->klass = state_class();
  new (&state->mt) MersenneTwister();
  seed_generator(state->mt, seed);
  ivar_set(as_robject(self), mt_ivar(), from_object(state));
  ivar_set(as_robject(self), seed_ivar(), seed);
}

MersenneTwister& generator_of(Value self) {
  Value state = ivar_get(as_robject(self), mt_ivar());
  if (!is_heap(state) || as_object(state)->klass != state_class()) {
    seed_object(self, new_seed());
    state = ivar_get(as_robject(self), mt_ivar());
  }
  return static_cast<RRandomState*>(as_object(state))->mt;
}

Value random_initialize(Value self, const Value* argv, std::uint32_t argc) {
  seed_object(self, argc ? random_to_int(argv[0]) : new_seed());
  return kNil;
}

Value random_rand_method(Value self, const Value* argv, std::uint32_t argc) {
  MersenneTwister& mt = generator_of(self);
  return argc ? random_rand(mt, argv[0]) : float_new(mt.real());
}

Value random_seed_method(Value self, const Value*, std::uint32_t) {
  generator_of(self);
  return ivar_get(as_robject(self), seed_ivar());
}

// CRuby's Random#inspect is Object's, without the ivars, which are no
// program's here.
Value random_inspect(Value self, const Value*, std::uint32_t) {
  std::string s;
  append_default_to_s(s, self);
  return str_new(s);
}

// Two generators of the same class in the same state, from the same seed.
Value random_eq(Value self, const Value* argv, std::uint32_t) {
  const Value other = argv[0];
  if (!is_heap(other) || class_of(other) != class_of(self)) return kFalse;
  return to_bool(generator_of(self) == generator_of(other) &&
                 values_equal(ivar_get(as_robject(self), seed_ivar()), ivar_get(as_robject(other), seed_ivar())));
}

Value random_s_rand(Value, const Value* argv, std::uint32_t argc) {
  MersenneTwister& mt = default_generator();
  return argc ? random_rand(mt, argv[0]) : float_new(mt.real());
}

Value random_s_seed(Value, const Value*, std::uint32_t) { return random_default_seed(); }
Value random_s_new_seed(Value, const Value*, std::uint32_t) { return new_seed(); }

}  // namespace

Value random_class_value() { return from_object(c_Random); }

void init_random_class(Value (*srand)(Value, const Value*, std::uint32_t)) {
  c_Random = new_class("Random", c_Object);
  c_Random->klass = new_metaclass(c_Random);
  c_Random->user = true;
  define_native(c_Random, "initialize", random_initialize, 0, 1, true);
  define_native(c_Random, "rand", random_rand_method, 0, 1);
  define_native(c_Random, "seed", random_seed_method, 0, 0);
  define_native(c_Random, "==", random_eq, 1, 1);
  define_native(c_Random, "inspect", random_inspect, 0, 0);
  define_native(c_Random, "to_s", random_inspect, 0, 0);
  define_native(c_Random->klass, "rand", random_s_rand, 0, 1);
  define_native(c_Random->klass, "srand", srand, 0, 1);
  define_native(c_Random->klass, "seed", random_s_seed, 0, 0);
  define_native(c_Random->klass, "new_seed", random_s_new_seed, 0, 0);
}

}  // namespace rhz::rt
