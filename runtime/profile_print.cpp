#include "runtime/profile_print.h"

#include <sstream>

#include "runtime/float.h"

namespace rhz::rt {

namespace {

// Where each profiled site is: the pc and line of the instruction that
// owns each cache, branch profile and loop counter.
struct Sites {
  std::vector<std::uint32_t> cache_pc, branch_pc, loop_pc;
};

Sites find_sites(const Code& code) {
  Sites sites;
  sites.cache_pc.resize(code.caches.size());
  sites.branch_pc.resize(code.branches.size());
  sites.loop_pc.resize(code.loop_counters.size());
  const std::uint32_t* words = code.words.data();
  for (std::uint32_t pc = 0; pc < code.words.size(); pc += instruction_length(words + pc)) {
    std::uint32_t w = pc + 1;
    for (const char* k = opcode_operands(static_cast<Opcode>(words[pc])); *k; ++k, ++w) {
      if (*k == 'c') sites.cache_pc[words[w]] = pc;
      else if (*k == 'b') sites.branch_pc[words[w]] = pc;
      else if (*k == 'l') sites.loop_pc[words[w]] = pc;
      else if (*k == 'n') w += words[w];
    }
  }
  return sites;
}

std::string history_text(const BranchProfile& b) {
  std::uint64_t executed = b.count[0] + b.count[1];
  std::size_t n = executed < 32 ? static_cast<std::size_t>(executed) : 32;
  std::string text;  // oldest first, T taken, . not taken
  for (std::size_t i = n; i-- > 0;) text += (b.history >> i) & 1 ? 'T' : '.';
  return text;
}

}  // namespace

std::string print_profile(const BytecodeProgram& program) {
  std::ostringstream os;
  for (const Code& code : program.methods) {
    Sites sites = find_sites(code);
    os << "profile " << code.name << '\n';
    for (std::size_t i = 0; i < code.loop_counters.size(); ++i)
      os << "  loop" << i << " @" << sites.loop_pc[i] << " line " << code.lines[sites.loop_pc[i]] << ": back edge to @"
         << code.loop_headers[i] << " taken " << code.loop_counters[i] << '\n';
    for (std::size_t i = 0; i < code.branches.size(); ++i) {
      const BranchProfile& b = code.branches[i];
      os << "  br" << i << " @" << sites.branch_pc[i] << " line " << code.lines[sites.branch_pc[i]] << ": taken "
         << b.count[1] << " of " << (b.count[0] + b.count[1]) << " history " << history_text(b) << '\n';
    }
    for (std::size_t i = 0; i < code.caches.size(); ++i) {
      const InlineCache& ic = code.caches[i];
      os << "  ic" << i << " @" << sites.cache_pc[i] << " line " << code.lines[sites.cache_pc[i]] << ": "
         << sym_name(ic.name) << " receivers";
      if (ic.saw_fixnum) os << " Integer(fast path)";
      if (ic.saw_array) os << " Array(fast path)";
      if (ic.float_operands & kFlonumFlonum) os << " Float,Float(fast path)";
      if (ic.float_operands & kFlonumFixnum) os << " Float,Integer(fast path)";
      if (ic.float_operands & kFixnumFlonum) os << " Integer,Float(fast path)";
      if (ic.seen) os << ' ' << ic.seen->name;
      if (!ic.saw_fixnum && !ic.saw_array && !ic.float_operands && !ic.seen) os << " none";
      os << " lookups " << ic.misses;
      if (ic.classes_seen > 1) os << " (polymorphic: " << ic.classes_seen << " class changes)";
      os << '\n';
    }
  }
  return os.str();
}

}  // namespace rhz::rt
