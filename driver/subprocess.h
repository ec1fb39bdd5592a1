// Running another program and capturing what it prints: `rhz explore`
// gathers the dumps of rhz's own command line and Graphviz's pictures so.
#pragma once

#include <string>
#include <vector>

namespace rhz::driver {

struct Captured {
  bool started = false;  // false: the program could not be run (see `error`)
  int status = -1;       // its exit status; 128 + N when killed by signal N
  std::string out;
  std::string err;
  std::string error;
};

// Runs argv (argv[0] looked up on PATH unless it holds a slash) with
// `input` on its standard input, and waits for it.
Captured capture(const std::vector<std::string>& argv, const std::string& input = "");

// The running rhz executable (/proc/self/exe); empty if it cannot be read.
std::string self_executable();

}  // namespace rhz::driver
