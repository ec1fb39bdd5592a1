method fib  ; code_bytes=693 blocks=4 linear_instrs=14 machine_ops=11 spills=0 frame_slots=1 send_sites=6 slow_paths=6
  ; prologue
  0000  push r15
  0002  push rbp
  0003  push r12
  0005  sub rsp, 0x40
  0009  mov r15, rdi
  000c  mov rax, qword ptr [r15 + 0x60]
  0010  mov qword ptr [rsp + 0x18], rsi
  0015  mov r11, qword ptr [rip + 0x29c]
  001c  mov qword ptr [rsp + 0x10], r11
  0021  mov qword ptr [rsp + 8], rax
  0026  lea rax, [rsp + 8]
  002b  mov qword ptr [r15 + 0x60], rax
  002f  mov r11, qword ptr [rdx]
  0032  mov qword ptr [rsp + 0x30], r11
block0:
  ; FixCompareBranch < (line 2)
  0037  mov r11, qword ptr [rsp + 0x30]
  003c  test r11b, 1
  0040  je slow0
  0046  cmp r11, 5
  004a  jge block2
block1:
  ; Move (line 2)
  0050  mov rax, qword ptr [rsp + 0x30]
  ; Jump (line 2)
  0055  jmp block3
block2:
  ; LoadSelf (line 2)
  005a  mov rbp, qword ptr [rsp + 0x18]
  ; FixSub - (line 2)
  005f  mov r11, qword ptr [rsp + 0x30]
  0064  test r11b, 1
  0068  je slow1
  006e  sub r11, 2
  0072  jo overflow1
  0078  mov rax, r11
  ; Send fib (line 2)
  007b  mov qword ptr [rsp], rax
  007f  mov rdx, rbp
  0082  mov rsi, qword ptr [rip + 0x247]
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
  ; Move (line 2)
  00b2  mov r12, rax
  ; FixSub - (line 2)
  00b5  mov r11, qword ptr [rsp + 0x30]
  00ba  test r11b, 1
  00be  je slow3
  00c4  sub r11, 4
  00c8  jo overflow3
  00ce  mov rax, r11
  ; Send fib (line 2)
  00d1  mov qword ptr [rsp], rax
  00d5  mov rdx, rbp
  00d8  mov rsi, qword ptr [rip + 0x201]
  00df  mov rax, qword ptr [rdx]
  00e2  cmp rax, qword ptr [rsi + 8]
  00e6  jne slow4
  00ec  mov rdi, r15
  00ef  mov rax, qword ptr [rsi + 0x10]
  00f3  mov rsi, rdx
  00f6  mov rdx, rsp
  00f9  mov ecx, 1
  ; call fib (direct)
  00fe  call rax
  ; FixAdd + (line 2)
  0100  test r12b, 1
  0104  je slow5
  010a  test al, 1
  010c  je slow5
  0112  mov r11, r12
  0115  lea r10, [rax - 1]
  0119  add r11, r10
  011c  jo overflow5
  0122  mov rax, r11
block3:
  ; Return (line 2)
  ; epilogue
  0125  mov r11, qword ptr [rsp + 8]
  012a  mov qword ptr [r15 + 0x60], r11
  012e  add rsp, 0x40
  0132  pop r12
  0134  pop rbp
  0135  pop r15
  0137  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0138  mov qword ptr [rsp], 5
  0140  mov rdx, qword ptr [rsp + 0x30]
  0145  mov rdi, r15
  0148  mov rsi, qword ptr [rip + 0x171]
  014f  mov rcx, rsp
  0152  mov r8d, 1
  0158  mov dword ptr [rsp + 0x24], 2
  ; call send <
  0160  call qword ptr [r15]
  0163  test rax, -9
  0169  je block2
  016f  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  0174  mov qword ptr [rsp], 3
  017c  mov rdx, qword ptr [rsp + 0x30]
  0181  mov rdi, r15
  0184  mov rsi, qword ptr [rip + 0x13d]
  018b  mov rcx, rsp
  018e  mov r8d, 1
  0194  mov dword ptr [rsp + 0x24], 2
  ; call send -
  019c  call qword ptr [r15]
  019f  jmp 007b
overflow1:
  ; FixSub - (line 2): overflow
  01a4  mov r11, qword ptr [rsp + 0x30]
  01a9  mov r10d, 3
  01af  mov rdx, r11
  01b2  mov rcx, r10
  01b5  mov rdi, r15
  01b8  mov rsi, qword ptr [rip + 0x109]
  01bf  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  01c7  call qword ptr [r15 + 8]
  01cb  jmp 007b
slow2:
  ; Send fib (line 2): generic send
  01d0  mov rdi, r15
  01d3  mov rcx, rsp
  01d6  mov r8d, 1
  01dc  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  01e4  call qword ptr [r15]
  01e7  jmp 00b2
slow3:
  ; FixSub - (line 2): not both fixnums
  01ec  mov qword ptr [rsp], 5
  01f4  mov rdx, qword ptr [rsp + 0x30]
  01f9  mov rdi, r15
  01fc  mov rsi, qword ptr [rip + 0xd5]
  0203  mov rcx, rsp
  0206  mov r8d, 1
  020c  mov dword ptr [rsp + 0x24], 2
  ; call send -
  0214  call qword ptr [r15]
  0217  jmp 00d1
overflow3:
  ; FixSub - (line 2): overflow
  021c  mov r11, qword ptr [rsp + 0x30]
  0221  mov r10d, 5
  0227  mov rdx, r11
  022a  mov rcx, r10
  022d  mov rdi, r15
  0230  mov rsi, qword ptr [rip + 0xa1]
  0237  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  023f  call qword ptr [r15 + 8]
  0243  jmp 00d1
slow4:
  ; Send fib (line 2): generic send
  0248  mov rdi, r15
  024b  mov rcx, rsp
  024e  mov r8d, 1
  0254  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  025c  call qword ptr [r15]
  025f  jmp 0100
slow5:
  ; FixAdd + (line 2): not both fixnums
  0264  mov qword ptr [rsp], rax
  0268  mov rdx, r12
  026b  mov rdi, r15
  026e  mov rsi, qword ptr [rip + 0x73]
  0275  mov rcx, rsp
  0278  mov r8d, 1
  027e  mov dword ptr [rsp + 0x24], 2
  ; call send +
  0286  call qword ptr [r15]
  0289  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  028e  mov r11, r12
  0291  mov r10, rax
  0294  mov rdx, r11
  0297  mov rcx, r10
  029a  mov rdi, r15
  029d  mov rsi, qword ptr [rip + 0x44]
  02a4  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  02ac  call qword ptr [r15 + 8]
  02b0  jmp block3
literal pool: 59 bytes (method data and 6 send sites)
