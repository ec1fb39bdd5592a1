// Exception objects and Kernel#raise.
//
// The core library's exception classes are values (`raise ArgumentError`,
// `class ParseError < StandardError`), and their instances are ordinary
// objects with instance variables: the message lives in the ivar `mesg`,
// a name without `@` that no program can write or read, as in CRuby.
//
// `raise` makes (or takes) the exception object, asks it for its message
// the way CRuby's report does (its `message`, the program's own if it
// defines one), and throws the RubyError every mode already turns into
// CRuby's report. CRuby's report of a raised exception names the method
// that called raise, not raise (MethodEntry::in_callers_frame).
#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <string>

#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/error_report.h"
#include "runtime/heap.h"
#include "runtime/object.h"
#include "runtime/operator_frames.h"
#include "runtime/regexp.h"

namespace rhz::rt {

namespace {

// The message's ivar (interned on first use, after the symbol table).
Sym mesg_ivar() {
  static const Sym mesg = intern("mesg");
  return mesg;
}

// The backtrace's: an RBacktrace, kept from the first raise that is
// rescued (a raise of the same object keeps it).
Sym backtrace_ivar() {
  static const Sym bt = intern("bt");
  return bt;
}

// SystemExit's status.
Sym status_ivar() {
  static const Sym status = intern("status");
  return status;
}

// Every exception class of the core library (made by init_classes).
std::array<RClass*, 25> exception_classes() {
  return {c_Exception,      c_StandardError,   c_SignalException,     c_Interrupt,         c_SystemExit,
          c_NameError,      c_NoMethodError,   c_ArgumentError,       c_TypeError,         c_ZeroDivisionError,
          c_RangeError,     c_IndexError,      c_KeyError,            c_RuntimeError,      c_FrozenError,
          c_SystemStackError, c_NoMemoryError, c_LocalJumpError,      c_ScriptError,       c_NotImplementedError,
          c_FloatDomainError, c_MathDomainError, c_LoadError,         c_EncodingError,     c_EncodingCompatibilityError};
}

// __not_implemented(message): a construct the program reached that rhz
// compiles but cannot run (frontend::kAtRunTime).
Value not_implemented(Value, const Value* argv, std::uint32_t) {
  raise(c_NotImplementedError, std::string(view(as_string(argv[0]))));
}

bool is_exception_class(Value v) {
  return is_class_value(v) && static_cast<RClass*>(as_object(v))->exception;
}

bool is_exception(Value v) { return is_heap(v) && as_object(v)->klass && as_object(v)->klass->exception; }

Value exception_initialize(Value self, const Value* argv, std::uint32_t argc) {
  ivar_set(static_cast<RObject*>(as_object(self)), mesg_ivar(), argc ? argv[0] : kNil);
  return kNil;
}

// Exception#to_s: the message given, or the class name when none was.
Value exception_to_s(Value self, const Value*, std::uint32_t) {
  const Value mesg = ivar_get(static_cast<RObject*>(as_object(self)), mesg_ivar());
  if (mesg == kNil) return str_new_us_ascii(class_of(self)->name);
  if (is_string(mesg)) return mesg;
  std::string s;
  append_to_s(s, mesg);
  return str_new(s);
}

// Exception#message is to_s, the program's own when it defines one.
Value exception_message(Value self, const Value*, std::uint32_t) {
  static const Sym to_s = intern("to_s");
  return call_entry(find_method(class_of(self), to_s), self, nullptr, 0);
}

std::string message_of(Value exception) {
  static const Sym message = intern("message");
  const Value m = call_entry(find_method(class_of(exception), message), exception, nullptr, 0);
  if (is_string(m)) return std::string(view(as_string(m)));
  std::string s;
  append_to_s(s, m);
  return s;
}

// Exception#inspect: the class name alone for an empty message, else
// #<Class: message>.
Value exception_inspect(Value self, const Value*, std::uint32_t) {
  const std::string text = message_of(self);
  const std::string_view name = class_of(self)->name;
  if (text.empty()) return str_new(name);
  return str_new("#<" + std::string(name) + ": " + text + ">");
}

// A kept backtrace: its entries in collector memory that is never scanned
// (they point at the program's Code records and symbols, which live as
// long as it runs). Lines are formatted only when asked for.
struct RBacktrace : RBasic {
  std::uint64_t size;
  BacktraceEntry entries[1];
};

RClass* backtrace_class() {
  static RClass* const cls = new_class("Backtrace", nullptr);
  return cls;
}

Value backtrace_new(const std::vector<BacktraceEntry>& backtrace) {
  const std::size_t n = std::max<std::size_t>(backtrace.size(), 1);
  auto* bt = static_cast<RBacktrace*>(alloc_atomic(sizeof(RBacktrace) + (n - 1) * sizeof(BacktraceEntry)));
  bt->klass = backtrace_class();
  bt->size = backtrace.size();
  std::copy(backtrace.begin(), backtrace.end(), bt->entries);
  return from_object(bt);
}

// Exception#backtrace: nil until raised.
Value exception_backtrace(Value self, const Value*, std::uint32_t) {
  const std::span<const BacktraceEntry> kept = kept_backtrace(self);
  if (kept.empty()) return kNil;
  const Value lines = ary_new(kept.size());
  for (const std::string& line : format_backtrace(program_file(), kept.data(), kept.size()))
    ary_push(as_array(lines), str_new(line));
  return lines;
}

Value system_exit_status(Value self, const Value*, std::uint32_t) {
  const Value status = ivar_get(static_cast<RObject*>(as_object(self)), status_ivar());
  return status == kNil ? fixnum(0) : status;
}

// raise; raise "message"; raise Class[, message]; raise exception[, message].
// A bare raise in a rescue clause raises $! again.
Value kernel_raise(Value, const Value* argv, std::uint32_t argc) {
  if (argc == 0) {
    if (const Value handled = errinfo(); handled != kNil) return raise_by_marker(error_of(handled));
    return raise_by_marker(RubyError{c_RuntimeError, ""});
  }
  Value exception = argv[0];
  if (is_string(exception) && argc == 1)
    return raise_by_marker(RubyError{c_RuntimeError, std::string(view(as_string(exception)))});
  static const Sym new_name = intern("new");
  if (is_exception_class(exception)) {
    exception = call_entry(find_method(class_of(exception), new_name), exception, argv + 1, argc - 1);
  } else if (is_exception(exception) && argc == 2) {
    ivar_set(static_cast<RObject*>(as_object(exception)), mesg_ivar(), argv[1]);
  }
  if (!is_exception(exception)) raise(c_TypeError, "exception class/object expected");
  return raise_by_marker(error_of(exception));
}

}  // namespace

std::span<const BacktraceEntry> kept_backtrace(Value exception) {
  if (!is_exception(exception)) return {};
  const Value bt = ivar_get(static_cast<RObject*>(as_object(exception)), backtrace_ivar());
  if (!is_heap(bt)) return {};
  const auto* kept = static_cast<const RBacktrace*>(as_object(bt));
  return {kept->entries, kept->size};
}

Value exception_object(const RubyError& error, const std::vector<BacktraceEntry>& backtrace) {
  Value exception = error.exception;
  if (exception == kNil) {
    exception = object_new(error.klass);
    auto* o = static_cast<RObject*>(as_object(exception));
    ivar_set(o, mesg_ivar(), str_new(error.message));
    if (error.klass == c_SystemExit) ivar_set(o, status_ivar(), fixnum(error.exit_status));
  }
  auto* o = static_cast<RObject*>(as_object(exception));
  if (ivar_get(o, backtrace_ivar()) == kNil) ivar_set(o, backtrace_ivar(), backtrace_new(backtrace));
  return exception;
}

RubyError error_of(Value exception) {
  root_raising(exception);
  RubyError error{class_of(exception), message_of(exception)};
  error.exception = exception;
  if (error.klass == c_SystemExit) {
    const Value status = ivar_get(static_cast<RObject*>(as_object(exception)), status_ivar());
    error.exit_status = is_fixnum(status) ? static_cast<int>(fixnum_value(status)) : 0;
  }
  return error;
}

void raise_exception(Value exception) { throw error_of(exception); }

bool raise_arguments_valid(const Value* argv, std::uint32_t argc) {
  return argc == 0 || (argc == 1 && is_string(argv[0])) || is_exception_class(argv[0]) || is_exception(argv[0]);
}

void init_exception_methods() {
  for (RClass* cls : exception_classes()) {
    cls->klass = c_Class;
    cls->exception = true;
  }
  define_native(c_Exception, "initialize", exception_initialize, 0, 1, true);
  define_native(c_Exception, "to_s", exception_to_s, 0, 0);
  define_native(c_Exception, "message", exception_message, 0, 0);
  define_native(c_Exception, "inspect", exception_inspect, 0, 0);
  define_native(c_Exception, "backtrace", exception_backtrace, 0, 0);
  define_native(c_SystemExit, "status", system_exit_status, 0, 0);
  define_native(c_Kernel, "raise", kernel_raise, 0, 2, true)->in_callers_frame = true;
  define_native(c_Kernel, "__not_implemented", not_implemented, 1, 1, true)->in_callers_frame = true;
}

Value exception_class_constant(std::string_view name) {
  for (RClass* cls : exception_classes())
    if (cls->name == name) return from_object(cls);
  if (name == "RegexpError") return from_object(c_RegexpError);  // made by init_regexp_methods
  return kUndefined;
}

}  // namespace rhz::rt
