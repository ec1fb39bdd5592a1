#include "runtime/machine.h"

#include "runtime/block.h"
#include "runtime/error_report.h"
#include "runtime/heap.h"
#include "runtime/interrupt.h"
#include "runtime/object.h"
#include "runtime/output.h"

namespace rhz::rt {

namespace detail {

namespace {

// The frame of Class#new (Machine::new_frame_code_).
Code new_frame_code() {
  Code c;
  c.name = "new";
  c.builtin = true;
  c.frame_size = 2;
  c.words = {static_cast<std::uint32_t>(Opcode::Move), 1, 1, static_cast<std::uint32_t>(Opcode::Return), 0};
  c.lines.assign(c.words.size(), 0);
  return c;
}

}  // namespace

Machine::Machine(const BytecodeProgram& program, const RunOptions& options)
    : program_(program),
      options_(options),
      profile_(options.profile || options.jit != nullptr),
      globals_(program, options.file_name),
      new_frame_code_(new_frame_code()) {
  set_program_name(options.file_name);
  install_interrupt_handler(nullptr);  // tier 2 adds its epoch when it starts
  g_ruby_caller = this;
  if (options.jit) {
    static JitHooks* jit;
    jit = options.jit;
    g_method_defined_hook = [](Sym name) { jit->method_defined(name); };
  }
}

Machine::~Machine() {
  g_ruby_caller = nullptr;
  g_method_defined_hook = nullptr;
}

int Machine::run() {
  execute(nullptr, nullptr, nullptr, false);  // threads the code
  Frame* cf = bottom_;
  cf->code = &program_.methods[0];
  cf->base = stack_.slots();
  cf->self = main_object();
  cf->argc = 0;
  cf->block = kNil;
  cf->pc = nullptr;
  if (cf->base + cf->code->frame_size > reinterpret_cast<Value*>(cf)) {
    report_error(RubyError{c_SystemStackError, "stack level too deep"}, options_.file_name,
                 backtrace(cf, nullptr, nullptr, nullptr));
    return 1;
  }
  execute(bottom_, cf, cf->code->threaded.data(), true);
  return status_;
}

// A built-in calls a Ruby method (runtime/callback.h): its frame goes where
// the built-in's caller would put its next callee's, below a frame standing
// for the built-in itself (for backtraces), and runs nested to its return.
Value Machine::call(const MethodEntry* native, const Code* code, Value self, const Value* argv,
                    std::uint32_t argc, Value block) {
  const NativeCall saved = g_native_call;
  if (++callback_depth_ > kMaxNativeNesting) {
    --callback_depth_;
    raise_stack_overflow();
  }
  Frame* frame = saved.frame - 1;
  Value* args = saved.sp + kFrameGapWords;
  if (const Code* native_code = native ? native_frame_code(native) : nullptr) {
    frame->code = native_code;
    frame->pc = nullptr;
    frame->base = saved.sp;
    frame->self = self;
    frame->argc = 0;
    frame->call_length = 0;
    frame->block = kNil;
    --frame;
  }
  if (args + std::max(argc, code->frame_size) > reinterpret_cast<Value*>(frame)) {
    --callback_depth_;
    raise(c_SystemStackError, "stack level too deep");
  }
  init_callee_frame(frame, code, args, self, argv, argc);
  frame->block = block;
  Value result = execute(frame, frame, code->threaded.data(), false);
  g_native_call = saved;
  --callback_depth_;
  if (result == kUndefined && pending_) throw PendingRaise{};
  return result;
}

// __try's block (runtime/rescue.cpp) runs nested like any call back into
// Ruby; what it raises is kept pending by that run (or by the executors
// in it), and taken here instead of passed on.
bool Machine::call_protected(Value block, Value* result, RubyError* raised) {
  const NativeCall saved = g_native_call;
  const RBlock* b = as_block(block);
  const Code* code = &program_.methods[block_method(b)];
  Frame* frame = saved.frame - 1;
  Value* args = saved.sp + kFrameGapWords;
  auto fail = [&](RaisedError&& error) {
    g_native_call = saved;
    *raised = std::move(error.error);
    raised->exception = exception_object(*raised, error.backtrace);
    return false;
  };
  if (++callback_depth_ > kMaxNativeNesting || args + code->frame_size > reinterpret_cast<Value*>(frame)) {
    --callback_depth_;
    return fail(RaisedError{RubyError{c_SystemStackError, "stack level too deep"},
                            backtrace(saved.frame, saved.frame->pc, nullptr, nullptr)});
  }
  init_callee_frame(frame, code, args, b->self, nullptr, 0);
  frame->block = block;
  const Value value = execute(frame, frame, code->threaded.data(), false);
  --callback_depth_;
  if (value == kUndefined && pending_) {
    RaisedError error = std::move(*pending_);
    pending_.reset();
    return fail(std::move(error));
  }
  g_native_call = saved;
  *result = value;
  return true;
}

Value Machine::resume(Frame* frame, const Resume& r) {
  Frame* cf = rebuild(frame, r);
  return execute(frame, cf, cf->code->threaded.data() + r.pc, false);
}

std::vector<BacktraceEntry> Machine::backtrace(const Frame* cf, const std::int32_t* pc, const MethodEntry* native,
                                               const Code* callee) const {
  BacktraceBuilder out(callee);
  const std::int32_t* frame_pc = pc;
  for (const Frame* f = cf; f <= bottom_; ++f) {
    if (f != cf) frame_pc = f->pc;
    std::uint32_t line = frame_pc ? f->code->lines[frame_pc - f->code->threaded.data()] : f->code->def_line;
    out.frame(*f->code, line, f == cf ? native : nullptr);
  }
  return out.take();
}

// Pushes the frames of inlined methods an executor left in (r.frames)
// below cf, as their sends would have; returns the innermost.
Frame* Machine::rebuild(Frame* cf, const Resume& r) {
  Value* const root = cf->base;
  for (std::uint32_t i = 0; i < r.num_frames; ++i) {
    const Resume::Rebuilt& f = r.frames[i];
    cf->pc = cf->code->threaded.data() + f.send_pc;
    cf->call_length = f.call_length;
    Frame* frame = cf - 1;
    frame->code = f.code;
    frame->base = root + f.offset;
    frame->self = root[f.offset - 1];
    frame->argc = f.argc;
    frame->block = f.block ? root[f.offset - 2] : kNil;  // executors inline no send with a block
    cf = frame;
  }
  return cf;
}

const Code* Machine::native_frame_code(const MethodEntry* native) {
  auto [it, fresh] = native_frames_.try_emplace(native);
  if (fresh && !sym_name(native->name).starts_with("__")) {
    it->second = std::make_unique<Code>();
    it->second->name = std::string(sym_name(native->name));
    it->second->builtin = true;
  }
  return it->second.get();
}

}  // namespace detail

int run_program(const BytecodeProgram& program, const RunOptions& options) {
  detail::Machine machine(program, options);
  int status = machine.run();
  out_flush();
  if (machine.interrupted()) exit_by_interrupt();
  return status;
}

}  // namespace rhz::rt
