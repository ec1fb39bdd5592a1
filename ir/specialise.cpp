// Specialisation of a superblock into a graph (see ir/specialise.h): the
// Specialiser of ir/specialiser.h.
#include "ir/specialise.h"

#include "ir/specialiser.h"

namespace rhz::ir {

SpecialisedGraph specialise(const Superblock& sb, const SpecialiseOptions& options) {
  return detail::Specialiser(sb, options).run();
}

}  // namespace rhz::ir
