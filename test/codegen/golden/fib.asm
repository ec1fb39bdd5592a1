method fib  ; code_bytes=671 blocks=4 linear_instrs=14 machine_ops=10 spills=0 frame_slots=1 send_sites=6 slow_paths=6
  ; prologue
  0000  push r15
  0002  push rbx
  0003  push r12
  0005  push r13
  0007  sub rsp, 0x38
  000b  mov r15, rdi
  000e  mov rax, qword ptr [r15 + 0x50]
  0012  mov qword ptr [rsp + 0x18], rsi
  0017  mov r8, qword ptr [rip + 0x282]
  001e  mov qword ptr [rsp + 0x10], r8
  0023  mov qword ptr [rsp + 8], rax
  0028  lea rax, [rsp + 8]
  002d  mov qword ptr [r15 + 0x50], rax
  0031  mov rax, qword ptr [rdx]
  0034  mov qword ptr [rsp + 0x30], rax
block0:
  ; FixCompareBranch < (line 2)
  0039  mov rcx, qword ptr [rsp + 0x30]
  003e  test cl, 1
  0041  je slow0
  0047  cmp rcx, 5
  004b  jge block2
block1:
  ; Move (line 2)
  0051  mov rbx, qword ptr [rsp + 0x30]
  ; Jump (line 2)
  0056  jmp block3
block2:
  ; LoadSelf (line 2)
  005b  mov r12, qword ptr [rsp + 0x18]
  ; FixSub - (line 2)
  0060  mov rcx, qword ptr [rsp + 0x30]
  0065  test cl, 1
  0068  je slow1
  006e  sub rcx, 2
  0072  jo overflow1
  0078  mov r13, rcx
  ; Send fib (line 2)
  007b  mov qword ptr [rsp], r13
  007f  mov rdx, r12
  0082  mov rsi, qword ptr [rip + 0x22f]
  0089  mov rax, qword ptr [rdx]
  008c  cmp rax, qword ptr [rsi + 8]
  0090  jne slow2
  0096  mov dword ptr [rsp + 0x24], 2
  009e  mov rdi, r15
  00a1  mov rax, qword ptr [rsi + 0x10]
  00a5  mov rsi, rdx
  00a8  mov rdx, rsp
  00ab  mov ecx, 1
  ; call fib (direct)
  00b0  call rax
  00b2  mov r13, rax
  ; FixSub - (line 2)
  00b5  mov rcx, qword ptr [rsp + 0x30]
  00ba  test cl, 1
  00bd  je slow3
  00c3  sub rcx, 4
  00c7  jo overflow3
  00cd  mov rbx, rcx
  ; Send fib (line 2)
  00d0  mov qword ptr [rsp], rbx
  00d4  mov rdx, r12
  00d7  mov rsi, qword ptr [rip + 0x1ea]
  00de  mov rax, qword ptr [rdx]
  00e1  cmp rax, qword ptr [rsi + 8]
  00e5  jne slow4
  00eb  mov rdi, r15
  00ee  mov rax, qword ptr [rsi + 0x10]
  00f2  mov rsi, rdx
  00f5  mov rdx, rsp
  00f8  mov ecx, 1
  ; call fib (direct)
  00fd  call rax
  00ff  mov rbx, rax
  ; FixAdd + (line 2)
  0102  mov rcx, r13
  0105  mov rdx, rbx
  0108  mov eax, ecx
  010a  and eax, edx
  010c  test al, 1
  010e  je slow5
  0114  lea rdx, [rdx - 1]
  0118  add rcx, rdx
  011b  jo overflow5
  0121  mov rbx, rcx
block3:
  ; Return (line 2)
  0124  mov rax, rbx
  ; epilogue
  0127  mov rcx, qword ptr [rsp + 8]
  012c  mov qword ptr [r15 + 0x50], rcx
  0130  add rsp, 0x38
  0134  pop r13
  0136  pop r12
  0138  pop rbx
  0139  pop r15
  013b  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  013c  mov qword ptr [rsp], 5
  0144  mov rdx, qword ptr [rsp + 0x30]
  0149  mov rdi, r15
  014c  mov rsi, qword ptr [rip + 0x155]
  0153  mov rcx, rsp
  0156  mov r8d, 1
  015c  mov dword ptr [rsp + 0x24], 2
  ; call send <
  0164  call qword ptr [r15]
  0167  test rax, -9
  016d  je block2
  0173  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  0178  mov qword ptr [rsp], 3
  0180  mov rdx, qword ptr [rsp + 0x30]
  0185  mov rdi, r15
  0188  mov rsi, qword ptr [rip + 0x121]
  018f  mov rcx, rsp
  0192  mov r8d, 1
  0198  mov dword ptr [rsp + 0x24], 2
  ; call send -
  01a0  call qword ptr [r15]
  01a3  mov r13, rax
  01a6  jmp 007b
overflow1:
  ; FixSub - (line 2): overflow
  01ab  mov rdx, qword ptr [rsp + 0x30]
  01b0  mov ecx, 3
  01b5  mov rdi, r15
  01b8  mov rsi, qword ptr [rip + 0xf1]
  ; call fixnum_overflow
  01bf  call qword ptr [r15 + 8]
  01c3  mov r13, rax
  01c6  jmp 007b
slow2:
  ; Send fib (line 2): generic send
  01cb  mov rdi, r15
  01ce  mov rcx, rsp
  01d1  mov r8d, 1
  01d7  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  01df  call qword ptr [r15]
  01e2  jmp 00b2
slow3:
  ; FixSub - (line 2): not both fixnums
  01e7  mov qword ptr [rsp], 5
  01ef  mov rdx, qword ptr [rsp + 0x30]
  01f4  mov rdi, r15
  01f7  mov rsi, qword ptr [rip + 0xc2]
  01fe  mov rcx, rsp
  0201  mov r8d, 1
  0207  mov dword ptr [rsp + 0x24], 2
  ; call send -
  020f  call qword ptr [r15]
  0212  mov rbx, rax
  0215  jmp 00d0
overflow3:
  ; FixSub - (line 2): overflow
  021a  mov rdx, qword ptr [rsp + 0x30]
  021f  mov ecx, 5
  0224  mov rdi, r15
  0227  mov rsi, qword ptr [rip + 0x92]
  ; call fixnum_overflow
  022e  call qword ptr [r15 + 8]
  0232  mov rbx, rax
  0235  jmp 00d0
slow4:
  ; Send fib (line 2): generic send
  023a  mov rdi, r15
  023d  mov rcx, rsp
  0240  mov r8d, 1
  0246  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  024e  call qword ptr [r15]
  0251  jmp 00ff
slow5:
  ; FixAdd + (line 2): not both fixnums
  0256  mov qword ptr [rsp], rbx
  025a  mov rdx, r13
  025d  mov rdi, r15
  0260  mov rsi, qword ptr [rip + 0x69]
  0267  mov rcx, rsp
  026a  mov r8d, 1
  0270  mov dword ptr [rsp + 0x24], 2
  ; call send +
  0278  call qword ptr [r15]
  027b  mov rbx, rax
  027e  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  0283  mov rdx, r13
  0286  mov rcx, rbx
  0289  mov rdi, r15
  028c  mov rsi, qword ptr [rip + 0x3d]
  ; call fixnum_overflow
  0293  call qword ptr [r15 + 8]
  0297  mov rbx, rax
  029a  jmp block3
literal pool: 57 bytes (method data and 6 send sites)
