method fib  ; code_bytes=731 blocks=4 linear_instrs=14 machine_ops=10 spills=0 frame_slots=1 send_sites=6 slow_paths=6
  ; prologue
  0000  push r15
  0002  push rbx
  0003  push r12
  0005  push r13
  0007  sub rsp, 0x38
  000b  mov r15, rdi
  000e  mov rax, qword ptr [r15 + 0x50]
  0012  mov qword ptr [rsp + 0x18], rsi
  0017  mov r8, qword ptr [rip + 0x2c2]
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
  0082  mov rsi, qword ptr [rip + 0x26f]
  0089  mov rax, qword ptr [rdx]
  008c  cmp rax, qword ptr [rsi + 8]
  0090  jne slow2
  0096  mov rax, qword ptr [r15 + 0x58]
  009a  cmp rax, qword ptr [rsi + 0x10]
  009e  jne slow2
  00a4  mov dword ptr [rsp + 0x24], 2
  00ac  mov rdi, r15
  00af  mov rax, qword ptr [rsi + 0x18]
  00b3  mov rsi, rdx
  00b6  mov rdx, rsp
  00b9  mov ecx, 1
  ; call fib (direct)
  00be  call rax
  00c0  mov r13, rax
  ; FixSub - (line 2)
  00c3  mov rcx, qword ptr [rsp + 0x30]
  00c8  test cl, 1
  00cb  je slow3
  00d1  sub rcx, 4
  00d5  jo overflow3
  00db  mov rbx, rcx
  ; Send fib (line 2)
  00de  mov qword ptr [rsp], rbx
  00e2  mov rdx, r12
  00e5  mov rsi, qword ptr [rip + 0x21c]
  00ec  mov rax, qword ptr [rdx]
  00ef  cmp rax, qword ptr [rsi + 8]
  00f3  jne slow4
  00f9  mov rax, qword ptr [r15 + 0x58]
  00fd  cmp rax, qword ptr [rsi + 0x10]
  0101  jne slow4
  0107  mov dword ptr [rsp + 0x24], 2
  010f  mov rdi, r15
  0112  mov rax, qword ptr [rsi + 0x18]
  0116  mov rsi, rdx
  0119  mov rdx, rsp
  011c  mov ecx, 1
  ; call fib (direct)
  0121  call rax
  0123  mov rbx, rax
  ; FixAdd + (line 2)
  0126  mov rcx, r13
  0129  mov rdx, rbx
  012c  mov eax, ecx
  012e  and eax, edx
  0130  test al, 1
  0132  je slow5
  0138  lea rdx, [rdx - 1]
  013c  add rcx, rdx
  013f  jo overflow5
  0145  mov rbx, rcx
block3:
  ; Return (line 2)
  0148  mov rax, rbx
  ; epilogue
  014b  mov rcx, qword ptr [rsp + 8]
  0150  mov qword ptr [r15 + 0x50], rcx
  0154  add rsp, 0x38
  0158  pop r13
  015a  pop r12
  015c  pop rbx
  015d  pop r15
  015f  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0160  mov qword ptr [rsp], 5
  0168  mov rdx, qword ptr [rsp + 0x30]
  016d  mov rdi, r15
  0170  mov rsi, qword ptr [rip + 0x171]
  0177  mov rcx, rsp
  017a  mov r8d, 1
  0180  mov dword ptr [rsp + 0x24], 2
  ; call send <
  0188  call qword ptr [r15]
  018b  test rax, -9
  0191  je block2
  0197  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  019c  mov qword ptr [rsp], 3
  01a4  mov rdx, qword ptr [rsp + 0x30]
  01a9  mov rdi, r15
  01ac  mov rsi, qword ptr [rip + 0x13d]
  01b3  mov rcx, rsp
  01b6  mov r8d, 1
  01bc  mov dword ptr [rsp + 0x24], 2
  ; call send -
  01c4  call qword ptr [r15]
  01c7  mov r13, rax
  01ca  jmp 007b
overflow1:
  ; FixSub - (line 2): overflow
  01cf  mov rdx, qword ptr [rsp + 0x30]
  01d4  mov ecx, 3
  01d9  mov rdi, r15
  01dc  mov rsi, qword ptr [rip + 0x10d]
  01e3  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  01eb  call qword ptr [r15 + 8]
  01ef  mov r13, rax
  01f2  jmp 007b
slow2:
  ; Send fib (line 2): generic send
  01f7  mov rdi, r15
  01fa  mov rcx, rsp
  01fd  mov r8d, 1
  0203  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  020b  call qword ptr [r15]
  020e  jmp 00c0
slow3:
  ; FixSub - (line 2): not both fixnums
  0213  mov qword ptr [rsp], 5
  021b  mov rdx, qword ptr [rsp + 0x30]
  0220  mov rdi, r15
  0223  mov rsi, qword ptr [rip + 0xd6]
  022a  mov rcx, rsp
  022d  mov r8d, 1
  0233  mov dword ptr [rsp + 0x24], 2
  ; call send -
  023b  call qword ptr [r15]
  023e  mov rbx, rax
  0241  jmp 00de
overflow3:
  ; FixSub - (line 2): overflow
  0246  mov rdx, qword ptr [rsp + 0x30]
  024b  mov ecx, 5
  0250  mov rdi, r15
  0253  mov rsi, qword ptr [rip + 0xa6]
  025a  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0262  call qword ptr [r15 + 8]
  0266  mov rbx, rax
  0269  jmp 00de
slow4:
  ; Send fib (line 2): generic send
  026e  mov rdi, r15
  0271  mov rcx, rsp
  0274  mov r8d, 1
  027a  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  0282  call qword ptr [r15]
  0285  jmp 0123
slow5:
  ; FixAdd + (line 2): not both fixnums
  028a  mov qword ptr [rsp], rbx
  028e  mov rdx, r13
  0291  mov rdi, r15
  0294  mov rsi, qword ptr [rip + 0x75]
  029b  mov rcx, rsp
  029e  mov r8d, 1
  02a4  mov dword ptr [rsp + 0x24], 2
  ; call send +
  02ac  call qword ptr [r15]
  02af  mov rbx, rax
  02b2  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  02b7  mov rdx, r13
  02ba  mov rcx, rbx
  02bd  mov rdi, r15
  02c0  mov rsi, qword ptr [rip + 0x49]
  02c7  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  02cf  call qword ptr [r15 + 8]
  02d3  mov rbx, rax
  02d6  jmp block3
literal pool: 61 bytes (method data and 6 send sites)
