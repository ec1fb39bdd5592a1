// SIGINT as ruby takes it. The handler only notes the signal (and moves
// tier 2's epoch, so that running executors leave at their next loop
// header); the program notices it at its next poll — a loop's back edge or
// a method's entry in tier 1, a loop header in AOT code — and raises
// Interrupt there. Uncaught (the subset has no rescue), it is reported as
// `FILE:LINE:in `...': Interrupt` after the output so far, and the process
// ends by SIGINT, as ruby's does.
#pragma once

#include <csignal>
#include <cstdint>

namespace rhz::rt {

// Nonzero once SIGINT arrived and until raise_interrupt takes it.
extern volatile std::sig_atomic_t g_interrupt_pending;

// Installs the handler. `epoch`, when not null, is bumped by the handler
// too (tier 2's NativeContext::epoch, which executors poll).
void install_interrupt_handler(std::uint64_t* epoch);

// Takes the pending interrupt and raises Interrupt (a RubyError).
[[noreturn]] void raise_interrupt();

// After Interrupt's report: ends the process by SIGINT.
[[noreturn]] void exit_by_interrupt();

}  // namespace rhz::rt
