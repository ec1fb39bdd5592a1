// Emission of sends and the other calls into the runtime (allocation,
// method definition, constants), for AOT code and executors alike.
#include "codegen/emitter.h"

namespace rhz::codegen::detail {

// The direct call (SendSite's cache, codegen/abi.h) inline; the generic
// send out of line. rdx holds the receiver and rsi the site on both.
void Emitter::emit_Send(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  stage(m.args);
  load(rdx, m.a);
  mov(rsi, qword[rip + site_labels_[m.site]]);
  // self is a heap object in the methods ir::MethodInfo::self_on_heap
  // says so of: top-level defs (private on Object, so never called on an
  // immediate) and methods of the program's classes; never in a module's
  // methods, an object's own, blocks, the prelude's (which run on
  // Integers and Floats too) or executors.
  if (!m.receiver_is_self) {
    test(dl, 7);  // immediates: fixnums, true and undefined have a low bit set,
    jnz(sp.entry);
    cmp(rdx, static_cast<std::uint32_t>(kNilBits));  // false and nil are 0 and 8
    jbe(sp.entry);
  }
  mov(rax, qword[rdx]);  // the object's class (its first word)
  cmp(rax, qword[rsi + offsetof(SendSite, klass)]);
  jne(sp.entry);
  set_line(m.line);
  mov(rdi, r15);
  mov(rax, qword[rsi + offsetof(SendSite, target)]);
  mov(rsi, rdx);
  mov(rdx, rsp);
  mov(ecx, static_cast<std::uint32_t>(m.args.size()));
  mov(r8d, static_cast<std::uint32_t>(kNilBits));  // no block: a site with one never calls directly
  comment("call " + mm_.site_names[m.site] + " (direct)");
  call(rax);
  L(sp.resume);
  store(m.dst, rax);
}

void Emitter::call_with_index(const MInstr& m, std::size_t field, std::string_view name) {
  mov(rdi, r15);
  mov(esi, static_cast<std::uint32_t>(m.imm));
  call_abi(field, name, m.line);
}

void Emitter::emit_NewString(const MInstr& m) {
  call_with_index(m, offsetof(RuntimeAbi, new_string), "new_string");
  store(m.dst, rax);
}

void Emitter::emit_Literal(const MInstr& m) {
  mov(edx, static_cast<std::uint32_t>(m.literal_kind));
  call_with_index(m, offsetof(RuntimeAbi, literal), "literal");
  store(m.dst, rax);
}

void Emitter::call_with_values(const MInstr& m, std::size_t field, std::string_view name) {
  stage(m.args);
  mov(rdi, r15);
  mov(rsi, rsp);
  mov(edx, static_cast<std::uint32_t>(m.args.size()));
  call_abi(field, name, m.line);
  store(m.dst, rax);
}
void Emitter::emit_Interpolate(const MInstr& m) { call_with_values(m, offsetof(RuntimeAbi, interpolate), "interpolate"); }

void Emitter::emit_ToAry(const MInstr& m) {
  load(rsi, m.a);
  mov(rdi, r15);
  call_abi(offsetof(RuntimeAbi, to_ary), "to_ary", m.line);
  store(m.dst, rax);
}

void Emitter::emit_DefineMethod(const MInstr& m) {
  call_with_index(m, offsetof(RuntimeAbi, define_method), "define_method");
  store(m.dst, rax);
}

// The constant's value read inline from the runtime's table; only an
// unassigned one (NameError) calls const_get.
void Emitter::emit_ConstGet(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  mov(r11, qword[r15 + offsetof(NativeContext, constants)]);
  mov(r11, qword[r11 + static_cast<std::uint32_t>(8 * m.imm)]);
  cmp(r11, static_cast<std::uint32_t>(kUndefinedBits));
  je(sp.entry);
  store(m.dst, r11);
  L(sp.resume);
}

void Emitter::emit_ConstSet(const MInstr& m) {
  load(rdx, m.a);
  mov(rdi, r15);
  mov(esi, static_cast<std::uint32_t>(m.imm));
  call_abi(offsetof(RuntimeAbi, const_set), "const_set", m.line);
  store(m.dst, rax);
}

void Emitter::emit_DefineClass(const MInstr& m) {
  load(rdx, m.a);
  mov(rdi, r15);
  mov(esi, static_cast<std::uint32_t>(m.imm));
  mov(ecx, m.if_taken ? 1u : 0u);
  call_abi(offsetof(RuntimeAbi, define_class), "define_class", m.line);
  store(m.dst, rax);
}

// An ivar read: the object's shape against the site's, then a load from its
// slots (runtime/shape.h); any other shape calls ivar_get, which refills
// the site. Only the two scratch registers are needed, the object's
// included when it is not in a register.
void Emitter::emit_GetIvar(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  const Reg64 object = in_reg(m.a, r11);
  mov(r10, qword[rip + site_labels_[m.site]]);
  mov(r10, qword[r10 + offsetof(SendSite, klass)]);
  cmp(r10, qword[object + kObjectShapeOffset]);
  jne(sp.entry);
  mov(r10, qword[rip + site_labels_[m.site]]);
  mov(r10d, dword[r10 + offsetof(SendSite, argc)]);
  mov(r11, qword[object + kObjectSlotsOffset]);
  mov(r11, qword[r11 + r10 * 8]);
  store(m.dst, r11);
  L(sp.resume);
}

void Emitter::emit_SetIvar(const MInstr& m) {
  stage({m.a, m.b});
  mov(rdx, outgoing(0));
  mov(rcx, outgoing(1));
  mov(rdi, r15);
  mov(rsi, qword[rip + site_labels_[m.site]]);
  call_abi(offsetof(RuntimeAbi, ivar_set), "ivar_set", m.line);
  store(m.dst, rax);
}

}  // namespace rhz::codegen::detail
