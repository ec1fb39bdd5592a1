#include "driver/subprocess.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

extern char** environ;

namespace rhz::driver {

namespace {

// A temporary file, removed when the holder goes.
struct TempFile {
  std::string path;
  explicit TempFile(const char* what) {
    const char* dir = std::getenv("TMPDIR");
    path = std::string(dir && *dir ? dir : "/tmp") + "/rhz-" + what + "-XXXXXX";
    int fd = ::mkstemp(path.data());
    if (fd >= 0) ::close(fd);
    else path.clear();
  }
  ~TempFile() {
    if (!path.empty()) std::remove(path.c_str());
  }
  std::string read() const {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
};

}  // namespace

Captured capture(const std::vector<std::string>& argv, const std::string& input) {
  Captured c;
  TempFile in("in"), out("out"), err("err");
  if (in.path.empty() || out.path.empty() || err.path.empty()) {
    c.error = std::string("cannot make a temporary file: ") + std::strerror(errno);
    return c;
  }
  std::ofstream(in.path, std::ios::binary) << input;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in.path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out.path.c_str(), O_WRONLY | O_TRUNC, 0);
  posix_spawn_file_actions_addopen(&actions, 2, err.path.c_str(), O_WRONLY | O_TRUNC, 0);
  std::vector<std::string> args = argv;
  std::vector<char*> raw;
  for (std::string& a : args) raw.push_back(a.data());
  raw.push_back(nullptr);
  pid_t pid = 0;
  const int rc = ::posix_spawnp(&pid, raw[0], &actions, nullptr, raw.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) {
    c.error = "cannot run " + argv[0] + ": " + std::strerror(rc);
    return c;
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      c.error = "waiting for " + argv[0] + ": " + std::strerror(errno);
      return c;
    }
  }
  c.started = true;
  c.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  c.out = out.read();
  c.err = err.read();
  return c;
}

std::string self_executable() {
  std::error_code error;
  std::filesystem::path path = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::string() : path.string();
}

}  // namespace rhz::driver
