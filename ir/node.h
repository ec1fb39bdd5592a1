// Node: one vertex of the sea of nodes, and the named accessors passes use.
//
// Invariants:
// - A node is a plain record: dense id, op, payload, inputs, uses. Its edge
//   fields are private and written only by Graph (ir/graph.h), so that for
//   every input edge n.inputs[s] == d there is exactly one use {n, s} in
//   d.uses, and nothing else is in d.uses.
// - Slot 0 is the control input of a Pinned node, the merge of a Phi, and
//   null in floating nodes and merges. Null inputs are allowed (slot 0 of
//   floating nodes, a loop back edge not yet patched) and are not edges.
// - A killed node stays in the arena with no inputs and no uses; its id is
//   never reused.
// - Per-pass data lives in side tables (NodeMap), never on the node.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "ir/ops.h"
#include "ir/symbols.h"

namespace rhz::ir {

using NodeId = std::uint32_t;

// Fixnums are 63-bit signed: immediates in a tagged 64-bit word.
inline constexpr std::int64_t kFixnumMin = -(std::int64_t{1} << 62);
inline constexpr std::int64_t kFixnumMax = (std::int64_t{1} << 62) - 1;
constexpr bool fits_fixnum(__int128 v) { return v >= kFixnumMin && v <= kFixnumMax; }

enum class ImmKind : std::uint8_t { Fixnum, Nil, True, False };

// An immediate Ruby value: what a Constant node stands for.
struct Imm {
  ImmKind kind = ImmKind::Nil;
  std::int64_t fixnum = 0;  // meaningful only for ImmKind::Fixnum

  static constexpr Imm of_fixnum(std::int64_t v) { return {ImmKind::Fixnum, v}; }
  static constexpr Imm nil() { return {ImmKind::Nil, 0}; }
  static constexpr Imm of_bool(bool b) { return {b ? ImmKind::True : ImmKind::False, 0}; }
  constexpr bool is_fixnum() const { return kind == ImmKind::Fixnum; }
  constexpr bool truthy() const { return kind != ImmKind::Nil && kind != ImmKind::False; }
  constexpr bool operator==(const Imm&) const = default;
};

// Send flags.
inline constexpr std::uint8_t kSendFunctional = 1;  // `name(args)`: implicit self, private allowed
inline constexpr std::uint8_t kSendVCall = 2;       // a bare name: NameError, not NoMethodError, when undefined

// The small payload of a node. Which fields mean something depends on the op:
//   Constant      kind (ImmKind), imm
//   Param, ArgGiven  index = parameter index
//   Send          index = method name (SymbolId), kind = send flags
//   NewString     index = literal index in Program::strings
//   Literal       index = literal index in Program::strings, kind = LiteralKind
//   DefineMethod  index = method index in Program::methods
//   DefineClass   index = the class body's method index, kind = kClassHasSuper
//   GetIvar/SetIvar  index = ivar name (SymbolId)
//   ConstGet/Set  index = constant name (SymbolId)
//   Guard*, checked ops  index = exit index, kind = kGuardNegated
//   ConstLoad     index = exit index, imm = constant index
//   GuardShape    index = exit index, imm = the shape word
//   IvarLoad      index = the ivar's slot
//   IvarStore     index = exit index, kind = the slot, imm = the shape after (0: unchanged)
//   Phi           kind = kDoublePhi for a phi of unboxed doubles (tier 2)
// Unused fields stay zero so that equal payloads compare equal (GVN).
// What a Literal's text is: an Integer's decimal digits (beyond the fixnum
// range), or a Symbol's name.
// FrozenString: a string literal that is only read (an interpolation's
// fixed text), one object for the whole run instead of a fresh String.
// Regexp: `/source/` and its option letters (i, m, x), the source as
// Regexp#source returns it; the last `/` ends the source.
enum class LiteralKind : std::uint8_t { Bignum, Symbol, Float, FrozenString, Regexp };

struct Payload {
  std::int64_t imm = 0;
  std::uint32_t index = 0;
  std::uint8_t kind = 0;

  static constexpr Payload constant(Imm v) { return {v.fixnum, 0, static_cast<std::uint8_t>(v.kind)}; }
  static constexpr Payload of_index(std::uint32_t i) { return {0, i, 0}; }
  static constexpr Payload literal(std::uint32_t i, LiteralKind k) { return {0, i, static_cast<std::uint8_t>(k)}; }
  static constexpr Payload symbol(SymbolId s) { return {0, static_cast<std::uint32_t>(s), 0}; }
  static constexpr Payload send(SymbolId name, std::uint8_t flags) {
    return {0, static_cast<std::uint32_t>(name), flags};
  }
  constexpr bool operator==(const Payload&) const = default;
};

class Node;

// One use edge, seen from its definition: user->input(slot) is the definition.
struct Use {
  Node* user;
  std::uint32_t slot;
};

class Node {
 public:
  NodeId id() const { return id_; }
  Op op() const { return op_; }
  const Payload& payload() const { return payload_; }
  bool is_dead() const { return dead_; }
  // In the GVN table: its inputs and payload must not change.
  bool is_locked() const { return locked_; }

  std::size_t num_inputs() const { return inputs_.size(); }
  Node* input(std::size_t slot) const { return inputs_[slot]; }
  std::span<Node* const> inputs() const { return inputs_; }
  std::size_t num_uses() const { return uses_.size(); }
  std::span<const Use> uses() const { return uses_; }

 private:
  friend class Graph;
  friend struct TestAccess;  // lets the verifier tests break invariants on purpose
  Node(NodeId id, Op op, Payload p) : id_(id), op_(op), payload_(p) {}

  NodeId id_;
  Op op_;
  bool dead_ = false;
  bool locked_ = false;
  Payload payload_;
  std::vector<Node*> inputs_;
  // use_pos_[s] is the position of the use {this, s} in inputs_[s]->uses_,
  // so that removing an edge is O(1) however many uses the input has.
  std::vector<std::uint32_t> use_pos_;
  std::vector<Use> uses_;
};

// ---- named accessors: passes use these, never raw slot numbers -----------

inline Node* control(const Node* n) { return n->input(0); }    // Pinned nodes
inline Node* cond(const Node* n) { return n->input(1); }       // If, Guard
inline Node* operand(const Node* n) { return n->input(1); }    // Truthy, Not, IsFixnum, ToAry, ConstSet
inline Node* ret_value(const Node* n) { return n->input(1); }  // Return
inline Node* lhs(const Node* n) { return n->input(1); }        // Int*
inline Node* rhs(const Node* n) { return n->input(2); }        // Int*
inline Node* receiver(const Node* n) { return n->input(1); }   // Send
// Send, SendBlock, Yield: where the arguments start.
inline std::size_t first_arg(const Node* n) { return n->op() == Op::SendBlock ? 3 : 2; }
inline std::span<Node* const> args(const Node* n) { return n->inputs().subspan(first_arg(n)); }
inline std::size_t argc(const Node* n) { return n->num_inputs() - first_arg(n); }
inline Node* sent_block(const Node* n) { return n->input(2); }      // SendBlock
inline Node* yielded_block(const Node* n) { return n->input(1); }   // Yield
inline Node* env_of(const Node* n) { return n->input(1); }          // MakeBlock, NewEnv (its parent), EnvLoad, EnvStore, OuterEnv
inline Node* stored_value(const Node* n) { return n->input(2); }    // EnvStore
inline std::uint32_t env_slot(const Node* n) { return n->payload().index; }  // EnvLoad, EnvStore; NewEnv: slots
inline std::span<Node* const> parts(const Node* n) { return n->inputs().subspan(1); }     // Interpolate
inline std::span<Node* const> elements(const Node* n) { return n->inputs().subspan(1); }  // NewArray
// Guards: the inputs after the op's fixed operands are the frame state.
inline std::size_t frame_state_begin(const Node* n) { return op_info(n->op()).inputs; }
inline std::span<Node* const> frame_state(const Node* n) { return n->inputs().subspan(frame_state_begin(n)); }
// Merges: predecessor i (1-based, matching the phi slot) and the count.
inline std::span<Node* const> preds(const Node* n) { return n->inputs().subspan(1); }
inline std::size_t num_preds(const Node* n) { return n->num_inputs() - 1; }
inline Node* loop_entry(const Node* n) { return n->input(1); }
inline Node* loop_back(const Node* n) { return n->input(2); }
inline Node* phi_region(const Node* n) { return n->input(0); }
inline std::span<Node* const> phi_values(const Node* n) { return n->inputs().subspan(1); }

inline Imm imm(const Node* n) { return {static_cast<ImmKind>(n->payload().kind), n->payload().imm}; }
inline std::uint32_t param_index(const Node* n) { return n->payload().index; }
inline SymbolId send_name(const Node* n) { return static_cast<SymbolId>(n->payload().index); }
inline std::uint8_t send_flags(const Node* n) { return n->payload().kind; }
// A call site's flags as method lookup tests them: the send's own flags,
// plus kSendSelfReceiver when the receiver is written `self.` explicitly
// (private methods may be called then too).
inline constexpr std::uint8_t kSendSelfReceiver = 4;
// Tier 2: the send may call its method's executor directly (codegen/abi.h,
// DirectCall); the runtime's cache word for the site says how.
inline constexpr std::uint8_t kSendDirect = 8;
// Tier 2: a yield, to the block its receiver operand holds.
inline constexpr std::uint8_t kSendYield = 64;
// Tier 2: a send passing a block, its last argument.
inline constexpr std::uint8_t kSendWithBlock = 128;
// An ObjectConstant the runtime made rather than a tier-1 constant.
inline constexpr std::uint32_t kRuntimeObject = 0xffffffffu;
// `super`: the method is looked up from the superclass of the class that
// defines the running method (MethodInfo::owner), not the receiver's class.
inline constexpr std::uint8_t kSendSuper = 16;
// The flags argument of __splat_send (runtime/splat.cpp), the send of a
// call whose arguments are spread from an Array: no receiver written, and
// `super(*args)`.
inline constexpr std::int64_t kSplatFunctional = 1;
inline constexpr std::int64_t kSplatSuper = 2;
// The first argument is a string literal: CRuby compiles `x["k"]` and
// `x["k"] = v` to opt_aref_with / opt_aset_with, whose only fast path is for
// a Hash (runtime/operator_frames.h).
inline constexpr std::uint8_t kSendStringLiteralArg = 32;
inline std::uint8_t call_site_flags(const Node* send) {
  std::uint8_t flags = send_flags(send);
  if (receiver(send)->op() == Op::Self && !(flags & kSendFunctional)) flags |= kSendSelfReceiver;
  if ((send->op() == Op::Send || send->op() == Op::SendBlock) && argc(send) > 0 && args(send)[0]->op() == Op::NewString)
    flags |= kSendStringLiteralArg;
  return flags;
}
inline std::uint32_t literal_index(const Node* n) { return n->payload().index; }
inline LiteralKind literal_kind(const Node* n) { return static_cast<LiteralKind>(n->payload().kind); }
inline std::uint32_t method_index(const Node* n) { return n->payload().index; }
inline SymbolId const_name(const Node* n) { return static_cast<SymbolId>(n->payload().index); }
inline SymbolId ivar_name(const Node* n) { return static_cast<SymbolId>(n->payload().index); }
// DefineClass: `class Name < Super` names a superclass (input 1).
inline constexpr std::uint8_t kClassHasSuper = 1;
inline bool class_has_super(const Node* n) { return (n->payload().kind & kClassHasSuper) != 0; }
inline std::uint32_t exit_index(const Node* n) { return n->payload().index; }
// Guard, GuardInt*: the exit is taken when the condition holds instead.
inline constexpr std::uint8_t kGuardNegated = 1;
// ConstLoad: the constant was assigned when the superblock was projected,
// and a constant never becomes unassigned again: the exit is never taken,
// and a load whose value nothing reads can go.
inline constexpr std::uint8_t kConstAssigned = 2;
inline bool guard_negated(const Node* n) { return (n->payload().kind & kGuardNegated) != 0; }
inline std::uint32_t constant_index(const Node* n) { return static_cast<std::uint32_t>(n->payload().imm); }  // ConstLoad

// Phi (tier 2): its inputs and value are unboxed doubles.
inline constexpr std::uint8_t kDoublePhi = 1;
// Does the node's value hold a double's bits rather than a Ruby value?
inline bool is_double(const Node* n) {
  switch (n->op()) {
    case Op::UnboxFloat:
    case Op::IntToFloat:
    case Op::FloatAdd:
    case Op::FloatSub:
    case Op::FloatMul:
    case Op::FloatDiv:
    case Op::FloatSqrt: return true;
    case Op::Phi: return n->payload().kind == kDoublePhi;
    default: return false;
  }
}

inline bool is_constant(const Node* n) { return n->op() == Op::Constant; }
inline bool is_fixnum_constant(const Node* n) { return is_constant(n) && imm(n).is_fixnum(); }

// Does the edge user->input(slot) carry control (rather than a value)?
inline bool is_control_edge(const Node* user, std::size_t slot) {
  return (slot == 0 && is_pinned(user->op())) || (slot >= 1 && is_merge(user->op()));
}

}  // namespace rhz::ir
