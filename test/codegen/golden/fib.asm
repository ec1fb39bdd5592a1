method fib  ; code_bytes=786 blocks=4 linear_instrs=14 machine_ops=10 spills=0 frame_slots=1 send_sites=6 slow_paths=6
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
  0023  mov rax, qword ptr [rip + 0x2ee]
  002a  mov qword ptr [rsp + 0x10], rax
  002f  mov rax, qword ptr [r15 + 0x50]
  0033  mov qword ptr [rsp + 8], rax
  0038  lea rax, [rsp + 8]
  003d  mov qword ptr [r15 + 0x50], rax
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
  0092  mov rsi, qword ptr [rip + 0x297]
  0099  test dl, 7
  009c  jne slow2
  00a2  cmp rdx, 8
  00a6  jbe slow2
  00ac  mov rax, qword ptr [rdx]
  00af  cmp rax, qword ptr [rsi + 8]
  00b3  jne slow2
  00b9  mov rax, qword ptr [r15 + 0x58]
  00bd  cmp rax, qword ptr [rsi + 0x10]
  00c1  jne slow2
  00c7  mov dword ptr [rsp + 0x24], 2
  00cf  mov rdi, r15
  00d2  mov rax, qword ptr [rsi + 0x18]
  00d6  mov rsi, rdx
  00d9  mov rdx, rsp
  00dc  mov ecx, 1
  ; call fib (direct)
  00e1  call rax
  00e3  mov r13, rax
  ; FixSub - (line 2)
  00e6  mov rcx, qword ptr [rsp + 0x28]
  00eb  test cl, 1
  00ee  je slow3
  00f4  sub rcx, 4
  00f8  jo overflow3
  00fe  mov rbx, rcx
  ; Send fib (line 2)
  0101  mov qword ptr [rsp], rbx
  0105  mov rdx, r12
  0108  mov rsi, qword ptr [rip + 0x231]
  010f  test dl, 7
  0112  jne slow4
  0118  cmp rdx, 8
  011c  jbe slow4
  0122  mov rax, qword ptr [rdx]
  0125  cmp rax, qword ptr [rsi + 8]
  0129  jne slow4
  012f  mov rax, qword ptr [r15 + 0x58]
  0133  cmp rax, qword ptr [rsi + 0x10]
  0137  jne slow4
  013d  mov dword ptr [rsp + 0x24], 2
  0145  mov rdi, r15
  0148  mov rax, qword ptr [rsi + 0x18]
  014c  mov rsi, rdx
  014f  mov rdx, rsp
  0152  mov ecx, 1
  ; call fib (direct)
  0157  call rax
  0159  mov rbx, rax
  ; FixAdd + (line 2)
  015c  mov rcx, r13
  015f  mov rdx, rbx
  0162  mov eax, ecx
  0164  and eax, edx
  0166  test al, 1
  0168  je slow5
  016e  lea rdx, [rdx - 1]
  0172  add rcx, rdx
  0175  jo overflow5
  017b  mov rbx, rcx
block3:
  ; Return (line 2)
  017e  mov rax, rbx
  ; epilogue
  0181  mov rcx, qword ptr [rsp + 8]
  0186  mov qword ptr [r15 + 0x50], rcx
  018a  add rsp, 0x30
  018e  pop r13
  0190  pop r12
  0192  pop rbx
  0193  pop r15
  0195  pop rbp
  0196  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0197  mov qword ptr [rsp], 5
  019f  mov rdx, qword ptr [rsp + 0x28]
  01a4  mov rdi, r15
  01a7  mov rsi, qword ptr [rip + 0x172]
  01ae  mov rcx, rsp
  01b1  mov r8d, 1
  01b7  mov dword ptr [rsp + 0x24], 2
  ; call send <
  01bf  call qword ptr [r15]
  01c2  test rax, -9
  01c8  je block2
  01ce  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  01d3  mov qword ptr [rsp], 3
  01db  mov rdx, qword ptr [rsp + 0x28]
  01e0  mov rdi, r15
  01e3  mov rsi, qword ptr [rip + 0x13e]
  01ea  mov rcx, rsp
  01ed  mov r8d, 1
  01f3  mov dword ptr [rsp + 0x24], 2
  ; call send -
  01fb  call qword ptr [r15]
  01fe  mov r13, rax
  0201  jmp 008b
overflow1:
  ; FixSub - (line 2): overflow
  0206  mov rdx, qword ptr [rsp + 0x28]
  020b  mov ecx, 3
  0210  mov rdi, r15
  0213  mov rsi, qword ptr [rip + 0x10e]
  021a  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0222  call qword ptr [r15 + 8]
  0226  mov r13, rax
  0229  jmp 008b
slow2:
  ; Send fib (line 2): generic send
  022e  mov rdi, r15
  0231  mov rcx, rsp
  0234  mov r8d, 1
  023a  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  0242  call qword ptr [r15]
  0245  jmp 00e3
slow3:
  ; FixSub - (line 2): not both fixnums
  024a  mov qword ptr [rsp], 5
  0252  mov rdx, qword ptr [rsp + 0x28]
  0257  mov rdi, r15
  025a  mov rsi, qword ptr [rip + 0xd7]
  0261  mov rcx, rsp
  0264  mov r8d, 1
  026a  mov dword ptr [rsp + 0x24], 2
  ; call send -
  0272  call qword ptr [r15]
  0275  mov rbx, rax
  0278  jmp 0101
overflow3:
  ; FixSub - (line 2): overflow
  027d  mov rdx, qword ptr [rsp + 0x28]
  0282  mov ecx, 5
  0287  mov rdi, r15
  028a  mov rsi, qword ptr [rip + 0xa7]
  0291  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0299  call qword ptr [r15 + 8]
  029d  mov rbx, rax
  02a0  jmp 0101
slow4:
  ; Send fib (line 2): generic send
  02a5  mov rdi, r15
  02a8  mov rcx, rsp
  02ab  mov r8d, 1
  02b1  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  02b9  call qword ptr [r15]
  02bc  jmp 0159
slow5:
  ; FixAdd + (line 2): not both fixnums
  02c1  mov qword ptr [rsp], rbx
  02c5  mov rdx, r13
  02c8  mov rdi, r15
  02cb  mov rsi, qword ptr [rip + 0x76]
  02d2  mov rcx, rsp
  02d5  mov r8d, 1
  02db  mov dword ptr [rsp + 0x24], 2
  ; call send +
  02e3  call qword ptr [r15]
  02e6  mov rbx, rax
  02e9  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  02ee  mov rdx, r13
  02f1  mov rcx, rbx
  02f4  mov rdi, r15
  02f7  mov rsi, qword ptr [rip + 0x4a]
  02fe  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0306  call qword ptr [r15 + 8]
  030a  mov rbx, rax
  030d  jmp block3
literal pool: 62 bytes (method data and 6 send sites)
