// The Op enum, names and flag queries, all generated from ir/ops.def.
//
// Invariant: ops.def is the only list of ops. Passes switch on Op and ask
// flags here; there is no class per op.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace rhz::ir {

enum class Op : std::uint8_t {
#define OP(name, inputs, flags) name,
#include "ir/ops.def"
#undef OP
};

inline constexpr std::size_t kOpCount = 0
#define OP(name, inputs, flags) +1
#include "ir/ops.def"
#undef OP
    ;

// One bit per flag column of ops.def.
namespace op_flag {
inline constexpr std::uint32_t Pinned = 1u << 0;
inline constexpr std::uint32_t Control = 1u << 1;
inline constexpr std::uint32_t Value = 1u << 2;
inline constexpr std::uint32_t BlockStart = 1u << 3;
inline constexpr std::uint32_t BlockEnd = 1u << 4;
inline constexpr std::uint32_t Merge = 1u << 5;
inline constexpr std::uint32_t Projection = 1u << 6;
inline constexpr std::uint32_t Phi = 1u << 7;
inline constexpr std::uint32_t Pure = 1u << 8;
inline constexpr std::uint32_t Effect = 1u << 9;
inline constexpr std::uint32_t Commutative = 1u << 10;
inline constexpr std::uint32_t Guard = 1u << 11;
inline constexpr std::uint32_t Constant = 1u << 12;
inline constexpr std::uint32_t Variadic = 1u << 13;
}  // namespace op_flag

struct OpInfo {
  std::string_view name;
  std::uint8_t inputs;  // exact count, or the minimum when Variadic
  std::uint32_t flags;
};

namespace detail {
using namespace op_flag;
inline constexpr std::array<OpInfo, kOpCount> kOpTable = {{
#define OP(name, inputs, flags) {#name, inputs, (flags)},
#include "ir/ops.def"
#undef OP
}};
}  // namespace detail

constexpr const OpInfo& op_info(Op op) { return detail::kOpTable[static_cast<std::size_t>(op)]; }
constexpr std::string_view op_name(Op op) { return op_info(op).name; }
constexpr bool op_has(Op op, std::uint32_t flag) { return (op_info(op).flags & flag) != 0; }

constexpr bool is_pinned(Op op) { return op_has(op, op_flag::Pinned); }
constexpr bool is_control(Op op) { return op_has(op, op_flag::Control); }
constexpr bool is_value(Op op) { return op_has(op, op_flag::Value); }
constexpr bool is_merge(Op op) { return op_has(op, op_flag::Merge); }
constexpr bool is_projection(Op op) { return op_has(op, op_flag::Projection); }
constexpr bool is_phi(Op op) { return op_has(op, op_flag::Phi); }
constexpr bool is_pure(Op op) { return op_has(op, op_flag::Pure); }
constexpr bool is_effect(Op op) { return op_has(op, op_flag::Effect); }
constexpr bool is_commutative(Op op) { return op_has(op, op_flag::Commutative); }
constexpr bool is_guard(Op op) { return op_has(op, op_flag::Guard); }
constexpr bool is_constant(Op op) { return op_has(op, op_flag::Constant); }
constexpr bool is_variadic(Op op) { return op_has(op, op_flag::Variadic); }
constexpr bool is_block_start(Op op) { return op_has(op, op_flag::BlockStart); }
constexpr bool is_block_end(Op op) { return op_has(op, op_flag::BlockEnd); }
// Floating nodes have no place in the control flow of their own; a phi is
// floating but bound to its region.
constexpr bool is_floating(Op op) { return !is_pinned(op) && !is_merge(op) && op != Op::Start; }

// Arity check shared by Graph::make and the verifier.
constexpr bool arity_ok(Op op, std::size_t n) {
  return is_variadic(op) ? n >= op_info(op).inputs : n == op_info(op).inputs;
}

}  // namespace rhz::ir
