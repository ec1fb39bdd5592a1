// Program: the graphs of all methods of one compilation, <main> included,
// with the symbol table and the string literal pool they refer to.
//
// Invariants:
// - methods[0] is <main>; a DefineMethod payload indexes methods.
// - methods is a deque: adding a method (as a builder does when it meets a
//   `def` while building another graph) never moves the others.
// - A NewString payload indexes strings; literals are stored as raw bytes.
// - A MakeBlock payload indexes methods too (the block's graph).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "ir/symbols.h"

namespace rhz::ir {

struct MethodInfo {
  SymbolId name{};
  std::vector<SymbolId> params;  // required first, then optional
  std::uint32_t required = 0;
  std::uint32_t optional = 0;
  std::uint32_t line = 0;  // the line of the `def` (where argument errors are reported)
  // A block's graph: its parameters are all optional (a yield passes any
  // number of values); `name` reads "block in foo".
  bool is_block = false;
  // A lambda's block (with is_block): its parameters are counted as a
  // method's, which every call checks as a send does, and its `return` and
  // `break` return from it.
  bool is_lambda = false;
  // A begin's protected part (a block run by __try): its frames stand for
  // the scope around it, whose frame at the __try is not reported.
  bool protected_body = false;
  // The last parameter is `*rest`: the arguments beyond the others, as an
  // Array (params lists it after the optional ones; neither count has it).
  bool rest = false;
  // A method of the core library written in Ruby (the prelude): defined on
  // class `owner` (its singleton when `singleton`) before the program
  // starts, also under the names in `aliases`; its frames report the line
  // of the Ruby code that called it, as CRuby reports its C methods. A
  // block in a prelude method is builtin too (reported the same way), with
  // no owner.
  bool builtin = false;
  SymbolId owner{};  // the class's name (when builtin or class_member)
  bool singleton = false;
  // `def target.name`: one object's own method, defined where the def
  // stands by __define_singleton_method(target, this method's index).
  bool own_method = false;
  // self is always a heap object when it runs, never nil, true, false or
  // a number: <main> and required files (main), class bodies, top-level
  // defs (private on Object, so called on self only) and methods of the
  // program's classes. Not a module's methods (a top-level `include` puts
  // them on every object), an object's own method (nil's may be), blocks
  // or the prelude's. Compiled code then skips the immediate test on its
  // sends to self.
  bool self_on_heap = false;
  std::vector<SymbolId> aliases;
  // A method the program defines in the body of class `owner`, or that
  // class body itself (class_body, named "<class:Name>"): a method of the
  // class, whose `super` starts at its superclass.
  bool class_member = false;
  bool class_body = false;
  // The file the method is written in (an index of Program::files), and
  // whether it is that file's top level: a file `require_relative` loads,
  // run once with main as self, named by its path as a private method of
  // Object and reported as `<top (required)>`.
  std::uint32_t file = 0;
  bool file_top = false;
};

struct Method {
  MethodInfo info;
  Graph graph;
};

struct Program {
  Program();

  // Adds a method with an empty graph (just Start) and returns its index.
  std::uint32_t add_method(MethodInfo info);
  std::uint32_t add_string(std::string bytes);
  Method& main() { return methods.front(); }

  SymbolTable symbols;
  // The program's files as backtraces name them: files[0] is the main
  // file, as it was given; required files by their absolute paths.
  std::vector<SymbolId> files;
  std::vector<std::string> strings;
  std::deque<Method> methods;
};

}  // namespace rhz::ir
