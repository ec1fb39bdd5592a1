#include "runtime/bytecode_print.h"

#include <cctype>
#include <cstdio>
#include <sstream>

#include "runtime/builtins.h"

namespace rhz::rt {

namespace {

std::string lower_snake(const char* camel) {
  std::string out;
  for (const char* p = camel; *p; ++p) {
    if (std::isupper(static_cast<unsigned char>(*p)) && p != camel) out += '_';
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(*p)));
  }
  return out;
}

// A constant as the program wrote it: an immediate, or a literal's object
// (a Bignum, a Symbol), whose inspect is as deterministic as its text.
std::string constant_text(Value v) {
  std::string out;
  append_inspect(out, v);
  return out;
}

std::string quoted(const std::string& bytes) {
  std::string out = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') out += '\\', out += static_cast<char>(c);
    else if (c == '\n') out += "\\n";
    else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    } else out += static_cast<char>(c);
  }
  return out + '"';
}

void print_method(std::ostream& os, const BytecodeProgram& program, const Code& code) {
  os << "method " << code.name << "  ; params=" << code.num_params << " required=" << code.required
     << " frame=" << code.frame_size << " words=" << code.words.size() << '\n';
  const std::uint32_t* words = code.words.data();
  for (std::uint32_t pc = 0; pc < code.words.size(); pc += instruction_length(words + pc)) {
    auto op = static_cast<Opcode>(words[pc]);
    char head[32];
    std::snprintf(head, sizeof head, "  %04u  ", pc);
    std::ostringstream line;
    line << head << lower_snake(opcode_name(op));
    std::uint32_t w = pc + 1;
    std::string comment;
    bool first = true;
    for (const char* k = opcode_operands(op); *k; ++k) {
      line << (first ? " " : ", ");
      first = false;
      std::uint32_t v = words[w++];
      switch (*k) {
        case 'd':
        case 's': line << 's' << v; break;
        case 'k':
          line << 'k' << v;
          comment += " " + constant_text(code.constants[v]);
          break;
        case 'v': line << '#' << fixnum_value(Value{static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<std::int32_t>(v)))}); break;
        case 't': line << '@' << v; break;
        case 'c':
          line << "ic" << v;
          comment += " " + std::string(sym_name(code.caches[v].name));
          break;
        case 'b': line << "br" << v; break;
        case 'l': line << "loop" << v; break;
        case 'n':
          line << v;
          for (std::uint32_t i = 0; i < v; ++i) line << ", s" << words[w++];
          break;
        case 'i':
          line << v;
          if (op == Opcode::NewString && v < program.literals.size()) comment += " " + quoted(program.literals[v]);
          else if (op == Opcode::DefineMethod && v < program.methods.size()) comment += " " + program.methods[v].name;
          else if ((op == Opcode::ConstGet || op == Opcode::ConstSet) && v < program.constant_names.size())
            comment += " " + program.constant_names[v];
          break;
      }
    }
    os << line.str();
    os << "  ; line " << code.lines[pc] << comment << '\n';
  }
}

}  // namespace

std::string print_bytecode(const BytecodeProgram& program) {
  std::ostringstream os;
  for (std::size_t i = 0; i < program.methods.size(); ++i) {
    if (i) os << '\n';
    print_method(os, program, program.methods[i]);
  }
  return os.str();
}

}  // namespace rhz::rt
