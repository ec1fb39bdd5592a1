method inc  ; code_bytes=272 blocks=4 linear_instrs=9 machine_ops=5 spills=0 frame_slots=1 send_sites=2 slow_paths=2
  ; prologue
  0000  push r15
  0002  sub rsp, 0x40
  0006  mov r15, rdi
  0009  mov rax, qword ptr [r15]
  000c  mov qword ptr [rsp + 0x18], rsi
  0011  mov r11, qword ptr [rip + 0xf8]
  0018  mov qword ptr [rsp + 0x10], r11
  001d  mov qword ptr [rsp + 8], rax
  0022  lea rax, [rsp + 8]
  0027  mov qword ptr [r15], rax
  002a  mov r11, qword ptr [rdx]
  002d  mov qword ptr [rsp + 0x38], r11
block0:
  ; FixCompareBranch < (line 2)
  0032  mov r11, qword ptr [rsp + 0x38]
  0037  test r11b, 1
  003b  je slow0
  0041  cmp r11, 0x15
  0045  jge block2
block1:
  ; FixAdd + (line 2)
  004b  mov r11, qword ptr [rsp + 0x38]
  0050  test r11b, 1
  0054  je slow1
  005a  add r11, 2
  005e  jo overflow1
  0064  mov rax, r11
  ; Jump (line 2)
  0067  jmp block3
block2:
  ; Move (line 2)
  006c  mov rax, qword ptr [rsp + 0x38]
block3:
  ; Return (line 2)
  ; epilogue
  0071  mov r11, qword ptr [rsp + 8]
  0076  mov qword ptr [r15], r11
  0079  add rsp, 0x40
  007d  pop r15
  007f  ret
slow0:
  ; FixCompareBranch < (line 2): not both fixnums
  0080  mov qword ptr [rsp], 0x15
  0088  mov rdx, qword ptr [rsp + 0x38]
  008d  mov rdi, r15
  0090  mov rsi, qword ptr [rip + 0x81]
  0097  mov rcx, rsp
  009a  mov r8d, 1
  00a0  mov dword ptr [rsp + 0x24], 2
  ; call send <
  00a8  call qword ptr [r15 + 8]
  00ac  test rax, -9
  00b2  je block2
  00b4  jmp block1
slow1:
  ; FixAdd + (line 2): not both fixnums
  00b6  mov qword ptr [rsp], 3
  00be  mov rdx, qword ptr [rsp + 0x38]
  00c3  mov rdi, r15
  00c6  mov rsi, qword ptr [rip + 0x53]
  00cd  mov rcx, rsp
  00d0  mov r8d, 1
  00d6  mov dword ptr [rsp + 0x24], 2
  ; call send +
  00de  call qword ptr [r15 + 8]
  00e2  jmp 0067
overflow1:
  ; FixAdd + (line 2): overflow
  00e4  mov r11, qword ptr [rsp + 0x38]
  00e9  mov r10d, 3
  00ef  mov rdx, r11
  00f2  mov rcx, r10
  00f5  mov rdi, r15
  00f8  mov rsi, qword ptr [rip + 0x21]
  00ff  mov dword ptr [rsp + 0x24], 2
  ; call fixnum_overflow
  0107  call qword ptr [r15 + 0x10]
  010b  jmp 0067
literal pool: 24 bytes (method data and 2 send sites)
