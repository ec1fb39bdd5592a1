// The runtime side of the native ABI (codegen/abi.h).
//
// The program's metadata becomes a BytecodeProgram without bytecode: the
// same Code records (name, definition line, parameters) that tier 1 uses, so
// method tables, Globals (constants, `def`), argument checks and error
// reports are tier 1's own code, and compiled mode fails exactly where and
// how the interpreter does. A Code's compiled entry point is found by its
// index in that program.
//
// Every entry point catches what it raises (a RubyError); nothing is ever
// thrown across compiled frames. With no begin/rescue running, the entry
// point ends the program with the report. While __try runs a protected
// part (runtime/rescue.cpp), the entry point jumps (longjmp) back to the
// innermost jump point instead, with the error and its backtrace: the
// protected call itself, or a call back into compiled code from a
// built-in in between, which throws the error on up through the
// built-in's own C++ frames. So a jump only ever skips compiled frames and
// the entry points' own, which hold nothing to destroy.
#include "runtime/native_run.h"

#include <algorithm>
#include <csetjmp>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "runtime/bignum.h"
#include "runtime/block.h"
#include "runtime/builtin_blocks.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/bytecode.h"
#include "runtime/error_report.h"
#include "runtime/heap.h"
#include "runtime/interrupt.h"
#include "runtime/interpreter_support.h"
#include "runtime/literal_object.h"
#include "runtime/object.h"
#include "runtime/operator_frames.h"
#include "runtime/output.h"
#include "runtime/shape.h"
#include "runtime/vm_stack.h"

namespace rhz::rt {

// The layouts compiled code reads inline. RArray extends RBasic, which makes
// it not standard-layout in C++'s terms; GCC and Clang still define offsetof
// on it (single, non-virtual inheritance), which is all this check needs.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
static_assert(offsetof(RBasic, klass) == codegen::kObjectClassOffset);
static_assert(offsetof(RArray, ptr) == codegen::kArrayPtrOffset);
static_assert(offsetof(RArray, len) == codegen::kArrayLenOffset);
static_assert(offsetof(RObject, shape) == codegen::kObjectShapeOffset);
static_assert(offsetof(RObject, slots) == codegen::kObjectSlotsOffset);
static_assert(offsetof(RObject, capa) == codegen::kObjectCapaOffset);
static_assert(offsetof(RArray, capa) == codegen::kArrayCapaOffset);
static_assert(sizeof(RArray) == codegen::kArrayHeaderBytes && sizeof(RObject) == codegen::kObjectHeaderBytes);
static_assert(kGranuleBytes == codegen::kGranuleBytes && kSmallGranules == codegen::kSmallGranules);
static_assert(offsetof(RBlock, method) == codegen::kBlockMethodOffset);
static_assert(offsetof(RBlock, self) == codegen::kBlockSelfOffset);
#pragma GCC diagnostic pop

namespace {

using codegen::NativeContext;
using codegen::NativeFrame;
using codegen::NativeImage;
using codegen::NativeMethod;
using codegen::SendSite;

std::string to_string(const codegen::ImageString& s) { return std::string(s.bytes, s.size); }

BytecodeProgram describe_program(const NativeImage& image) {
  BytecodeProgram p;
  for (std::uint64_t i = 0; i < image.num_methods; ++i) {
    const codegen::ImageMethod& m = image.methods[i];
    Code& code = p.methods.emplace_back();
    code.name = to_string(m.name);
    code.file = to_string(image.symbols[m.file]);
    code.file_top = (m.flags & codegen::kImageFileTop) != 0;
    if (code.file_top) code.name = "<top (required)>";
    code.def_line = static_cast<std::uint32_t>(m.def_line);
    code.num_params = static_cast<std::uint32_t>(m.num_params);
    code.required = static_cast<std::uint32_t>(m.required);
    code.is_block = (m.flags & codegen::kImageBlock) != 0;
    code.is_lambda = (m.flags & codegen::kImageLambda) != 0;
    code.protected_body = (m.flags & codegen::kImageProtectedBody) != 0;
    code.rest = (m.flags & codegen::kImageRest) != 0;
    code.builtin = (m.flags & codegen::kImageBuiltin) != 0;
    code.singleton = (m.flags & codegen::kImageSingleton) != 0;
    code.class_member = (m.flags & codegen::kImageClassMember) != 0;
    if (code.builtin || code.class_member) code.owner = to_string(image.symbols[m.owner]);
    for (std::uint64_t a = 0; a < m.num_aliases; ++a) code.aliases.push_back(intern(to_string(image.symbols[m.aliases[a]])));
    p.method_names.push_back(intern(to_string(m.name)));
  }
  for (std::uint64_t i = 0; i < image.num_literals; ++i) p.literals.push_back(to_string(image.literals[i]));
  // Constants are numbered by their name's SymbolId.
  for (std::uint64_t i = 0; i < image.num_symbols; ++i) p.constant_names.push_back(to_string(image.symbols[i]));
  return p;
}

struct NativeRuntime;

// Argument words for a call into compiled code: on the stack for the usual
// counts, in collector memory beyond; trivially destructible, so a jump
// back past them loses nothing.
class ArgWords {
 public:
  ArgWords(std::size_t n, std::uint64_t fill)
      : data_(n <= kInline ? inline_ : static_cast<std::uint64_t*>(alloc(n * sizeof(std::uint64_t)))) {
    std::fill_n(data_, n, fill);
  }
  ArgWords(const ArgWords&) = delete;
  ArgWords& operator=(const ArgWords&) = delete;
  std::uint64_t* data() { return data_; }

 private:
  static constexpr std::size_t kInline = 16;
  std::uint64_t inline_[kInline];
  std::uint64_t* data_;
};

// Where an error raised below a protected call lands (see the top).
struct JumpPoint {
  std::jmp_buf jump;
  JumpPoint* outer;
  RubyError error;
};

// Built-ins calling back into the program's methods (runtime/callback.h):
// a call of the method's compiled code, below a frame record that stands
// for the built-in.
class NativeCaller final : public RubyCaller {
 public:
  explicit NativeCaller(NativeRuntime& r) : r_(r) {}
  Value call(const MethodEntry* native, const Code* code, Value self, const Value* argv, std::uint32_t argc,
             Value block) override;
  bool call_protected(Value block, Value* result, RubyError* raised) override;

 private:
  // Runs fn below a jump point (see the top): true with its result, or
  // false with the error that jumped back to it.
  bool run_at_jump_point(NativeMethod fn, Value self, const std::uint64_t* args, std::uint32_t argc,
                         std::uint64_t block, std::uint64_t* result, RubyError* error);
  struct NativeFrameMethod {
    Code code;
    codegen::MethodData data;
  };
  NativeRuntime& r_;
  std::unordered_map<const MethodEntry*, std::unique_ptr<NativeFrameMethod>> frames_;
};

// The context the code carries in r15, with the runtime's own state after
// it (the code only knows the NativeContext part).
struct NativeRuntime : NativeContext {
  NativeRuntime(const NativeImage& image)
      : image(image), file_name(to_string(image.file_name)), program(describe_program(image)),
        globals(program, file_name), caller(*this) {
    g_ruby_caller = &caller;
    set_program_name(file_name);
    for (std::uint64_t i = 0; i < image.num_methods; ++i) entries.push_back(image.methods[i].entry);
    for (std::uint64_t i = 0; i < image.num_symbols; ++i) symbols.push_back(intern(to_string(image.symbols[i])));
    std::size_t num_sites = 0;
    for (std::uint64_t i = 0; i < image.num_methods; ++i) num_sites += image.methods[i].data->num_sites;
    caches = std::make_unique<InlineCache[]>(num_sites);
    std::size_t next = 0;
    for (std::uint64_t i = 0; i < image.num_methods; ++i) {
      codegen::MethodData* data = image.methods[i].data;
      data->runtime_tag = &program.methods[i];
      for (std::uint32_t k = 0; k < data->num_sites; ++k) {
        InlineCache& ic = caches[next++];
        ic.name = symbols[data->sites[k].name];
        ic.flags = static_cast<std::uint8_t>(data->sites[k].flags);
        data->sites[k].cache = &ic;
        sites.push_back(&data->sites[k]);
      }
    }
    globals.set_define_listener(&NativeRuntime::method_defined, this);
  }

  // After a def: every direct call may go elsewhere now, and the method's
  // `super` sends start above the class it went into.
  static void method_defined(void* data, std::uint32_t method_index) {
    auto& r = *static_cast<NativeRuntime*>(data);
    for (SendSite* site : r.sites)
      if (!(site->flags & codegen::kSiteIvar)) site->klass = nullptr;
    const Code& code = r.program.methods[method_index];
    const codegen::MethodData* method = r.image.methods[method_index].data;
    for (std::uint32_t k = 0; k < method->num_sites; ++k) {
      auto* ic = static_cast<InlineCache*>(method->sites[k].cache);
      if (ic->flags & ir::kSendSuper) ic->super_owner = code.owner_class;
    }
  }

  const NativeImage& image;
  std::string file_name;
  BytecodeProgram program;
  Globals globals;
  NativeCaller caller;
  std::vector<NativeMethod> entries;  // by method index
  // Bignum and Symbol literals, made on first use (by literal number;
  // uncollectable objects, so this table needs no root).
  std::unordered_map<std::uint32_t, Value> literals;
  std::vector<Sym> symbols;           // by ir::SymbolId
  std::unique_ptr<InlineCache[]> caches;
  std::vector<SendSite*> sites;       // every site of the program (def clears their direct calls)
  const MethodEntry* native = nullptr;  // the built-in method running (its frame is reported)
  const Code* callee = nullptr;         // a Ruby method whose call failed its argument check

  NativeMethod entry(const Code* code) const { return entries[static_cast<std::size_t>(code - program.methods.data())]; }

  JumpPoint* jump_point = nullptr;  // the innermost, while a protected call runs

  // The backtrace, frames innermost first, from the chain of compiled frames.
  std::vector<BacktraceEntry> backtrace(const RubyError& error) const {
    BacktraceBuilder backtrace(callee ? callee : error.callee);
    for (const NativeFrame* f = top; f && f->method; f = f->prev)
      backtrace.frame(*static_cast<const Code*>(f->method->runtime_tag), f->line, f == top ? native : nullptr);
    return backtrace.take();
  }

  // An entry point caught `error`: to the innermost jump point, or CRuby's
  // report and the end of the program.
  [[noreturn]] void fail(RubyError&& error) {
    if (!jump_point) {
      report_error(error, file_name, backtrace(error));
      if (error.klass == c_Interrupt) exit_by_interrupt();
      std::exit(error.exit_status);
    }
    if (kept_backtrace(error.exception).empty()) error.exception = exception_object(error, backtrace(error));
    jump_point->error = std::move(error);
    std::longjmp(jump_point->jump, 1);
  }
};

NativeRuntime& runtime(NativeContext* cx) { return *static_cast<NativeRuntime*>(cx); }

Value NativeCaller::call(const MethodEntry* native, const Code* code, Value self, const Value* argv,
                         std::uint32_t argc, Value block) {
  NativeFrame* const caller = r_.top;
  NativeFrame record = *caller;
  const bool framed = native && !sym_name(native->name).starts_with("__");
  if (framed) {
    auto& frame = frames_[native];
    if (!frame) {
      frame = std::make_unique<NativeFrameMethod>();
      frame->code.name = std::string(sym_name(native->name));
      frame->code.builtin = true;
      frame->data.runtime_tag = &frame->code;
    }
    record = NativeFrame{caller, &frame->data, self.bits, 0, caller->line, kNil.bits, caller->budget};
    r_.top = &record;
  }
  ArgWords args(std::max<std::size_t>(std::max<std::size_t>(code->num_params, argc), 1), kNil.bits);
  for (std::uint32_t i = 0; i < argc; ++i) args.data()[i] = argv[i].bits;
  if (code->rest) argc = pack_rest(code, reinterpret_cast<Value*>(args.data()), argc);
  const MethodEntry* outer = r_.native;
  r_.native = nullptr;
  std::uint64_t result;
  if (!r_.jump_point) {
    result = r_.entry(code)(&r_, self.bits, args.data(), argc, block.bits);
  } else {
    // Under a protected call: an error lands here and goes on up through
    // the built-in that called, as a C++ exception.
    RubyError error;
    if (!run_at_jump_point(r_.entry(code), self, args.data(), argc, block.bits, &result, &error)) {
      r_.top = caller;
      throw error;
    }
  }
  r_.native = outer;
  r_.top = caller;
  return Value{result};
}

bool NativeCaller::call_protected(Value block, Value* result, RubyError* raised) {
  const MethodEntry* outer = r_.native;
  r_.native = nullptr;
  const RBlock* b = as_block(block);
  std::uint64_t no_argument = kNil.bits, value = 0;
  const bool done = run_at_jump_point(r_.entries[block_method(b)], b->self, &no_argument, 0, block.bits, &value, raised);
  r_.native = outer;
  *result = Value{value};
  return done;
}

bool NativeCaller::run_at_jump_point(NativeMethod fn, Value self, const std::uint64_t* args, std::uint32_t argc,
                                     std::uint64_t block, std::uint64_t* result, RubyError* error) {
  NativeFrame* const caller = r_.top;
  const MethodEntry* const outer = r_.native;
  JumpPoint point;
  point.outer = r_.jump_point;
  if (setjmp(point.jump) != 0) {
    r_.jump_point = point.outer;
    r_.native = outer;
    r_.callee = nullptr;
    r_.top = caller;
    *error = std::move(point.error);
    return false;
  }
  r_.jump_point = &point;
  *result = fn(&r_, self.bits, args, argc, block);
  r_.jump_point = point.outer;
  return true;
}

// Runs `body`; if it raises, jumps to the innermost jump point, or ends
// the program with CRuby's report (NativeRuntime::fail).
template <typename Body>
auto guarded(NativeContext* cx, Body body) -> decltype(body()) {
  // Caught, then failed outside the handler: a jump must not leave a C++
  // exception half handled.
  std::optional<RubyError> raised;
  try {
    return body();
  } catch (RubyError& error) {
    raised = std::move(error);
  }
  RubyError error = std::move(*raised);
  raised.reset();
  runtime(cx).fail(std::move(error));
}

// The argument count a compiled method is entered with: its rest
// parameter's Array packed first (vm_stack.h).
std::uint32_t packed_argc(NativeContext* cx, const Code* target, ArgWords& args, std::uint32_t argc) {
  if (!target->rest) return argc;
  return guarded(cx, [&] { return pack_rest(target, reinterpret_cast<Value*>(args.data()), argc); });
}

Value call_builtin(NativeRuntime& r, const InlineCache& ic, const MethodEntry* me, Value recv, const Value* argv,
                   std::uint32_t argc) {
  const MethodEntry* outer = r.native;
  const MethodEntry* frame = runs_in_callers_frame(me, ic.flags, recv, argv, argc) ? nullptr : me;
  r.native = frame;
  g_native_call.native = frame;  // for its calls back into the program (NativeCaller)
  if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);
  Value result = me->native(recv, argv, argc);
  if (result == kRaisedMarker) [[unlikely]]
    r.fail(take_raising());  // Kernel#raise: no C++ exception to catch first
  r.native = outer;
  g_native_call.native = outer;
  return result;
}

std::uint64_t abi_send(NativeContext* cx, SendSite* site, std::uint64_t recv_bits, const std::uint64_t* argv_bits,
                       std::uint32_t argc) {
  NativeRuntime& r = runtime(cx);
  Value recv{recv_bits};
  const auto* argv = reinterpret_cast<const Value*>(argv_bits);
  const Code* target = nullptr;
  Value result = guarded(cx, [&]() -> Value {
    InlineCache& ic = *static_cast<InlineCache*>(site->cache);
    const MethodEntry* me = lookup(ic, recv);
    if (me->native) {
      if (site->flags & codegen::kSiteBlock) check_block_for_builtin(me);
      return call_builtin(r, ic, me, recv, argv, argc);
    }
    if (!me->code) {  // an attribute method
      if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);
      return attr_send(ic, me, recv, argv);
    }
    target = me->code;
    if (!accepts_argc(target, argc)) {
      r.callee = target;
      raise_argc(argc, static_cast<std::int32_t>(target->required), most_args(target));
    }
    return kUndefined;
  });
  if (!target) return result.bits;
  NativeMethod fn = r.entry(target);
  if (site->flags & codegen::kSiteBlock) {
    ArgWords full(std::max<std::size_t>({target->num_params, argc, 1}), kNil.bits);
    std::copy_n(argv_bits, argc, full.data());
    return fn(cx, recv.bits, full.data(), packed_argc(cx, target, full, argc), argv_bits[argc]);
  }
  if (argc == target->num_params && !target->rest) {
    // The next call from this site with a receiver of this class goes
    // straight to the method (the code checks the class; a def clears it).
    site->klass = is_heap(recv) ? as_object(recv)->klass : nullptr;
    site->target = reinterpret_cast<const void*>(fn);
    return fn(cx, recv.bits, argv_bits, argc, kNil.bits);
  }
  // Missing optional arguments arrive as nil; ArgGiven tests argc.
  ArgWords full(std::max<std::size_t>({target->num_params, argc, 1}), kNil.bits);
  std::copy_n(argv_bits, argc, full.data());
  return fn(cx, recv.bits, full.data(), packed_argc(cx, target, full, argc), kNil.bits);
}

std::uint64_t abi_yield(NativeContext* cx, std::uint64_t block_bits, const std::uint64_t* argv_bits,
                        std::uint32_t argc) {
  NativeRuntime& r = runtime(cx);
  Value block{block_bits};
  if (block == kNil) guarded(cx, [] { raise_no_block(); });
  const RBlock* b = as_block(block);
  const Code& code = r.program.methods[block_method(b)];
  ArgWords args(std::max<std::size_t>({code.num_params, argc, 1}), kNil.bits);
  const std::uint32_t given = yield_arguments(&code, reinterpret_cast<const Value*>(argv_bits), argc,
                                              reinterpret_cast<Value*>(args.data()));
  if (given == kWrongArgc) {  // a lambda reports a wrong count inside itself
    guarded(cx, [&] {
      r.callee = &code;
      raise_argc(argc, static_cast<std::int32_t>(code.required), most_args(&code));
    });
  }
  return r.entries[block_method(b)](cx, b->self.bits, args.data(), given, block_bits);
}

std::uint64_t abi_make_block(NativeContext* cx, std::uint32_t method, std::uint64_t env) {
  return guarded(cx, [&] { return block_new(method, Value{env}, Value{cx->top->self}).bits; });
}

std::uint64_t abi_new_env(NativeContext* cx, std::uint64_t outer, std::uint32_t slots) {
  return guarded(cx, [&] { return env_new(Value{outer}, slots).bits; });
}

std::uint64_t abi_block_break(NativeContext*, std::uint64_t block, std::uint64_t value) {
  return block_break(Value{block}, Value{value}).bits;
}

std::uint64_t abi_catch_break(NativeContext*, std::uint64_t result, std::uint64_t block) {
  return catch_break(Value{result}, Value{block}).bits;
}

// An inline + - * of two fixnums overflowed: the exact result, a Bignum.
std::uint64_t abi_fixnum_overflow(NativeContext* cx, SendSite* site, std::uint64_t lhs, std::uint64_t rhs) {
  NativeRuntime& r = runtime(cx);
  return guarded(cx, [&] {
    return fixnum_op_exact(sym_name(r.symbols[site->name]), fixnum_value(Value{lhs}), fixnum_value(Value{rhs})).bits;
  });
}

std::uint64_t abi_new_string(NativeContext* cx, std::uint32_t literal) {
  return guarded(cx, [&] { return str_new(runtime(cx).program.literals[literal]).bits; });
}

std::uint64_t abi_literal(NativeContext* cx, std::uint32_t literal, std::uint32_t kind) {
  return guarded(cx, [&] {
    NativeRuntime& r = runtime(cx);
    auto [it, fresh] = r.literals.try_emplace(literal, kNil);
    if (fresh) it->second = literal_object(r.program.literals[literal], static_cast<ir::LiteralKind>(kind));
    return it->second.bits;
  });
}

std::uint64_t abi_interpolate(NativeContext* cx, const std::uint64_t* parts, std::uint32_t count) {
  return guarded(cx, [&] { return interpolate(reinterpret_cast<const Value*>(parts), count).bits; });
}

std::uint64_t abi_new_array(NativeContext* cx, const std::uint64_t* elements, std::uint32_t count) {
  return guarded(cx, [&] { return ary_new_from(reinterpret_cast<const Value*>(elements), count).bits; });
}

std::uint64_t abi_to_ary(NativeContext* cx, std::uint64_t value) {
  return guarded(cx, [&] { return to_ary(Value{value}).bits; });
}

std::uint64_t abi_define_method(NativeContext* cx, std::uint32_t method_index) {
  NativeRuntime& r = runtime(cx);
  return guarded(cx, [&] { return r.globals.define_method(method_index).bits; });  // method_defined follows
}

std::uint64_t abi_define_class(NativeContext* cx, std::uint32_t body, std::uint64_t super, std::uint32_t has_super) {
  NativeRuntime& r = runtime(cx);
  return guarded(cx, [&] {
    Value cls = r.globals.define_class(body, Value{super}, has_super != 0, r.top->line);
    for (SendSite* site : r.sites)
      if (!(site->flags & codegen::kSiteIvar)) site->klass = nullptr;
    return cls.bits;
  });
}

// The slow path of an inline ivar read: refills the site for the object's
// shape (SendSite, kSiteIvar).
std::uint64_t abi_ivar_get(NativeContext* cx, SendSite* site, std::uint64_t object) {
  NativeRuntime& r = runtime(cx);
  InlineCache probe;
  probe.name = r.symbols[site->name];
  Value v = ivar_get_miss(probe, Value{object});
  if (probe.shape) {
    site->klass = probe.shape;
    site->argc = probe.slot;
  }
  return v.bits;
}

std::uint64_t abi_ivar_set(NativeContext* cx, SendSite* site, std::uint64_t object, std::uint64_t value) {
  NativeRuntime& r = runtime(cx);
  auto* o = static_cast<RObject*>(as_object(Value{object}));
  if (site->klass && is_heap(Value{object}) && o->shape == site->klass && site->argc < o->capa) {
    o->shape = static_cast<const Shape*>(site->target);
    o->slots[site->argc] = Value{value};
    return value;
  }
  return guarded(cx, [&] {
    InlineCache probe;
    probe.name = r.symbols[site->name];
    ivar_set_miss(probe, Value{object}, Value{value});
    site->klass = probe.shape;
    site->target = probe.shape_after;
    site->argc = probe.slot;
    return value;
  });
}

std::uint64_t abi_const_get(NativeContext* cx, std::uint32_t name) {
  NativeRuntime& r = runtime(cx);
  return guarded(cx, [&] { return r.globals.constant(name).bits; });
}

std::uint64_t abi_const_set(NativeContext* cx, std::uint32_t name, std::uint64_t value) {
  NativeRuntime& r = runtime(cx);
  return guarded(cx, [&] {
    r.globals.set_constant(name, Value{value}, r.top->line);
    return value;
  });
}

void abi_stack_overflow(NativeContext* cx) {
  guarded(cx, [] { raise(c_SystemStackError, "stack level too deep"); });
}

void abi_interrupt(NativeContext* cx, std::uint32_t line) {
  runtime(cx).top->line = line;
  guarded(cx, [] { raise_interrupt(); });
}

}  // namespace

int run_native_program(const NativeImage& image) {
  if (image.version != codegen::kNativeImageVersion) {
    std::fprintf(stderr, "rhz: this executable's compiled program has format %llu; the runtime reads %llu\n",
                 static_cast<unsigned long long>(image.version),
                 static_cast<unsigned long long>(codegen::kNativeImageVersion));
    return 1;
  }
  init_runtime();
  auto r = std::make_unique<NativeRuntime>(image);
  r->abi = {abi_send,          abi_fixnum_overflow, abi_new_string,     abi_literal,     abi_interpolate,
            abi_new_array,     abi_to_ary,          abi_define_method,  abi_const_get,   abi_const_set,
            abi_stack_overflow, nullptr,  // finish_call: no executors here
            abi_yield,         abi_make_block,      abi_new_env,        abi_block_break, abi_catch_break,
            abi_define_class,  abi_ivar_get,        abi_ivar_set,
            nullptr, nullptr,  // new_object, box_float: no executors here
            abi_interrupt};
  r->array_class = c_Array;
  r->small_free_lists = small_free_lists;
  r->env_class = env_class();
  install_interrupt_handler(&r->epoch);
  static_assert(sizeof(Value) == sizeof(std::uint64_t) && kUndefined.bits == codegen::kUndefinedBits);
  r->constants = reinterpret_cast<const std::uint64_t*>(r->globals.values());
  // The record below <main>: where the stack budget starts.
  NativeFrame root{nullptr, nullptr, main_object().bits, 0, 0, kNil.bits, static_cast<std::int64_t>(kVmStackBytes)};
  r->top = &root;
  r->entries[0](r.get(), main_object().bits, nullptr, 0, kNil.bits);
  out_flush();
  return 0;
}

}  // namespace rhz::rt
