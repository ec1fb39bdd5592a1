method inc  ; code_bytes=273 blocks=4 linear_instrs=9 machine_ops=5 spills=0 frame_slots=1 send_sites=2 slow_paths=2
  ; prologue
  0000  push r15
  0002  sub rsp, 0x40
  0006  mov r15, rdi
  0009  mov rax, qword ptr [r15 + 0x60]
  000d  mov qword ptr [rsp + 0x18], rsi
  0012  mov r11, qword ptr [rip + 0xff]
  0019  mov qword ptr [rsp + 0x10], r11
  001e  mov qword ptr [rsp + 8], rax
  0023  lea rax, [rsp + 8]
  0028  mov qword ptr [r15 + 0x60], rax
  002c  mov r11, qword ptr [rdx]
  002f  mov qword ptr [rsp + 0x30], r11
block0:
  ; FixCompareBranch < (line 2)
  0034  mov r11, qword ptr [rsp + 0x30]
  0039  test r11b, 1
  003d  je slow0
  0043  cmp r11, 0x15
  0047  jge block2
block1:
  ; FixAdd + (line 2)
  004d  mov r11, qword ptr [rsp + 0x30]
  0052  test r11b, 1
  0056  je slow1
  005c  add r11, 2
  0060  jo overflow1
  0066  mov rax, r11
  ; Jump (line 2)
  0069  jmp block3
block2:
  ; Move (line 2)
  006e  mov rax, qword ptr [rsp + 0x30]
block3:
  ; Return (line 2)
  ; epilogue
  0073  mov r11, qword ptr [rsp + 8]
  0078  mov qword ptr [r15 + 0x60], r11
  007c  add rsp, 0x40
  0080  pop r15
  0082  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0083  mov qword ptr [rsp], 0x15
  008b  mov rdx, qword ptr [rsp + 0x30]
  0090  mov rdi, r15
  0093  mov rsi, qword ptr [rip + 0x86]
  009a  mov rcx, rsp
  009d  mov r8d, 1
  00a3  mov dword ptr [rsp + 0x24], 2
  ; call send <
  00ab  call qword ptr [r15]
  00ae  test rax, -9
  00b4  je block2
  00b6  jmp block1
slow1:
  ; FixAdd + (line 2): not both fixnums
  00b8  mov qword ptr [rsp], 3
  00c0  mov rdx, qword ptr [rsp + 0x30]
  00c5  mov rdi, r15
  00c8  mov rsi, qword ptr [rip + 0x59]
  00cf  mov rcx, rsp
  00d2  mov r8d, 1
  00d8  mov dword ptr [rsp + 0x24], 2
  ; call send +
  00e0  call qword ptr [r15]
  00e3  jmp 0069
overflow1:
  ; FixAdd + (line 2): overflow
  00e5  mov r11, qword ptr [rsp + 0x30]
  00ea  mov r10d, 3
  00f0  mov rdx, r11
  00f3  mov rcx, r10
  00f6  mov rdi, r15
  00f9  mov rsi, qword ptr [rip + 0x28]
  0100  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0108  call qword ptr [r15 + 8]
  010c  jmp 0069
literal pool: 31 bytes (method data and 2 send sites)
