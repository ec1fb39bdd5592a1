// `require_relative`: the frontend finds and compiles the files a program
// requires ahead of time (frontend/load.h) and gives every call the
// requiring file's directory as a last argument. Each
// required file's top level is a private method of Object named by the
// file's absolute path (ir::MethodInfo::file_top), defined before the
// program starts; this runs it, once, with main as self.
#include <filesystem>
#include <set>
#include <string>

#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

// The same resolution as the frontend's (frontend::required_path).
std::string resolve(std::string_view dir, std::string_view name) {
  std::filesystem::path p = std::filesystem::path(dir) / name;
  if (p.extension() != ".rb") p += ".rb";
  return p.lexically_normal().string();
}

Value require_relative(Value, const Value* argv, std::uint32_t argc) {
  if (argc != 2) raise(c_ArgumentError, "wrong number of arguments (given " + std::to_string(argc - 1) + ", expected 1)");
  // CRuby's features are the files loaded so far; a file being loaded is
  // one already, so a cycle of requires ends.
  static std::set<std::string> loaded;
  const std::string_view name = view(string_arg(argv[0])), dir = view(as_string(argv[1]));
  const std::string path = resolve(dir, name);
  const std::string as_named = (std::filesystem::path(dir) / name).lexically_normal();
  if (loaded.count(path)) return kFalse;
  const MethodEntry* top = find_method(c_Object, intern(path));
  if (!top || !top->code || !top->code->file_top) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) raise(c_LoadError, "cannot load such file -- " + as_named);
    raise(c_LoadError, "cannot load " + path + ": it was not compiled with the program (rhz compiles the files a "
                       "program requires ahead of time; `rhz compile --stop-after=check " + path + "` shows why)");
  }
  loaded.insert(path);
  call_entry(top, main_object(), nullptr, 0);
  return kTrue;
}

}  // namespace

void init_require_methods() { define_native(c_Kernel, "require_relative", require_relative, 1, kAnyArgc, true); }

}  // namespace rhz::rt
