#include "runtime/error_report.h"

#include <cstdio>
#include <string>

#include "runtime/bytecode.h"
#include "runtime/classes.h"
#include "runtime/output.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

std::string location(const std::string& file, const BacktraceEntry& e) {
  std::string s(e.file.empty() ? std::string_view(file) : e.file);
  s += ':';
  s += std::to_string(e.line);
  s += ":in `";
  s += e.method;
  s += '\'';
  return s;
}

}  // namespace

BacktraceBuilder::BacktraceBuilder(const Code* entered) : entered_(entered != nullptr) {
  if (!entered) return;
  out_.push_back({entered->name, entered->def_line, entered->file});
  // A prelude method whose argument check failed reports its caller's
  // line, as CRuby's methods written in C do (frame() fills it in).
  if (entered->builtin) ++waiting_;
}

void BacktraceBuilder::frame(const Code& code, std::uint32_t line, const MethodEntry* running) {
  // CRuby calls a Proc (call, (), yield, [], ===) without a frame of its
  // own; the prelude's Proc#call is one, which its reports leave out.
  if (code.builtin && !code.is_block && code.owner == "Proc") return;
  // The prelude's helpers (named with two underscores, as no method of
  // CRuby is) stand for no method of the program's: no frame either.
  if (code.builtin && !code.is_block && code.name.starts_with("__")) return;
  // The frame below a begin's protected part is its own scope's, at the
  // begin: CRuby shows one frame for both.
  const bool below_protected = below_protected_;
  below_protected_ = code.protected_body;
  if (below_protected) return;
  auto push = [&](std::string_view name) {
    out_.push_back({name, line, code.file});
    if (code.builtin) ++waiting_;
  };
  static const Sym new_name = intern("new");
  if (running && !sym_name(running->name).starts_with("__")) {
    if (!entered_ && running->name == new_name) push("initialize");
    push(sym_name(running->name));
  }
  if (code.builtin && code.singleton && code.name == "new") push("initialize");
  push(code.name);
  if (code.builtin) return;
  for (std::size_t i = out_.size() - 1 - waiting_; i + 1 < out_.size(); ++i) {
    out_[i].line = line;
    out_[i].file = code.file;
  }
  waiting_ = 0;
}

std::vector<std::string> format_backtrace(const std::string& file, const BacktraceEntry* entries, std::size_t n) {
  std::vector<std::string> lines;
  lines.reserve(n);
  for (std::size_t i = 0; i < n; ++i) lines.push_back(location(file, entries[i]));
  return lines;
}

void report_error(const RubyError& error, const std::string& file, const std::vector<BacktraceEntry>& backtrace) {
  out_flush();
  if (error.klass == c_SystemExit) return;  // `exit`: the output so far, and no report
  // An error raised again keeps the backtrace of its first raise.
  const std::span<const BacktraceEntry> kept = kept_backtrace(error.exception);
  const std::vector<std::string> lines = kept.empty() ? format_backtrace(file, backtrace.data(), backtrace.size())
                                                      : format_backtrace(file, kept.data(), kept.size());
  std::string text;
  if (!lines.empty()) text += lines[0] + ": ";
  // CRuby puts the class after the first line of a multi-line message, and
  // names Interrupt alone (`...in `loop': Interrupt`).
  // An empty message reads "unhandled exception" for a RuntimeError (a
  // bare `raise`), else the class name alone.
  const std::string& message = error.message;
  std::size_t newline = message.find('\n');
  if (error.klass == c_Interrupt) text += "Interrupt\n";
  else if (message.empty() && error.klass == c_RuntimeError) text += "unhandled exception\n";
  else if (message.empty()) text += std::string(error.klass->name) + "\n";
  else if (newline == std::string::npos) text += message + " (" + std::string(error.klass->name) + ")\n";
  else  // the lines after the first as they are, ended by a newline once
    text += message.substr(0, newline) + " (" + std::string(error.klass->name) + ")" + message.substr(newline) +
            (message.back() == '\n' ? "" : "\n");
  // Like CRuby, a stack overflow's backtrace keeps the innermost 9 frames
  // and the outermost 4.
  constexpr std::size_t kHead = 9, kTail = 4;
  std::size_t n = lines.size();
  bool shorten = error.klass == c_SystemStackError && n > kHead + kTail + 5;
  for (std::size_t i = 1; i < n; ++i) {
    if (shorten && i == kHead) {
      text += "\t ... " + std::to_string(n - kHead - kTail) + " levels...\n";
      i = n - kTail - 1;
      continue;
    }
    text += "\tfrom " + lines[i] + "\n";
  }
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

}  // namespace rhz::rt
