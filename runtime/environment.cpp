// What a program can learn of the world it runs in: its arguments (ARGV),
// the engine running it (RUBY_ENGINE), the clocks (Process.clock_gettime,
// Time.now) and the names of files (File.exist?, dirname, basename, join),
// and its own constants by name (Object.const_get). Benchmark harnesses
// need exactly these; reading and writing files is outside the language.
#include <cctype>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/environment.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/heap.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

std::vector<std::string>& arguments() {
  static std::vector<std::string> args;
  return args;
}

Value argv_array{kUndefined.bits};
Value process_module{kUndefined.bits};
Value file_class{kUndefined.bits};
Value time_class{kUndefined.bits};
RClass* c_Time;

// Process::CLOCK_MONOTONIC and friends: Linux's clock ids, as CRuby gives them.
constexpr std::int64_t kClockIds[] = {CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID,
                                      CLOCK_THREAD_CPUTIME_ID};
constexpr const char* kClockNames[] = {"CLOCK_REALTIME", "CLOCK_MONOTONIC", "CLOCK_PROCESS_CPUTIME_ID",
                                       "CLOCK_THREAD_CPUTIME_ID"};

std::string string_argument(Value v) { return std::string(view(string_arg(v))); }

// Process.clock_gettime(id[, unit]): the clock's time in `unit`
// (:float_second by default), as CRuby computes it.
Value process_clock_gettime(Value, const Value* argv, std::uint32_t argc) {
  timespec ts{};
  if (clock_gettime(static_cast<clockid_t>(integer_arg(argv[0])), &ts) != 0)
    raise(c_ArgumentError, std::string("Invalid argument - clock_gettime"));
  const __int128 ns = static_cast<__int128>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
  const double seconds = static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
  const std::string_view unit = argc > 1 && is_symbol(argv[1]) ? symbol_name(argv[1]) : "float_second";
  if (argc > 1 && !is_symbol(argv[1])) raise(c_ArgumentError, "unexpected unit: " + std::string(conversion_name(argv[1])));
  if (unit == "float_second") return float_new(seconds);
  if (unit == "float_millisecond") return float_new(seconds * 1e3);
  if (unit == "float_microsecond") return float_new(seconds * 1e6);
  if (unit == "second") return integer_from(ts.tv_sec);
  if (unit == "millisecond") return integer_from(ns / 1000000);
  if (unit == "microsecond") return integer_from(ns / 1000);
  if (unit == "nanosecond") return integer_from(ns);
  raise(c_ArgumentError, "unexpected unit: " + std::string(unit));
}

// Time.now, and the differences and conversions a timing needs: a Time is
// its seconds since the epoch, a Float (CRuby keeps a rational; the
// benchmarks' arithmetic does not see the difference at microseconds).
struct RTime : RBasic {
  double seconds;
};

Value time_new(double seconds) {
  auto* t = static_cast<RTime*>(alloc_atomic(sizeof(RTime)));
  t->klass = c_Time;
  t->seconds = seconds;
  return from_object(t);
}

double time_seconds(Value v) { return static_cast<RTime*>(as_object(v))->seconds; }

Value time_now(Value, const Value*, std::uint32_t) {
  timespec ts{};
  clock_gettime(CLOCK_REALTIME, &ts);
  return time_new(static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9);
}

Value time_minus(Value self, const Value* argv, std::uint32_t) {
  if (is_a(argv[0], c_Time)) return float_new(time_seconds(self) - time_seconds(argv[0]));
  if (is_fixnum(argv[0])) return time_new(time_seconds(self) - static_cast<double>(fixnum_value(argv[0])));
  if (is_float(argv[0])) return time_new(time_seconds(self) - float_value(argv[0]));
  raise(c_TypeError, "can't convert " + std::string(conversion_name(argv[0])) + " into an exact number");
}

Value time_to_f(Value self, const Value*, std::uint32_t) { return float_new(time_seconds(self)); }
Value time_to_i(Value self, const Value*, std::uint32_t) { return integer_from_double(time_seconds(self)); }

Value file_exist(Value, const Value* argv, std::uint32_t) {
  std::error_code ec;
  return to_bool(std::filesystem::exists(string_argument(argv[0]), ec));
}

// File.dirname and File.basename as CRuby's: trailing slashes do not count,
// "." when there is no directory part.
Value file_dirname(Value, const Value* argv, std::uint32_t) {
  std::string path = string_argument(argv[0]);
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  const std::size_t slash = path.rfind('/');
  if (slash == std::string::npos) return str_new(".");
  std::size_t end = slash;
  while (end > 0 && path[end - 1] == '/') --end;
  return str_new(end == 0 ? "/" : path.substr(0, end));
}

Value file_basename(Value, const Value* argv, std::uint32_t argc) {
  std::string path = string_argument(argv[0]);
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  const std::size_t slash = path.rfind('/');
  std::string base = slash == std::string::npos || path == "/" ? path : path.substr(slash + 1);
  if (argc > 1) {
    const std::string suffix = string_argument(argv[1]);
    const std::size_t dot = base.rfind('.');
    if (suffix == ".*" && dot != std::string::npos && dot > 0) base.resize(dot);
    else if (suffix != ".*" && base.size() > suffix.size() && base.ends_with(suffix)) base.resize(base.size() - suffix.size());
  }
  return str_new(base);
}

// File.join: the parts with one slash between each two.
Value file_join(Value, const Value* argv, std::uint32_t argc) {
  std::string out;
  for (std::uint32_t i = 0; i < argc; ++i) {
    std::string part = string_argument(argv[i]);
    if (i > 0) {
      const bool ends = !out.empty() && out.back() == '/';
      const bool starts = !part.empty() && part.front() == '/';
      if (ends && starts) part.erase(0, 1);
      else if (!ends && !starts) out += '/';
    }
    out += part;
  }
  return str_new(out);
}

// Module#const_get(name): the constant `name` of the program or of the core
// library, as a constant reference reads it.
Value class_const_get(Value, const Value* argv, std::uint32_t) {
  std::string name = is_symbol(argv[0]) ? std::string(symbol_name(argv[0])) : string_argument(argv[0]);
  if (name.starts_with("Object::")) name.erase(0, 8);
  if (name.empty() || !std::isupper(static_cast<unsigned char>(name[0])))
    raise(c_NameError, "wrong constant name " + name);
  Value v = program_constant(name);
  if (v == kUndefined) v = builtin_constant(name);
  if (v == kUndefined) raise(c_NameError, "uninitialized constant " + name);
  return v;
}

}  // namespace

void set_program_arguments(std::vector<std::string> args) { arguments() = std::move(args); }

Value environment_constant(std::string_view name) {
  if (name == "ARGV") {
    if (argv_array == kUndefined) {
      argv_array = ary_new(arguments().size());
      for (const std::string& a : arguments()) ary_push(as_array(argv_array), str_new(a));
      add_root_range(&argv_array, &argv_array + 1);
    }
    return argv_array;
  }
  if (name == "$*") return environment_constant("ARGV");
  if (name == "RUBY_ENGINE") return str_new_immortal("rhz");
  if (name == "Process") return process_module;
  if (name == "File") return file_class;
  if (name == "Time") return time_class;
  if (name == "Object") return from_object(c_Object);
  for (std::size_t i = 0; i < std::size(kClockNames); ++i)
    if (name == std::string("Process::") + kClockNames[i]) return fixnum(kClockIds[i]);
  return kUndefined;
}

void init_environment() {
  RClass* process = nullptr;
  process_module = core_object("Process", "Module", process);
  define_native(process, "clock_gettime", process_clock_gettime, 1, 2);
  RClass* file = nullptr;
  file_class = core_object("File", "Class", file);
  define_native(file, "exist?", file_exist, 1, 1);
  define_native(file, "dirname", file_dirname, 1, 1);
  define_native(file, "basename", file_basename, 1, 2);
  define_native(file, "join", file_join, 0, kAnyArgc);
  RClass* time = nullptr;
  time_class = core_object("Time", "Class", time);
  define_native(time, "now", time_now, 0, 0);
  c_Time = new_class("Time", c_Object);
  define_native(c_Time, "-", time_minus, 1, 1);
  define_native(c_Time, "to_f", time_to_f, 0, 0);
  define_native(c_Time, "to_i", time_to_i, 0, 0);
  if (!c_Object->klass) c_Object->klass = c_Class;
  define_native(c_Module, "const_get", class_const_get, 1, 1)->in_callers_frame = true;
}

}  // namespace rhz::rt
