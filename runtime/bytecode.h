// Tier-1 bytecode: the linear IR of one method after frame-slot allocation,
// encoded compactly.
//
// Code layout: a flat array of 32-bit words; an instruction is its opcode
// word followed by its operands (runtime/opcodes.def gives each opcode's
// operand layout). Register operands are frame slots: slot i of the running
// method is base[i]; parameters arrive in slots 0 .. nparams-1. Branch
// targets are word offsets into the same array. Every word has a source line
// (lines[pc]) so any pc maps back to the program for backtraces.
//
// Side tables, indexed by operands: the constant pool (immediate Values
// only, so the collector need not see it), one inline cache per send, one
// profile per conditional branch and one counter per backward jump. The
// caches and profiles are written while the method runs; they are the
// feedback tier 2 reads.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/classes.h"
#include "runtime/value.h"

namespace rhz::rt {

namespace tier2 {
struct Executor;
}

enum class Opcode : std::uint32_t {
#define OPCODE(name, operands) name,
#include "runtime/opcodes.def"
#undef OPCODE
};
inline constexpr std::uint32_t kNumOpcodes = 0
#define OPCODE(name, operands) +1
#include "runtime/opcodes.def"
#undef OPCODE
    ;

// Send, or a send specialised by its name laid out as a Send (dst,
// receiver, cache, argc, args) and falling back to it: tier 2 reads each as
// the Send.
constexpr bool laid_out_as_send(Opcode op) {
  switch (op) {
    case Opcode::Send:
    case Opcode::SendLength:
    case Opcode::SendAt:
    case Opcode::SendAnd:
    case Opcode::SendOr:
    case Opcode::SendXor:
    case Opcode::SendShl:
    case Opcode::SendShr: return true;
    default: return false;
  }
}

const char* opcode_name(Opcode op);
// The operand layout string of opcodes.def ("dssc" ...).
const char* opcode_operands(Opcode op);
// Words taken by the instruction at code[pc] (opcode word included).
std::uint32_t instruction_length(const std::uint32_t* code);

// A monomorphic inline cache: the method found for `klass` while the method
// state was `state`. `seen` is the receiver class of the last lookup and
// `classes_seen` counts the lookups that met a class other than the previous
// one (1 = monomorphic so far); the
// fast paths of specialised sends set `saw_fixnum` (two fixnums),
// `float_operands` (Floats, or a Float and a fixnum) or `saw_array` (an Array
// indexed by a fixnum) instead of filling the cache.
struct InlineCache {
  Sym name{};
  std::uint8_t flags = 0;  // ir::call_site_flags
  bool saw_fixnum = false;
  bool saw_array = false;
  std::uint8_t float_operands = 0;  // the kinds the Float fast path of an operator ran on (runtime/float.h)
  const RClass* klass = nullptr;
  std::uint64_t state = ~std::uint64_t{0};
  const MethodEntry* entry = nullptr;
  // The entry before: a site that alternates between two classes (`x ==
  // nil` where x is an Array or nil) finds its method here again instead
  // of looking it up (lookup_miss swaps the two).
  const RClass* previous_klass = nullptr;
  std::uint64_t previous_state = ~std::uint64_t{0};
  const MethodEntry* previous_entry = nullptr;
  const RClass* seen = nullptr;
  std::uint32_t classes_seen = 0;
  std::uint64_t misses = 0;
  // A `super` send (ir::kSendSuper): the class or module defining the
  // method (set when it is defined); lookups start above it (super_start).
  const RClass* super_owner = nullptr;
  // A send of Class#new that tier 1 ran (initialize in its loop): the class
  // it made objects of, and whether it met another.
  const RClass* made = nullptr;
  bool made_varied = false;
  // An ivar access (GetIvar, SetIvar, attribute methods): objects of shape
  // `shape` keep the ivar in `slot`; a SetIvar that adds the ivar moves
  // them to `shape_after` (the same shape when it is there already).
  // An attribute method's site may reach several (one per class): `ivar`
  // is the one the shape and slot are for.
  const Shape* shape = nullptr;
  const Shape* shape_after = nullptr;
  std::uint32_t slot = 0;
  Sym ivar{};
};

// The direction history of one conditional branch: the last 32 outcomes
// (bit 0 the latest, 1 = taken) and how often it went each way (count[1]
// taken, count[0] not taken): two updates per execution.
struct BranchProfile {
  std::uint32_t history = 0;
  std::uint64_t count[2] = {0, 0};
};

struct Code {
  std::string name;               // "<main>" or the method name
  std::uint32_t def_line = 0;     // where argument errors are reported
  std::uint32_t num_params = 0;   // required + optional
  std::uint32_t required = 0;
  std::uint32_t frame_size = 0;   // slots, parameters included
  // A block's code (called by yield, with CRuby's block argument rules).
  bool is_block = false;
  // A lambda's block: a yield checks its arguments as a send checks a
  // method's (required..num_params), and spreads no Array.
  bool is_lambda = false;
  bool protected_body = false;  // ir::MethodInfo::protected_body
  // The last parameter is `*rest` (ir::MethodInfo::rest): any number of
  // arguments from `required` on; pack_rest puts the ones beyond the
  // others into its Array as the method is entered.
  bool rest = false;
  // A prelude method (ir::MethodInfo): defined on `owner` (its singleton)
  // at start-up, also as `aliases`; its frames report their caller's line.
  bool builtin = false;
  std::string owner;
  bool singleton = false;
  std::vector<Sym> aliases;
  // A method of the program's class `owner` (ir::MethodInfo::class_member),
  // and that class once the method is defined.
  bool class_member = false;
  mutable const RClass* owner_class = nullptr;
  // The file it is written in, as backtraces name it; whether it is a
  // required file's top level (ir::MethodInfo::file_top), which is named
  // "<top (required)>" here and by the file's path in the method table.
  std::string file;
  bool file_top = false;
  std::vector<std::uint32_t> words;
  std::vector<std::uint32_t> lines;  // per word
  std::vector<Value> constants;
  mutable std::vector<InlineCache> caches;
  mutable std::vector<BranchProfile> branches;
  mutable std::vector<std::uint64_t> loop_counters;
  std::vector<std::uint32_t> loop_headers;  // loop counter -> target pc (for dumps)
  // Direct-threaded form of words, made by the interpreter on first entry.
  mutable std::vector<std::int32_t> threaded;
  // Tier 2: per loop counter, back edges left until the JIT is asked (again),
  // and the loop's executor (runtime/tier2/executor.h), if any.
  mutable std::vector<std::int32_t> jit_countdown;
  mutable std::vector<tier2::Executor*> executors;
  // The same for entering the method (its executor runs from pc 0).
  mutable std::int32_t entry_countdown = 0;
  mutable tier2::Executor* entry_executor = nullptr;
  // Its code's address while it is valid, else null: what executors'
  // direct calls to this method call (codegen/abi.h, DirectCall); and the
  // bytes of VM stack it needs from its slots down to its record: its
  // slots, its inlined frames' and the records an exit may rebuild.
  mutable const void* direct_entry = nullptr;
  mutable std::uint64_t direct_room = 0;
  // Its yields met more than one block (an executor's block guard failed
  // often): tier 2 projects them as calls to whatever block comes.
  mutable bool yields_vary = false;
};

// A whole program: methods[0] is <main>; DefineMethod and MakeBlock
// operands index methods.
struct BytecodeProgram {
  std::vector<Code> methods;
  std::vector<std::string> literals;       // NewString operands
  std::vector<std::string> constant_names; // ConstGet/ConstSet operands
  std::vector<Sym> method_names;          // method index -> its name
};

}  // namespace rhz::rt
