#include "ir/program.h"

namespace rhz::ir {

Program::Program() {
  MethodInfo main;
  main.name = symbols.intern("<main>");
  main.self_on_heap = true;
  add_method(std::move(main));
}

std::uint32_t Program::add_method(MethodInfo info) {
  methods.push_back(Method{std::move(info), Graph()});
  return static_cast<std::uint32_t>(methods.size() - 1);
}

std::uint32_t Program::add_string(std::string bytes) {
  strings.push_back(std::move(bytes));
  return static_cast<std::uint32_t>(strings.size() - 1);
}

}  // namespace rhz::ir
