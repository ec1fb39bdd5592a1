#include "driver/link.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>

#include "driver/subprocess.h"

extern char** environ;

namespace rhz::driver {

namespace {

std::string describe_status(const std::string& program, int status) {
  if (WIFEXITED(status)) return program + " exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return program + " was killed by signal " + std::to_string(WTERMSIG(status));
  return program + " ended with wait status " + std::to_string(status);
}

}  // namespace

bool load_link_recipe(std::vector<std::string>& recipe, std::string& error) {
  // The recipe belongs to the build or install that made this executable,
  // wherever it is run from.
  const std::string exe = self_executable();
  if (exe.empty()) {
    error = "cannot find the rhz executable (/proc/self/exe)";
    return false;
  }
  const std::string dir = std::filesystem::path(exe).parent_path().string();
  // Beside rhz in a build tree; in PREFIX/lib/rhz/ when installed.
  const std::string installed = std::filesystem::path(dir + "/../lib/rhz/").lexically_normal().string();
  const std::string candidates[] = {dir + "/" + kLinkRecipeName, installed + kLinkRecipeName};
  std::string path;
  for (const std::string& c : candidates) {
    if (::access(c.c_str(), F_OK) == 0) {
      path = c;
      break;
    }
  }
  if (path.empty()) {
    error = "cannot find the runtime libraries that rhz compile links with (looked for '" + candidates[0] +
            "' and '" + candidates[1] + "'; reinstall rhz)";
    return false;
  }
  std::ifstream in(path);
  if (!in) {
    error = "cannot read the link recipe '" + path + "': " + std::strerror(errno);
    return false;
  }
  const std::string recipe_dir = path.substr(0, path.rfind('/'));
  recipe.clear();
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    if (line.starts_with("./")) line = recipe_dir + line.substr(1);  // a file beside the recipe
    recipe.push_back(line);
  }
  if (in.bad()) {
    error = "cannot read the link recipe '" + path + "'";
    return false;
  }
  if (recipe.empty()) {
    error = "the link recipe '" + path + "' is empty";
    return false;
  }
  // A missing archive would otherwise surface as the linker's "cannot find".
  for (std::size_t i = 1; i < recipe.size(); ++i) {
    const std::string& arg = recipe[i];
    if (arg.starts_with("/") && (arg.ends_with(".a") || arg.ends_with(".so")) && ::access(arg.c_str(), R_OK) != 0) {
      const bool ours = arg.starts_with(recipe_dir + "/");
      error = "the library '" + arg + "' that rhz compile links with is missing (" + std::strerror(errno) +
              (ours ? "; reinstall rhz)" : "; on Debian the libgc-dev, libgmp-dev and libonig-dev packages provide it)");
      return false;
    }
  }
  return true;
}

int link_executable(const std::string& assembly, const std::string& output, std::ostream& err) {
  std::vector<std::string> recipe;
  std::string error;
  if (!load_link_recipe(recipe, error)) {
    err << "rhz: error: " << error << '\n';
    return 1;
  }
  std::vector<std::string> args{recipe.front(), assembly};
  args.insert(args.end(), recipe.begin() + 1, recipe.end());
  args.push_back("-o");
  args.push_back(output);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);

  pid_t pid = 0;
  int rc = ::posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ);
  if (rc == ENOENT) {
    err << "rhz: error: rhz compile links executables with the C++ compiler '" << recipe.front()
        << "', which is not installed (on Debian: apt-get install g++)\n";
    return 1;
  }
  if (rc != 0) {
    err << "rhz: error: linking " << output << " failed (cannot run " << recipe.front() << ": " << std::strerror(rc)
        << ")\n";
    return 1;
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      err << "rhz: error: linking " << output << " failed (waiting for " << recipe.front() << ": "
          << std::strerror(errno) << ")\n";
      return 1;
    }
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 0;
  err << "rhz: error: linking " << output << " failed (" << describe_status(recipe.front(), status) << ")\n";
  return 1;
}

}  // namespace rhz::driver
