// IO: STDOUT and STDERR, which $stdout and $stderr name too. A program
// writes to them (puts print write << printf flush); it cannot open files
// (LANGUAGE.md: no I/O beyond these). Kernel's puts and print are these
// writers on stdout (runtime/kernel.cpp).
#include "runtime/io.h"

#include <string>

#include <unistd.h>

#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/object.h"

namespace rhz::rt {

RClass* c_IO;

namespace {

Value g_stdout = kNil, g_stderr = kNil;  // uncollectable objects

Stream stream_of(Value self) { return self == g_stderr ? Stream::Err : Stream::Out; }

Value io_puts(Value self, const Value* argv, std::uint32_t argc) { return puts_to(stream_of(self), argv, argc); }
Value io_print(Value self, const Value* argv, std::uint32_t argc) { return print_to(stream_of(self), argv, argc); }
Value io_printf(Value self, const Value* argv, std::uint32_t argc) { return printf_to(stream_of(self), argv, argc); }

// write(*objects): their to_s, one after another; the number of bytes.
Value io_write(Value self, const Value* argv, std::uint32_t argc) {
  std::string bytes;
  for (std::uint32_t i = 0; i < argc; ++i) append_to_s(bytes, argv[i]);
  stream_write(stream_of(self), bytes);
  return fixnum(static_cast<std::int64_t>(bytes.size()));
}

// io << object: writes its to_s and gives io back, for chaining.
Value io_append(Value self, const Value* argv, std::uint32_t) {
  io_write(self, argv, 1);
  return self;
}

Value io_flush(Value self, const Value*, std::uint32_t) {
  out_flush();
  return self;
}

// STDERR is synchronous, STDOUT buffered, as CRuby starts them. Setting
// sync is accepted and changes nothing a program can see: rhz's stdout
// reaches the descriptor before any stderr write, at exit and when full.
Value io_sync(Value self, const Value*, std::uint32_t) { return to_bool(self == g_stderr); }
Value io_set_sync(Value, const Value* argv, std::uint32_t) { return argv[0]; }

Value io_fileno(Value self, const Value*, std::uint32_t) { return fixnum(self == g_stderr ? 2 : 1); }

Value io_isatty(Value self, const Value*, std::uint32_t) {
  return to_bool(::isatty(self == g_stderr ? STDERR_FILENO : STDOUT_FILENO) == 1);
}

Value io_inspect(Value self, const Value*, std::uint32_t) {
  return str_new(self == g_stderr ? "#<IO:<STDERR>>" : "#<IO:<STDOUT>>");
}

}  // namespace

Value stdout_object() { return g_stdout; }
Value stderr_object() { return g_stderr; }

void init_io_methods() {
  c_IO = new_class("IO", c_Object);
  g_stdout = object_new_uncollectable(c_IO);
  g_stderr = object_new_uncollectable(c_IO);
  define_native(c_IO, "puts", io_puts, 0, kAnyArgc);
  define_native(c_IO, "print", io_print, 0, kAnyArgc);
  define_native(c_IO, "printf", io_printf, 0, kAnyArgc);
  define_native(c_IO, "write", io_write, 0, kAnyArgc);
  define_native(c_IO, "<<", io_append, 1, 1);
  define_native(c_IO, "flush", io_flush, 0, 0);
  define_native(c_IO, "sync", io_sync, 0, 0);
  define_native(c_IO, "sync=", io_set_sync, 1, 1);
  define_native(c_IO, "fileno", io_fileno, 0, 0);
  define_native(c_IO, "to_i", io_fileno, 0, 0);
  define_native(c_IO, "isatty", io_isatty, 0, 0);
  define_native(c_IO, "tty?", io_isatty, 0, 0);
  define_native(c_IO, "inspect", io_inspect, 0, 0);
}

}  // namespace rhz::rt
