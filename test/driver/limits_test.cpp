// Hard limits users rely on, checked on the running process: executor code
// is never writable and executable at once, and an interrupted program
// stops as ruby stops.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "test/driver/run_process.h"

namespace {

// A running `rhz ARGS...`, its stdout and stderr in files, killed at the
// end unless it ended.
class Running {
 public:
  explicit Running(const std::vector<std::string>& args) : Running(RHZ_BINARY, args) {}
  Running(const std::string& program, const std::vector<std::string>& args) {
    const std::string base = "/tmp/rhz-limits-" + std::to_string(::getpid());
    out_path_ = base + ".out";
    err_path_ = base + ".err";
    pid_ = ::fork();
    if (pid_ == 0) {
      ::signal(SIGINT, SIG_DFL);
      const int out = ::open(out_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int err = ::open(err_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(out, 1);
      ::dup2(err, 2);
      std::vector<char*> argv{const_cast<char*>(program.c_str())};
      for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(program.c_str(), argv.data());
      ::_exit(127);
    }
  }
  ~Running() {
    if (!ended_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    std::remove(out_path_.c_str());
    std::remove(err_path_.c_str());
  }
  pid_t pid() const { return pid_; }
  // Waits for the end; the raw wait status.
  int wait() {
    int status = 0;
    ::waitpid(pid_, &status, 0);
    ended_ = true;
    return status;
  }
  std::string out() const { return rhz::test::read_text(out_path_); }
  std::string err() const { return rhz::test::read_text(err_path_); }

 private:
  pid_t pid_ = -1;
  bool ended_ = false;
  std::string out_path_, err_path_;
};

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const char* kSpin =
    "puts \"start\"\n"
    "def spin\n"
    "  i = 0\n"
    "  s = 0\n"
    "  while true\n"
    "    s += i % 7\n"
    "    i += 1\n"
    "  end\n"
    "end\n"
    "spin\n";

}  // namespace

TEST_CASE("limits: executor code is never writable and executable at once", "[limits][jit]") {
  Running r({"-e", kSpin, "--jit"});
  std::this_thread::sleep_for(std::chrono::milliseconds(700));
  const std::string maps = file_text("/proc/" + std::to_string(r.pid()) + "/maps");
  REQUIRE_FALSE(maps.empty());
  int anonymous_code = 0;
  std::istringstream lines(maps);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream fields(line);
    std::string range, perms, offset, dev, inode, path;
    fields >> range >> perms >> offset >> dev >> inode >> path;
    INFO(line);
    CHECK_FALSE((perms[1] == 'w' && perms[2] == 'x'));
    anonymous_code += perms[2] == 'x' && path.empty();
  }
  CHECK(anonymous_code >= 1);  // the executors' pages, mapped read and execute
}

namespace {

// Interrupts a running program after it had time to get hot, and checks
// that it stopped as ruby does: its output so far written, the report
// naming Interrupt at a line of the loop, the process ended by SIGINT.
void check_interrupted(Running& r, const std::string& file) {
  std::this_thread::sleep_for(std::chrono::milliseconds(600));
  REQUIRE(::kill(r.pid(), SIGINT) == 0);
  const int status = r.wait();
  INFO("stderr: " << r.err());
  CHECK(WIFSIGNALED(status));
  if (WIFSIGNALED(status)) CHECK(WTERMSIG(status) == SIGINT);
  CHECK(r.out() == "start\n");
  const std::regex report(file + R"(:[5-7]:in `spin': Interrupt\n\tfrom )" + file + R"(:10:in `<main>'\n)");
  CHECK(std::regex_match(r.err(), report));
}

}  // namespace

TEST_CASE("limits: SIGINT stops a hot loop in tier 1 as it stops ruby", "[limits]") {
  Running r({"-e", kSpin});
  check_interrupted(r, "-e");
}

TEST_CASE("limits: SIGINT stops a hot loop running in an executor", "[limits][jit]") {
  Running r({"-e", kSpin, "--jit"});
  check_interrupted(r, "-e");
}

TEST_CASE("limits: SIGINT stops a hot loop in a compiled executable", "[limits][aot]") {
  const std::string dir = "/tmp/rhz-limits-aot-" + std::to_string(::getpid());
  std::filesystem::create_directories(dir);
  { std::ofstream(dir + "/spin.rb") << kSpin; }
  const auto compiled = rhz::test::run_rhz({"compile", dir + "/spin.rb", "-o", dir + "/spin"});
  REQUIRE(compiled.status == 0);
  Running r(dir + "/spin", {});
  check_interrupted(r, dir + "/spin.rb");
  std::filesystem::remove_all(dir);
}
