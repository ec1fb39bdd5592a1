// Runs the built `rhz` command the way a user does and captures what it
// prints and its exit status.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "test/driver/corpus.h"

namespace rhz::test {

struct ProcessResult {
  int status = -1;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) {
    if (c == '\'') q += "'\\''";
    else q += c;
  }
  return q + "'";
}

// Runs `program args...` with `input` on its standard input (none: an
// empty file), in the directory `cwd` (none: this process's), and captures
// its output.
inline ProcessResult run_command(const std::string& program, const std::vector<std::string>& args,
                                 const std::string& input = "", const std::filesystem::path& cwd = {}) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("rhz-test-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "in", std::ios::binary) << input;
  std::string cmd = cwd.empty() ? "" : "cd " + shell_quote(cwd.string()) + " && ";
  cmd += shell_quote(program);
  for (const auto& a : args) {
    cmd += ' ';  // (not " " + ...: GCC 12 warns of an overflow there, wrongly)
    cmd += shell_quote(a);
  }
  cmd += " >" + shell_quote((dir / "out").string()) + " 2>" + shell_quote((dir / "err").string()) + " <" +
         shell_quote((dir / "in").string());
  int raw = std::system(cmd.c_str());
  ProcessResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
  r.out = read_text(dir / "out");
  r.err = read_text(dir / "err");
  fs::remove_all(dir);
  return r;
}

inline ProcessResult run_rhz(const std::vector<std::string>& args, const std::string& input = "",
                             const std::filesystem::path& cwd = {}) {
  return run_command(RHZ_BINARY, args, input, cwd);
}

}  // namespace rhz::test
