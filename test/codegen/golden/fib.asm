method fib  ; code_bytes=628 blocks=4 linear_instrs=14 machine_ops=10 spills=0 frame_slots=1 send_sites=6 slow_paths=4
  ; prologue
  0000  push rbp
  0001  mov rbp, rsp
  0004  push r15
  0006  push rbx
  0007  push r12
  0009  push r13
  000b  sub rsp, 0x30
  000f  mov r15, rdi
  0012  mov qword ptr [rsp + 0x18], rsi
  0017  mov dword ptr [rsp + 0x20], ecx
  001b  mov dword ptr [rsp + 0x24], 0
  0023  mov rax, qword ptr [rip + 0x24e]
  002a  mov qword ptr [rsp + 0x10], rax
  002f  mov rax, qword ptr [r15 + 0x48]
  0033  mov qword ptr [rsp + 8], rax
  0038  lea rax, [rsp + 8]
  003d  mov qword ptr [r15 + 0x48], rax
  0041  mov rax, qword ptr [rdx]
  0044  mov qword ptr [rsp + 0x28], rax
block0:
  ; FixCompareBranch < (line 2)
  0049  mov rcx, qword ptr [rsp + 0x28]
  004e  test cl, 1
  0051  je slow0
  0057  cmp rcx, 5
  005b  jge block2
block1:
  ; Move (line 2)
  0061  mov rbx, qword ptr [rsp + 0x28]
  ; Jump (line 2)
  0066  jmp block3
block2:
  ; LoadSelf (line 2)
  006b  mov r12, qword ptr [rsp + 0x18]
  ; FixSub - (line 2)
  0070  mov rcx, qword ptr [rsp + 0x28]
  0075  test cl, 1
  0078  je slow1
  007e  sub rcx, 2
  0082  jo overflow1
  0088  mov r13, rcx
  ; Send fib (line 2)
  008b  mov qword ptr [rsp], r13
  008f  mov rdx, r12
  0092  mov rdi, r15
  0095  mov rsi, qword ptr [rip + 0x1f4]
  009c  mov rcx, rsp
  009f  mov r8d, 1
  00a5  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  00ad  call qword ptr [r15]
  00b0  mov r13, rax
  ; FixSub - (line 2)
  00b3  mov rcx, qword ptr [rsp + 0x28]
  00b8  test cl, 1
  00bb  je slow2
  00c1  sub rcx, 4
  00c5  jo overflow2
  00cb  mov rbx, rcx
  ; Send fib (line 2)
  00ce  mov qword ptr [rsp], rbx
  00d2  mov rdx, r12
  00d5  mov rdi, r15
  00d8  mov rsi, qword ptr [rip + 0x1c1]
  00df  mov rcx, rsp
  00e2  mov r8d, 1
  00e8  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  00f0  call qword ptr [r15]
  00f3  mov rbx, rax
  ; FixAdd + (line 2)
  00f6  mov rcx, r13
  00f9  mov rdx, rbx
  00fc  mov eax, ecx
  00fe  and eax, edx
  0100  test al, 1
  0102  je slow3
  0108  lea rdx, [rdx - 1]
  010c  add rcx, rdx
  010f  jo overflow3
  0115  mov rbx, rcx
block3:
  ; Return (line 2)
  0118  mov rax, rbx
  ; epilogue
  011b  mov rcx, qword ptr [rsp + 8]
  0120  mov qword ptr [r15 + 0x48], rcx
  0124  add rsp, 0x30
  0128  pop r13
  012a  pop r12
  012c  pop rbx
  012d  pop r15
  012f  pop rbp
  0130  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0131  mov qword ptr [rsp], 5
  0139  mov rdx, qword ptr [rsp + 0x28]
  013e  mov rdi, r15
  0141  mov rsi, qword ptr [rip + 0x138]
  0148  mov rcx, rsp
  014b  mov r8d, 1
  0151  mov dword ptr [rsp + 0x24], 2
  ; call send <
  0159  call qword ptr [r15]
  015c  test rax, -9
  0162  je block2
  0168  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  016d  mov qword ptr [rsp], 3
  0175  mov rdx, qword ptr [rsp + 0x28]
  017a  mov rdi, r15
  017d  mov rsi, qword ptr [rip + 0x104]
  0184  mov rcx, rsp
  0187  mov r8d, 1
  018d  mov dword ptr [rsp + 0x24], 2
  ; call send -
  0195  call qword ptr [r15]
  0198  mov r13, rax
  019b  jmp 008b
overflow1:
  ; FixSub - (line 2): overflow
  01a0  mov rdx, qword ptr [rsp + 0x28]
  01a5  mov ecx, 3
  01aa  mov rdi, r15
  01ad  mov rsi, qword ptr [rip + 0xd4]
  01b4  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  01bc  call qword ptr [r15 + 8]
  01c0  mov r13, rax
  01c3  jmp 008b
slow2:
  ; FixSub - (line 2): not both fixnums
  01c8  mov qword ptr [rsp], 5
  01d0  mov rdx, qword ptr [rsp + 0x28]
  01d5  mov rdi, r15
  01d8  mov rsi, qword ptr [rip + 0xb9]
  01df  mov rcx, rsp
  01e2  mov r8d, 1
  01e8  mov dword ptr [rsp + 0x24], 2
  ; call send -
  01f0  call qword ptr [r15]
  01f3  mov rbx, rax
  01f6  jmp 00ce
overflow2:
  ; FixSub - (line 2): overflow
  01fb  mov rdx, qword ptr [rsp + 0x28]
  0200  mov ecx, 5
  0205  mov rdi, r15
  0208  mov rsi, qword ptr [rip + 0x89]
  020f  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0217  call qword ptr [r15 + 8]
  021b  mov rbx, rax
  021e  jmp 00ce
slow3:
  ; FixAdd + (line 2): not both fixnums
  0223  mov qword ptr [rsp], rbx
  0227  mov rdx, r13
  022a  mov rdi, r15
  022d  mov rsi, qword ptr [rip + 0x74]
  0234  mov rcx, rsp
  0237  mov r8d, 1
  023d  mov dword ptr [rsp + 0x24], 2
  ; call send +
  0245  call qword ptr [r15]
  0248  mov rbx, rax
  024b  jmp block3
overflow3:
  ; FixAdd + (line 2): overflow
  0250  mov rdx, r13
  0253  mov rcx, rbx
  0256  mov rdi, r15
  0259  mov rsi, qword ptr [rip + 0x48]
  0260  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0268  call qword ptr [r15 + 8]
  026c  mov rbx, rax
  026f  jmp block3
literal pool: 60 bytes (method data and 6 send sites)
