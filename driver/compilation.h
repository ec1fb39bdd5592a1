// One compilation: everything a run of the pipeline knows about one program,
// passed explicitly to every phase (no globals). Later phases add their
// results here (graphs, schedules, code) next to the AST.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "frontend/diagnostics.h"
#include "frontend/source.h"

namespace rhz::driver {

struct Options {
  std::vector<std::string> dumps;  // phase names whose dump is requested ("ast", ...)
  std::string stop_after;          // empty: run every phase
  bool time_passes = false;
};

struct Compilation {
  Compilation(std::string file_name, std::string text, Options options)
      : file(std::move(file_name), std::move(text)), diags(file), options(std::move(options)) {}

  frontend::SourceFile file;
  frontend::Diagnostics diags;
  Options options;
  std::unique_ptr<frontend::Ast> ast;
};

}  // namespace rhz::driver
