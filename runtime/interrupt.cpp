#include "runtime/interrupt.h"

#include <cstdio>
#include <cstdlib>

#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/output.h"

namespace rhz::rt {

volatile std::sig_atomic_t g_interrupt_pending = 0;

namespace {

std::uint64_t* volatile g_epoch = nullptr;

extern "C" void on_sigint(int) {
  g_interrupt_pending = 1;
  if (std::uint64_t* epoch = g_epoch) {
    volatile std::uint64_t* word = epoch;
    *word = *word + 1;
  }
}

}  // namespace

void install_interrupt_handler(std::uint64_t* epoch) {
  g_epoch = epoch;
  struct sigaction action {};
  action.sa_handler = on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGINT, &action, nullptr);
}

void raise_interrupt() {
  g_interrupt_pending = 0;
  raise(c_Interrupt, "");
}

void exit_by_interrupt() {
  out_flush();
  std::fflush(stdout);
  std::fflush(stderr);
  std::signal(SIGINT, SIG_DFL);
  std::raise(SIGINT);
  std::_Exit(130);  // not reached unless SIGINT is blocked
}

}  // namespace rhz::rt
