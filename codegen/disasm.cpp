// Disassembly (Capstone, Intel syntax) and the `--dump-asm` listing.
//
// Capstone is loaded with dlopen the first time a listing is asked for, not
// linked: its tables are large, and linking them (statically or not) would
// add about two milliseconds to every `rhz run`'s start-up for a dump few
// runs want. Without the library the listing still shows labels, lines and
// calls, with the instructions as hex bytes.
#include <dlfcn.h>

#include <cstdio>
#include <map>
#include <sstream>

#include "codegen/compile.h"

#ifdef RHZ_HAVE_CAPSTONE
#include <capstone.h>
#endif

namespace rhz::codegen {

namespace {

#ifdef RHZ_HAVE_CAPSTONE
// The few Capstone entry points the listing uses, resolved at run time.
struct Capstone {
  decltype(&cs_open) open = nullptr;
  decltype(&cs_option) option = nullptr;
  decltype(&cs_malloc) malloc = nullptr;
  decltype(&cs_disasm_iter) disasm_iter = nullptr;
  decltype(&cs_free) free = nullptr;
  decltype(&cs_close) close = nullptr;

  static const Capstone* get() {
    static const Capstone* loaded = load();
    return loaded;
  }

 private:
  static const Capstone* load() {
    void* lib = nullptr;
    for (const char* name : {"libcapstone.so.4", "libcapstone.so.5", "libcapstone.so"})
      if ((lib = dlopen(name, RTLD_NOW | RTLD_LOCAL))) break;
    if (!lib) return nullptr;
    static Capstone cs;
    bool ok = resolve(lib, "cs_open", cs.open) && resolve(lib, "cs_option", cs.option) &&
              resolve(lib, "cs_malloc", cs.malloc) && resolve(lib, "cs_disasm_iter", cs.disasm_iter) &&
              resolve(lib, "cs_free", cs.free) && resolve(lib, "cs_close", cs.close);
    return ok ? &cs : nullptr;
  }
  template <typename F>
  static bool resolve(void* lib, const char* name, F& out) {
    out = reinterpret_cast<F>(dlsym(lib, name));
    return out != nullptr;
  }
};
#endif

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
  const Capstone* cs = Capstone::get();
  csh handle;
  if (cs && cs->open(CS_ARCH_X86, CS_MODE_64, &handle) == CS_ERR_OK) {
    cs->option(handle, CS_OPT_SYNTAX, CS_OPT_SYNTAX_INTEL);
    const std::uint8_t* p = code.data();
    std::size_t size = code.size();
    std::uint64_t address = 0;
    cs_insn* insn = cs->malloc(handle);
    while (size > 0) {
      std::uint64_t at = address;
      if (!cs->disasm_iter(handle, &p, &size, &address, insn)) {
        // Not an instruction: show the byte and go on.
        out.push_back({at, ".byte", "0x" + offset_text(*p).substr(2)});
        ++p;
        --size;
        ++address;
        continue;
      }
      out.push_back({at, insn->mnemonic, insn->op_str});
    }
    cs->free(insn, 1);
    cs->close(&handle);
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
  return Capstone::get() != nullptr;
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
