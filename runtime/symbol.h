// Runtime symbols: interned method and constant names as dense ids, shared by
// every class's method table and every inline cache. One table per process
// (a running program has one namespace of names); symbols are never freed.
#pragma once

#include <cstdint>
#include <string_view>

namespace rhz::rt {

enum class Sym : std::uint32_t {};

Sym intern(std::string_view name);
std::string_view sym_name(Sym s);

}  // namespace rhz::rt
