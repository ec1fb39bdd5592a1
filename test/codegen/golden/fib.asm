method fib  ; code_bytes=695 blocks=4 linear_instrs=14 machine_ops=11 spills=0 frame_slots=1 send_sites=6 slow_paths=6
  ; prologue
  0000  push r15
  0002  push rbx
  0003  push rbp
  0004  push r12
  0006  sub rsp, 0x38
  000a  mov r15, rdi
  000d  mov rax, qword ptr [r15 + 0x50]
  0011  mov qword ptr [rsp + 0x18], rsi
  0016  mov r11, qword ptr [rip + 0x29b]
  001d  mov qword ptr [rsp + 0x10], r11
  0022  mov qword ptr [rsp + 8], rax
  0027  lea rax, [rsp + 8]
  002c  mov qword ptr [r15 + 0x50], rax
  0030  mov r11, qword ptr [rdx]
  0033  mov qword ptr [rsp + 0x30], r11
block0:
  ; FixCompareBranch < (line 2)
  0038  mov r11, qword ptr [rsp + 0x30]
  003d  test r11b, 1
  0041  je slow0
  0047  cmp r11, 5
  004b  jge block2
block1:
  ; Move (line 2)
  0051  mov rax, qword ptr [rsp + 0x30]
  ; Jump (line 2)
  0056  jmp block3
block2:
  ; LoadSelf (line 2)
  005b  mov rbp, qword ptr [rsp + 0x18]
  ; FixSub - (line 2)
  0060  mov r11, qword ptr [rsp + 0x30]
  0065  test r11b, 1
  0069  je slow1
  006f  sub r11, 2
  0073  jo overflow1
  0079  mov rax, r11
  ; Send fib (line 2)
  007c  mov qword ptr [rsp], rax
  0080  mov rdx, rbp
  0083  mov rsi, qword ptr [rip + 0x246]
  008a  mov rax, qword ptr [rdx]
  008d  cmp rax, qword ptr [rsi + 8]
  0091  jne slow2
  0097  mov dword ptr [rsp + 0x24], 2
  009f  mov rdi, r15
  00a2  mov rax, qword ptr [rsi + 0x10]
  00a6  mov rsi, rdx
  00a9  mov rdx, rsp
  00ac  mov ecx, 1
  ; call fib (direct)
  00b1  call rax
  ; Move (line 2)
  00b3  mov r12, rax
  ; FixSub - (line 2)
  00b6  mov r11, qword ptr [rsp + 0x30]
  00bb  test r11b, 1
  00bf  je slow3
  00c5  sub r11, 4
  00c9  jo overflow3
  00cf  mov rax, r11
  ; Send fib (line 2)
  00d2  mov qword ptr [rsp], rax
  00d6  mov rdx, rbp
  00d9  mov rsi, qword ptr [rip + 0x200]
  00e0  mov rax, qword ptr [rdx]
  00e3  cmp rax, qword ptr [rsi + 8]
  00e7  jne slow4
  00ed  mov rdi, r15
  00f0  mov rax, qword ptr [rsi + 0x10]
  00f4  mov rsi, rdx
  00f7  mov rdx, rsp
  00fa  mov ecx, 1
  ; call fib (direct)
  00ff  call rax
  ; FixAdd + (line 2)
  0101  test r12b, 1
  0105  je slow5
  010b  test al, 1
  010d  je slow5
  0113  mov r11, r12
  0116  lea r10, [rax - 1]
  011a  add r11, r10
  011d  jo overflow5
  0123  mov rax, r11
block3:
  ; Return (line 2)
  ; epilogue
  0126  mov r11, qword ptr [rsp + 8]
  012b  mov qword ptr [r15 + 0x50], r11
  012f  add rsp, 0x38
  0133  pop r12
  0135  pop rbp
  0136  pop rbx
  0137  pop r15
  0139  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  013a  mov qword ptr [rsp], 5
  0142  mov rdx, qword ptr [rsp + 0x30]
  0147  mov rdi, r15
  014a  mov rsi, qword ptr [rip + 0x16f]
  0151  mov rcx, rsp
  0154  mov r8d, 1
  015a  mov dword ptr [rsp + 0x24], 2
  ; call send <
  0162  call qword ptr [r15]
  0165  test rax, -9
  016b  je block2
  0171  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  0176  mov qword ptr [rsp], 3
  017e  mov rdx, qword ptr [rsp + 0x30]
  0183  mov rdi, r15
  0186  mov rsi, qword ptr [rip + 0x13b]
  018d  mov rcx, rsp
  0190  mov r8d, 1
  0196  mov dword ptr [rsp + 0x24], 2
  ; call send -
  019e  call qword ptr [r15]
  01a1  jmp 007c
overflow1:
  ; FixSub - (line 2): overflow
  01a6  mov r11, qword ptr [rsp + 0x30]
  01ab  mov r10d, 3
  01b1  mov rdx, r11
  01b4  mov rcx, r10
  01b7  mov rdi, r15
  01ba  mov rsi, qword ptr [rip + 0x107]
  01c1  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  01c9  call qword ptr [r15 + 8]
  01cd  jmp 007c
slow2:
  ; Send fib (line 2): generic send
  01d2  mov rdi, r15
  01d5  mov rcx, rsp
  01d8  mov r8d, 1
  01de  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  01e6  call qword ptr [r15]
  01e9  jmp 00b3
slow3:
  ; FixSub - (line 2): not both fixnums
  01ee  mov qword ptr [rsp], 5
  01f6  mov rdx, qword ptr [rsp + 0x30]
  01fb  mov rdi, r15
  01fe  mov rsi, qword ptr [rip + 0xd3]
  0205  mov rcx, rsp
  0208  mov r8d, 1
  020e  mov dword ptr [rsp + 0x24], 2
  ; call send -
  0216  call qword ptr [r15]
  0219  jmp 00d2
overflow3:
  ; FixSub - (line 2): overflow
  021e  mov r11, qword ptr [rsp + 0x30]
  0223  mov r10d, 5
  0229  mov rdx, r11
  022c  mov rcx, r10
  022f  mov rdi, r15
  0232  mov rsi, qword ptr [rip + 0x9f]
  0239  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0241  call qword ptr [r15 + 8]
  0245  jmp 00d2
slow4:
  ; Send fib (line 2): generic send
  024a  mov rdi, r15
  024d  mov rcx, rsp
  0250  mov r8d, 1
  0256  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  025e  call qword ptr [r15]
  0261  jmp 0101
slow5:
  ; FixAdd + (line 2): not both fixnums
  0266  mov qword ptr [rsp], rax
  026a  mov rdx, r12
  026d  mov rdi, r15
  0270  mov rsi, qword ptr [rip + 0x71]
  0277  mov rcx, rsp
  027a  mov r8d, 1
  0280  mov dword ptr [rsp + 0x24], 2
  ; call send +
  0288  call qword ptr [r15]
  028b  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  0290  mov r11, r12
  0293  mov r10, rax
  0296  mov rdx, r11
  0299  mov rcx, r10
  029c  mov rdi, r15
  029f  mov rsi, qword ptr [rip + 0x42]
  02a6  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  02ae  call qword ptr [r15 + 8]
  02b2  jmp block3
literal pool: 57 bytes (method data and 6 send sites)
