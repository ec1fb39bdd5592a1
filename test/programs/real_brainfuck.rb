# Realistic: an interpreter for a tiny tape language (brainf*ck) with bracket matching.
ASCII = " !\"\#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

def chr_of(code)
  return "\n" if code == 10
  return "?" if code < 32 || code > 126
  ASCII[code - 32]
end

def match_brackets(code)
  jumps = Array.new(code.length)
  stack = []
  i = 0
  while i < code.length
    if code[i] == "["
      stack.push(i)
    elsif code[i] == "]"
      j = stack.pop
      jumps[i] = j
      jumps[j] = i
    end
    i += 1
  end
  jumps
end

def run(code)
  jumps = match_brackets(code)
  tape = Array.new(64, 0)
  ptr = 0
  pc = 0
  out = ""
  steps = 0
  while pc < code.length
    case code[pc]
    when ">" then ptr += 1
    when "<" then ptr -= 1
    when "+" then tape[ptr] = (tape[ptr] + 1) % 256
    when "-" then tape[ptr] = (tape[ptr] - 1) % 256
    when "." then out << chr_of(tape[ptr])
    when "["
      pc = jumps[pc] if tape[ptr] == 0
    when "]"
      pc = jumps[pc] if tape[ptr] != 0
    end
    pc += 1
    steps += 1
  end
  [out, steps]
end

hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++."
out, steps = run(hello)
print out
p steps
p ASCII.length
p chr_of(65) + chr_of(97) + chr_of(126) + chr_of(5)
# add two cells: 3 + 4, print as a digit
out, steps = run("+++>++++[<+>-]<++++++++++++++++++++++++++++++++++++++++++++++++.")
p out
p steps
p run("-.")[0]
p run("")
