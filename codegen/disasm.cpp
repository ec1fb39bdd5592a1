// Disassembly (Capstone, Intel syntax, when the build found it) and the
// `--dump-asm` listing. Without Capstone the listing still shows labels,
// lines and calls, with the instructions as hex bytes.
#include <cstdio>
#include <map>
#include <sstream>

#include "codegen/compile.h"

#ifdef RHZ_HAVE_CAPSTONE
#include <capstone.h>
#endif

namespace rhz::codegen {

namespace {

std::string offset_text(std::uint64_t offset) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04llx", static_cast<unsigned long long>(offset));
  return buf;
}

// One decoded instruction: its offset and text.
struct Decoded {
  std::uint64_t offset;
  std::string mnemonic;
  std::string operands;
  std::string text() const { return operands.empty() ? mnemonic : mnemonic + " " + operands; }
};

std::vector<Decoded> decode(std::span<const std::uint8_t> code) {
  std::vector<Decoded> out;
#ifdef RHZ_HAVE_CAPSTONE
  csh handle;
  if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle) == CS_ERR_OK) {
    cs_option(handle, CS_OPT_SYNTAX, CS_OPT_SYNTAX_INTEL);
    const std::uint8_t* p = code.data();
    std::size_t size = code.size();
    std::uint64_t address = 0;
    cs_insn* insn = cs_malloc(handle);
    while (size > 0) {
      std::uint64_t at = address;
      if (!cs_disasm_iter(handle, &p, &size, &address, insn)) {
        // Not an instruction: show the byte and go on.
        out.push_back({at, ".byte", "0x" + offset_text(*p).substr(2)});
        ++p;
        --size;
        ++address;
        continue;
      }
      out.push_back({at, insn->mnemonic, insn->op_str});
    }
    cs_free(insn, 1);
    cs_close(&handle);
    return out;
  }
#endif
  // Hex, sixteen bytes a line.
  for (std::size_t i = 0; i < code.size(); i += 16) {
    std::string text;
    for (std::size_t j = i; j < code.size() && j < i + 16; ++j) {
      char buf[8];
      std::snprintf(buf, sizeof buf, j == i ? "%02x" : " %02x", code[j]);
      text += buf;
    }
    out.push_back({i, ".byte", std::move(text)});
  }
  return out;
}

}  // namespace

bool disassembler_available() {
#ifdef RHZ_HAVE_CAPSTONE
  return true;
#else
  return false;
#endif
}

std::string disassemble(std::span<const std::uint8_t> code) {
  std::string out;
  for (const Decoded& d : decode(code)) out += "  " + offset_text(d.offset) + "  " + d.text() + "\n";
  return out;
}

std::string print_asm(const CompiledMethod& m) {
  const CodegenStats& s = m.stats;
  std::ostringstream os;
  os << "method " << m.name << "  ; code_bytes=" << s.code_bytes << " blocks=" << s.blocks
     << " linear_instrs=" << s.linear_instrs << " machine_ops=" << s.machine_ops << " spills=" << s.spills
     << " frame_slots=" << s.frame_slots << " send_sites=" << s.send_sites << " slow_paths=" << s.slow_paths
     << "\n";
  std::size_t mark = 0;
  auto flush_marks = [&](std::uint64_t upto) {
    for (; mark < m.marks.size() && m.marks[mark].offset <= upto; ++mark) {
      const AsmMark& am = m.marks[mark];
      if (am.label) os << am.text << "\n";
      else os << "  ; " << am.text << "\n";
    }
  };
  // Branch targets by name: a label when one starts there, else the offset
  // as the listing prints it.
  std::map<std::uint64_t, std::string> labels;
  for (const AsmMark& am : m.marks)
    if (am.label && !labels.count(am.offset)) labels[am.offset] = am.text.substr(0, am.text.size() - 1);
  for (Decoded d : decode(m.code.bytes().first(m.code_size))) {
    flush_marks(d.offset);
    if (d.mnemonic[0] == 'j' && d.operands.rfind("0x", 0) == 0) {
      std::uint64_t target = std::stoull(d.operands, nullptr, 16);
      auto it = labels.find(target);
      d.operands = it != labels.end() ? it->second : offset_text(target);
    }
    os << "  " << offset_text(d.offset) << "  " << d.text() << "\n";
  }
  flush_marks(m.code_size);
  os << "literal pool: " << (m.code.size() - m.code_size) << " bytes (method data and " << s.send_sites
     << " send sites)\n";
  return os.str();
}

}  // namespace rhz::codegen
