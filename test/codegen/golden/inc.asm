method inc  ; code_bytes=295 blocks=4 linear_instrs=9 machine_ops=5 spills=0 frame_slots=1 send_sites=2 slow_paths=2
  ; prologue
  0000  push rbp
  0001  mov rbp, rsp
  0004  push r15
  0006  push rbx
  0007  sub rsp, 0x30
  000b  mov r15, rdi
  000e  mov qword ptr [rsp + 0x18], rsi
  0013  mov dword ptr [rsp + 0x20], ecx
  0017  mov dword ptr [rsp + 0x24], 0
  001f  mov rax, qword ptr [rip + 0x102]
  0026  mov qword ptr [rsp + 0x10], rax
  002b  mov rax, qword ptr [r15 + 0x50]
  002f  mov qword ptr [rsp + 8], rax
  0034  lea rax, [rsp + 8]
  0039  mov qword ptr [r15 + 0x50], rax
  003d  mov rax, qword ptr [rdx]
  0040  mov qword ptr [rsp + 0x28], rax
block0:
  ; FixCompareBranch < (line 2)
  0045  mov rcx, qword ptr [rsp + 0x28]
  004a  test cl, 1
  004d  je slow0
  0053  cmp rcx, 0x15
  0057  jge block2
block1:
  ; FixAdd + (line 2)
  005d  mov rcx, qword ptr [rsp + 0x28]
  0062  test cl, 1
  0065  je slow1
  006b  add rcx, 2
  006f  jo overflow1
  0075  mov rbx, rcx
  ; Jump (line 2)
  0078  jmp block3
block2:
  ; Move (line 2)
  007d  mov rbx, qword ptr [rsp + 0x28]
block3:
  ; Return (line 2)
  0082  mov rax, rbx
  ; epilogue
  0085  mov rcx, qword ptr [rsp + 8]
  008a  mov qword ptr [r15 + 0x50], rcx
  008e  add rsp, 0x30
  0092  pop rbx
  0093  pop r15
  0095  pop rbp
  0096  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0097  mov qword ptr [rsp], 0x15
  009f  mov rdx, qword ptr [rsp + 0x28]
  00a4  mov rdi, r15
  00a7  mov rsi, qword ptr [rip + 0x82]
  00ae  mov rcx, rsp
  00b1  mov r8d, 1
  00b7  mov dword ptr [rsp + 0x24], 2
  ; call send <
  00bf  call qword ptr [r15]
  00c2  test rax, -9
  00c8  je block2
  00ca  jmp block1
slow1:
  ; FixAdd + (line 2): not both fixnums
  00cc  mov qword ptr [rsp], 3
  00d4  mov rdx, qword ptr [rsp + 0x28]
  00d9  mov rdi, r15
  00dc  mov rsi, qword ptr [rip + 0x55]
  00e3  mov rcx, rsp
  00e6  mov r8d, 1
  00ec  mov dword ptr [rsp + 0x24], 2
  ; call send +
  00f4  call qword ptr [r15]
  00f7  mov rbx, rax
  00fa  jmp 0078
overflow1:
  ; FixAdd + (line 2): overflow
  00ff  mov rdx, qword ptr [rsp + 0x28]
  0104  mov ecx, 3
  0109  mov rdi, r15
  010c  mov rsi, qword ptr [rip + 0x25]
  0113  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  011b  call qword ptr [r15 + 8]
  011f  mov rbx, rax
  0122  jmp 0078
literal pool: 25 bytes (method data and 2 send sites)
