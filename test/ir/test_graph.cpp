#include "test/ir/test_graph.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <tuple>

namespace rhz::ir::test {

bool dies(const std::function<void()>& fn) {
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    // The check's message is expected; Catch2's own abort handler must not
    // report the child's death as a failure of its own.
    std::signal(SIGABRT, SIG_DFL);
    std::freopen("/dev/null", "w", stderr);
    std::freopen("/dev/null", "w", stdout);
    fn();
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

bool uses_exact(const Graph& g) {
  using Edge = std::tuple<NodeId, NodeId, std::uint32_t>;  // def, user, slot
  std::vector<Edge> from_inputs, from_uses;
  for (const Node* n : live_nodes(g)) {
    for (std::size_t s = 0; s < n->num_inputs(); ++s) {
      if (n->input(s) != nullptr) from_inputs.emplace_back(n->input(s)->id(), n->id(), s);
    }
    for (const Use& u : n->uses()) from_uses.emplace_back(n->id(), u.user->id(), u.slot);
  }
  std::sort(from_inputs.begin(), from_inputs.end());
  std::sort(from_uses.begin(), from_uses.end());
  return from_inputs == from_uses && from_inputs.size() == g.live_edges();
}

}  // namespace rhz::ir::test
