method inc  ; code_bytes=270 blocks=4 linear_instrs=9 machine_ops=5 spills=0 frame_slots=1 send_sites=2 slow_paths=2
  ; prologue
  0000  push r15
  0002  push rbx
  0003  sub rsp, 0x38
  0007  mov r15, rdi
  000a  mov rax, qword ptr [r15 + 0x50]
  000e  mov qword ptr [rsp + 0x18], rsi
  0013  mov r8, qword ptr [rip + 0xf6]
  001a  mov qword ptr [rsp + 0x10], r8
  001f  mov qword ptr [rsp + 8], rax
  0024  lea rax, [rsp + 8]
  0029  mov qword ptr [r15 + 0x50], rax
  002d  mov rax, qword ptr [rdx]
  0030  mov qword ptr [rsp + 0x30], rax
block0:
  ; FixCompareBranch < (line 2)
  0035  mov rcx, qword ptr [rsp + 0x30]
  003a  test cl, 1
  003d  je slow0
  0043  cmp rcx, 0x15
  0047  jge block2
block1:
  ; FixAdd + (line 2)
  004d  mov rcx, qword ptr [rsp + 0x30]
  0052  test cl, 1
  0055  je slow1
  005b  add rcx, 2
  005f  jo overflow1
  0065  mov rbx, rcx
  ; Jump (line 2)
  0068  jmp block3
block2:
  ; Move (line 2)
  006d  mov rbx, qword ptr [rsp + 0x30]
block3:
  ; Return (line 2)
  0072  mov rax, rbx
  ; epilogue
  0075  mov rcx, qword ptr [rsp + 8]
  007a  mov qword ptr [r15 + 0x50], rcx
  007e  add rsp, 0x38
  0082  pop rbx
  0083  pop r15
  0085  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0086  mov qword ptr [rsp], 0x15
  008e  mov rdx, qword ptr [rsp + 0x30]
  0093  mov rdi, r15
  0096  mov rsi, qword ptr [rip + 0x7b]
  009d  mov rcx, rsp
  00a0  mov r8d, 1
  00a6  mov dword ptr [rsp + 0x24], 2
  ; call send <
  00ae  call qword ptr [r15]
  00b1  test rax, -9
  00b7  je block2
  00b9  jmp block1
slow1:
  ; FixAdd + (line 2): not both fixnums
  00bb  mov qword ptr [rsp], 3
  00c3  mov rdx, qword ptr [rsp + 0x30]
  00c8  mov rdi, r15
  00cb  mov rsi, qword ptr [rip + 0x4e]
  00d2  mov rcx, rsp
  00d5  mov r8d, 1
  00db  mov dword ptr [rsp + 0x24], 2
  ; call send +
  00e3  call qword ptr [r15]
  00e6  mov rbx, rax
  00e9  jmp 0068
overflow1:
  ; FixAdd + (line 2): overflow
  00ee  mov rdx, qword ptr [rsp + 0x30]
  00f3  mov ecx, 3
  00f8  mov rdi, r15
  00fb  mov rsi, qword ptr [rip + 0x1e]
  ; call fixnum_overflow
  0102  call qword ptr [r15 + 8]
  0106  mov rbx, rax
  0109  jmp 0068
literal pool: 26 bytes (method data and 2 send sites)
