method fib  ; code_bytes=708 blocks=4 linear_instrs=14 machine_ops=11 spills=0 frame_slots=1 send_sites=6 slow_paths=6
  ; prologue
  0000  push r15
  0002  push rbp
  0003  push r12
  0005  sub rsp, 0x40
  0009  mov r15, rdi
  000c  mov rax, qword ptr [r15]
  000f  mov qword ptr [rsp + 0x18], rsi
  0014  mov r11, qword ptr [rip + 0x2ad]
  001b  mov qword ptr [rsp + 0x10], r11
  0020  mov qword ptr [rsp + 8], rax
  0025  lea rax, [rsp + 8]
  002a  mov qword ptr [r15], rax
  002d  mov r11, qword ptr [rdx]
  0030  mov qword ptr [rsp + 0x38], r11
block0:
  ; FixCompareBranch < (line 2)
  0035  mov r11, qword ptr [rsp + 0x38]
  003a  test r11b, 1
  003e  je slow0
  0044  cmp r11, 5
  0048  jge block2
block1:
  ; Move (line 2)
  004e  mov rax, qword ptr [rsp + 0x38]
  ; Jump (line 2)
  0053  jmp block3
block2:
  ; LoadSelf (line 2)
  0058  mov rbp, qword ptr [rsp + 0x18]
  ; FixSub - (line 2)
  005d  mov r11, qword ptr [rsp + 0x38]
  0062  test r11b, 1
  0066  je slow1
  006c  sub r11, 2
  0070  jo overflow1
  0076  mov rax, r11
  ; Send fib (line 2)
  0079  mov qword ptr [rsp], rax
  007d  mov rdx, rbp
  0080  mov rsi, qword ptr [rip + 0x259]
  0087  mov rax, qword ptr [rdx]
  008a  cmp rax, qword ptr [rsi + 8]
  008e  jne slow2
  0094  mov dword ptr [rsp + 0x24], 2
  009c  mov rdi, r15
  009f  mov rax, qword ptr [rsi + 0x10]
  00a3  mov rsi, rdx
  00a6  mov rdx, rsp
  00a9  mov ecx, 1
  00ae  mov r8d, 8
  ; call fib (direct)
  00b4  call rax
  ; Move (line 2)
  00b6  mov r12, rax
  ; FixSub - (line 2)
  00b9  mov r11, qword ptr [rsp + 0x38]
  00be  test r11b, 1
  00c2  je slow3
  00c8  sub r11, 4
  00cc  jo overflow3
  00d2  mov rax, r11
  ; Send fib (line 2)
  00d5  mov qword ptr [rsp], rax
  00d9  mov rdx, rbp
  00dc  mov rsi, qword ptr [rip + 0x20d]
  00e3  mov rax, qword ptr [rdx]
  00e6  cmp rax, qword ptr [rsi + 8]
  00ea  jne slow4
  00f0  mov rdi, r15
  00f3  mov rax, qword ptr [rsi + 0x10]
  00f7  mov rsi, rdx
  00fa  mov rdx, rsp
  00fd  mov ecx, 1
  0102  mov r8d, 8
  ; call fib (direct)
  0108  call rax
  ; FixAdd + (line 2)
  010a  test r12b, 1
  010e  je slow5
  0114  test al, 1
  0116  je slow5
  011c  mov r11, r12
  011f  lea r10, [rax - 1]
  0123  add r11, r10
  0126  jo overflow5
  012c  mov rax, r11
block3:
  ; Return (line 2)
  ; epilogue
  012f  mov r11, qword ptr [rsp + 8]
  0134  mov qword ptr [r15], r11
  0137  add rsp, 0x40
  013b  pop r12
  013d  pop rbp
  013e  pop r15
  0140  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0141  mov qword ptr [rsp], 5
  0149  mov rdx, qword ptr [rsp + 0x38]
  014e  mov rdi, r15
  0151  mov rsi, qword ptr [rip + 0x178]
  0158  mov rcx, rsp
  015b  mov r8d, 1
  0161  mov dword ptr [rsp + 0x24], 2
  ; call send <
  0169  call qword ptr [r15 + 8]
  016d  test rax, -9
  0173  je block2
  0179  jmp block1
slow1:
  ; FixSub - (line 2): not both fixnums
  017e  mov qword ptr [rsp], 3
  0186  mov rdx, qword ptr [rsp + 0x38]
  018b  mov rdi, r15
  018e  mov rsi, qword ptr [rip + 0x143]
  0195  mov rcx, rsp
  0198  mov r8d, 1
  019e  mov dword ptr [rsp + 0x24], 2
  ; call send -
  01a6  call qword ptr [r15 + 8]
  01aa  jmp 0079
overflow1:
  ; FixSub - (line 2): overflow
  01af  mov r11, qword ptr [rsp + 0x38]
  01b4  mov r10d, 3
  01ba  mov rdx, r11
  01bd  mov rcx, r10
  01c0  mov rdi, r15
  01c3  mov rsi, qword ptr [rip + 0x10e]
  01ca  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  01d2  call qword ptr [r15 + 0x10]
  01d6  jmp 0079
slow2:
  ; Send fib (line 2): generic send
  01db  mov rdi, r15
  01de  mov rcx, rsp
  01e1  mov r8d, 1
  01e7  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  01ef  call qword ptr [r15 + 8]
  01f3  jmp 00b6
slow3:
  ; FixSub - (line 2): not both fixnums
  01f8  mov qword ptr [rsp], 5
  0200  mov rdx, qword ptr [rsp + 0x38]
  0205  mov rdi, r15
  0208  mov rsi, qword ptr [rip + 0xd9]
  020f  mov rcx, rsp
  0212  mov r8d, 1
  0218  mov dword ptr [rsp + 0x24], 2
  ; call send -
  0220  call qword ptr [r15 + 8]
  0224  jmp 00d5
overflow3:
  ; FixSub - (line 2): overflow
  0229  mov r11, qword ptr [rsp + 0x38]
  022e  mov r10d, 5
  0234  mov rdx, r11
  0237  mov rcx, r10
  023a  mov rdi, r15
  023d  mov rsi, qword ptr [rip + 0xa4]
  0244  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  024c  call qword ptr [r15 + 0x10]
  0250  jmp 00d5
slow4:
  ; Send fib (line 2): generic send
  0255  mov rdi, r15
  0258  mov rcx, rsp
  025b  mov r8d, 1
  0261  mov dword ptr [rsp + 0x24], 2
  ; call send fib
  0269  call qword ptr [r15 + 8]
  026d  jmp 010a
slow5:
  ; FixAdd + (line 2): not both fixnums
  0272  mov qword ptr [rsp], rax
  0276  mov rdx, r12
  0279  mov rdi, r15
  027c  mov rsi, qword ptr [rip + 0x75]
  0283  mov rcx, rsp
  0286  mov r8d, 1
  028c  mov dword ptr [rsp + 0x24], 2
  ; call send +
  0294  call qword ptr [r15 + 8]
  0298  jmp block3
overflow5:
  ; FixAdd + (line 2): overflow
  029d  mov r11, r12
  02a0  mov r10, rax
  02a3  mov rdx, r11
  02a6  mov rcx, r10
  02a9  mov rdi, r15
  02ac  mov rsi, qword ptr [rip + 0x45]
  02b3  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  02bb  call qword ptr [r15 + 0x10]
  02bf  jmp block3
literal pool: 60 bytes (method data and 6 send sites)
