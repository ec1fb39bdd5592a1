method inc  ; code_bytes=283 blocks=4 linear_instrs=9 machine_ops=5 spills=0 frame_slots=1 send_sites=2 slow_paths=2
  ; prologue
  0000  push rbp
  0001  mov rbp, rsp
  0004  push r15
  0006  push rbx
  0007  sub rsp, 0x30
  000b  mov r15, rdi
  000e  mov qword ptr [rsp + 0x18], rsi
  0013  mov rax, qword ptr [rip + 0x106]
  001a  mov qword ptr [rsp + 0x10], rax
  001f  mov rax, qword ptr [r15 + 0x50]
  0023  mov qword ptr [rsp + 8], rax
  0028  lea rax, [rsp + 8]
  002d  mov qword ptr [r15 + 0x50], rax
  0031  mov rax, qword ptr [rdx]
  0034  mov qword ptr [rsp + 0x28], rax
block0:
  ; FixCompareBranch < (line 2)
  0039  mov rcx, qword ptr [rsp + 0x28]
  003e  test cl, 1
  0041  je slow0
  0047  cmp rcx, 0x15
  004b  jge block2
block1:
  ; FixAdd + (line 2)
  0051  mov rcx, qword ptr [rsp + 0x28]
  0056  test cl, 1
  0059  je slow1
  005f  add rcx, 2
  0063  jo overflow1
  0069  mov rbx, rcx
  ; Jump (line 2)
  006c  jmp block3
block2:
  ; Move (line 2)
  0071  mov rbx, qword ptr [rsp + 0x28]
block3:
  ; Return (line 2)
  0076  mov rax, rbx
  ; epilogue
  0079  mov rcx, qword ptr [rsp + 8]
  007e  mov qword ptr [r15 + 0x50], rcx
  0082  add rsp, 0x30
  0086  pop rbx
  0087  pop r15
  0089  pop rbp
  008a  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  008b  mov qword ptr [rsp], 0x15
  0093  mov rdx, qword ptr [rsp + 0x28]
  0098  mov rdi, r15
  009b  mov rsi, qword ptr [rip + 0x86]
  00a2  mov rcx, rsp
  00a5  mov r8d, 1
  00ab  mov dword ptr [rsp + 0x24], 2
  ; call send <
  00b3  call qword ptr [r15]
  00b6  test rax, -9
  00bc  je block2
  00be  jmp block1
slow1:
  ; FixAdd + (line 2): not both fixnums
  00c0  mov qword ptr [rsp], 3
  00c8  mov rdx, qword ptr [rsp + 0x28]
  00cd  mov rdi, r15
  00d0  mov rsi, qword ptr [rip + 0x59]
  00d7  mov rcx, rsp
  00da  mov r8d, 1
  00e0  mov dword ptr [rsp + 0x24], 2
  ; call send +
  00e8  call qword ptr [r15]
  00eb  mov rbx, rax
  00ee  jmp 006c
overflow1:
  ; FixAdd + (line 2): overflow
  00f3  mov rdx, qword ptr [rsp + 0x28]
  00f8  mov ecx, 3
  00fd  mov rdi, r15
  0100  mov rsi, qword ptr [rip + 0x29]
  0107  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  010f  call qword ptr [r15 + 8]
  0113  mov rbx, rax
  0116  jmp 006c
literal pool: 29 bytes (method data and 2 send sites)
