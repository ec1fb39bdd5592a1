method fib  ; code_bytes=736 blocks=4 linear_instrs=14 machine_ops=10 spills=0 frame_slots=1 send_sites=6 slow_paths=6
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
  0017  mov rax, qword ptr [rip + 0x2c2]
  001e  mov qword ptr [rsp + 0x10], rax
  0023  mov rax, qword ptr [r15 + 0x50]
  0027  mov qword ptr [rsp + 8], rax
  002c  lea rax, [rsp + 8]
  0031  mov qword ptr [r15 + 0x50], rax
  0035  mov rax, qword ptr [rdx]
  0038  mov qword ptr [rsp + 0x28], rax
block0:
  ; FixCompareBranch < (line 2)
  003d  mov rcx, qword ptr [rsp + 0x28]
  0042  test cl, 1
  0045  je slow0
  004b  cmp rcx, 5
  004f  jge block2
block1:
  ; Move (line 2)
  0055  mov rbx, qword ptr [rsp + 0x28]
  ; Jump (line 2)
  005a  jmp block3
block2:
  ; LoadSelf (line 2)
  005f  mov r12, qword ptr [rsp + 0x18]
  ; FixSub - (line 2)
  0064  mov rcx, qword ptr [rsp + 0x28]
  0069  test cl, 1
  006c  je slow1
  0072  sub rcx, 2
  0076  jo overflow1
  007c  mov r13, rcx
  ; Send fib (line 2)
  007f  mov qword ptr [rsp], r13
  0083  mov rdx, r12
  0086  mov rsi, qword ptr [rip + 0x26b]
  008d  mov rax, qword ptr [rdx]
  0090  cmp rax, qword ptr [rsi + 8]
  0094  jne slow2
  009a  mov rax, qword ptr [r15 + 0x58]
  009e  cmp rax, qword ptr [rsi + 0x10]
  00a2  jne slow2
  00a8  mov dword ptr [rsp + 0x24], 2
  00b0  mov rdi, r15
  00b3  mov rax, qword ptr [rsi + 0x18]
  00b7  mov rsi, rdx
  00ba  mov rdx, rsp
  00bd  mov ecx, 1
  ; call fib (direct)
  00c2  call rax
  00c4  mov r13, rax
  ; FixSub - (line 2)
  00c7  mov rcx, qword ptr [rsp + 0x28]
  00cc  test cl, 1
  00cf  je slow3
  00d5  sub rcx, 4
  00d9  jo overflow3
  00df  mov rbx, rcx
  ; Send fib (line 2)
  00e2  mov qword ptr [rsp], rbx
  00e6  mov rdx, r12
  00e9  mov rsi, qword ptr [rip + 0x218]
  00f0  mov rax, qword ptr [rdx]
  00f3  cmp rax, qword ptr [rsi + 8]
  00f7  jne slow4
  00fd  mov rax, qword ptr [r15 + 0x58]
  0101  cmp rax, qword ptr [rsi + 0x10]
  0105  jne slow4
  010b  mov dword ptr [rsp + 0x24], 2
  0113  mov rdi, r15
  0116  mov rax, qword ptr [rsi + 0x18]
  011a  mov rsi, rdx
  011d  mov rdx, rsp
  0120  mov ecx, 1
  ; call fib (direct)
  0125  call rax
  0127  mov rbx, rax
  ; FixAdd + (line 2)
  012a  mov rcx, r13
  012d  mov rdx, rbx
  0130  mov eax, ecx
  0132  and eax, edx
  0134  test al, 1
  0136  je slow5
  013c  lea rdx, [rdx - 1]
  0140  add rcx, rdx
  0143  jo overflow5
  0149  mov rbx, rcx
block3:
  ; Return (line 2)
  014c  mov rax, rbx
  ; epilogue
  014f  mov rcx, qword ptr [rsp + 8]
  0154  mov qword ptr [r15 + 0x50], rcx
  0158  add rsp, 0x30
  015c  pop r13
  015e  pop r12
  0160  pop rbx
  0161  pop r15
  0163  pop rbp
  0164  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0165  mov qword ptr [rsp], 5
  016d  mov rdx, qword ptr [rsp + 0x28]
  0172  mov rdi, r15
  0175  mov rsi, qword ptr [rip + 0x16c]
  017c  mov rcx, rsp
  017f  mov r8d, 1
  0185  mov dword ptr [rsp + 0x24], 2
  ; call send <
  018d  call qword ptr [r15]
  0190  test rax, -9
  0196  je block2
  019c  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  01a1  mov qword ptr [rsp], 3
  01a9  mov rdx, qword ptr [rsp + 0x28]
  01ae  mov rdi, r15
  01b1  mov rsi, qword ptr [rip + 0x138]
  01b8  mov rcx, rsp
  01bb  mov r8d, 1
  01c1  mov dword ptr [rsp + 0x24], 2
  ; call send -
  01c9  call qword ptr [r15]
  01cc  mov r13, rax
  01cf  jmp 007f
overflow1:
  ; FixSub - (line 2): overflow
  01d4  mov rdx, qword ptr [rsp + 0x28]
  01d9  mov ecx, 3
  01de  mov rdi, r15
  01e1  mov rsi, qword ptr [rip + 0x108]
  01e8  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  01f0  call qword ptr [r15 + 8]
  01f4  mov r13, rax
  01f7  jmp 007f
slow2:
  ; Send fib (line 2): generic send
  01fc  mov rdi, r15
  01ff  mov rcx, rsp
  0202  mov r8d, 1
  0208  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  0210  call qword ptr [r15]
  0213  jmp 00c4
slow3:
  ; FixSub - (line 2): not both fixnums
  0218  mov qword ptr [rsp], 5
  0220  mov rdx, qword ptr [rsp + 0x28]
  0225  mov rdi, r15
  0228  mov rsi, qword ptr [rip + 0xd1]
  022f  mov rcx, rsp
  0232  mov r8d, 1
  0238  mov dword ptr [rsp + 0x24], 2
  ; call send -
  0240  call qword ptr [r15]
  0243  mov rbx, rax
  0246  jmp 00e2
overflow3:
  ; FixSub - (line 2): overflow
  024b  mov rdx, qword ptr [rsp + 0x28]
  0250  mov ecx, 5
  0255  mov rdi, r15
  0258  mov rsi, qword ptr [rip + 0xa1]
  025f  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0267  call qword ptr [r15 + 8]
  026b  mov rbx, rax
  026e  jmp 00e2
slow4:
  ; Send fib (line 2): generic send
  0273  mov rdi, r15
  0276  mov rcx, rsp
  0279  mov r8d, 1
  027f  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  0287  call qword ptr [r15]
  028a  jmp 0127
slow5:
  ; FixAdd + (line 2): not both fixnums
  028f  mov qword ptr [rsp], rbx
  0293  mov rdx, r13
  0296  mov rdi, r15
  0299  mov rsi, qword ptr [rip + 0x70]
  02a0  mov rcx, rsp
  02a3  mov r8d, 1
  02a9  mov dword ptr [rsp + 0x24], 2
  ; call send +
  02b1  call qword ptr [r15]
  02b4  mov rbx, rax
  02b7  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  02bc  mov rdx, r13
  02bf  mov rcx, rbx
  02c2  mov rdi, r15
  02c5  mov rsi, qword ptr [rip + 0x44]
  02cc  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  02d4  call qword ptr [r15 + 8]
  02d8  mov rbx, rax
  02db  jmp block3
literal pool: 56 bytes (method data and 6 send sites)
