// The files a program loads with `require_relative`, found and parsed ahead
// of time so that every later phase sees the whole program.
//
// A name written as a string literal is resolved against the directory of
// the file that requires it, as CRuby does, and that file is parsed (once,
// however many files require it). A name computed at run time cannot be
// known here: every `.rb` file in the requiring file's directory (or in the
// directory a literal first part of the name gives, `"lib/#{x}"`) is parsed
// as a candidate instead, and one that does not compile is left out rather
// than reported (the program may never load it; the runtime names it if it
// does).
//
// Every `require_relative(name)` gets the requiring file's directory as a
// last argument, a string literal: the runtime
// resolves the name as CRuby does and runs the file's top level once
// (runtime/require.cpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "frontend/diagnostics.h"
#include "frontend/source.h"

namespace rhz::frontend {

struct LoadedFile {
  std::unique_ptr<SourceFile> source;  // named by its absolute path, as CRuby names required files
  std::unique_ptr<Diagnostics> diags;
  std::unique_ptr<Ast> ast;
  // Reached only through computed names: its errors are not the program's.
  bool candidate = false;
};

// The absolute, lexically normal path `require_relative(name)` in a file of
// directory `dir` loads (".rb" added when missing), as the runtime resolves it.
std::string required_path(const std::string& dir, const std::string& name);

// The absolute directory of the program file named `file_name` ("-" and
// "-e" are read from the working directory).
std::string directory_of(const std::string& file_name);

// Finds, parses and links the files `main` requires, transitively; fills
// main.required (in load order, which the runtime does not depend on) and
// returns the files, which own the nodes it points to. Each file's errors go
// to its own Diagnostics. A file that cannot be read is not an error here:
// CRuby raises LoadError when the require runs, and so does rhz.
std::vector<LoadedFile> load_required(Ast& main, const SourceFile& main_file);

}  // namespace rhz::frontend
