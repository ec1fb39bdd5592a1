# Realistic: a stack machine interpreter with jumps, running small programs.
def run(program, trace)
  stack = []
  pc = 0
  steps = 0
  output = []
  while pc < program.length
    instr = program[pc]
    op = instr[0]
    arg = instr[1]
    pc += 1
    steps += 1
    case op
    when "push" then stack.push(arg)
    when "pop" then stack.pop
    when "dup" then stack.push(stack.last)
    when "swap"
      b = stack.pop
      a = stack.pop
      stack.push(b)
      stack.push(a)
    when "over" then stack.push(stack[-2])
    when "add", "sub", "mul", "div", "mod", "lt", "eq"
      b = stack.pop
      a = stack.pop
      stack.push(case op
                 when "add" then a + b
                 when "sub" then a - b
                 when "mul" then a * b
                 when "div" then a / b
                 when "mod" then a % b
                 when "lt" then a < b ? 1 : 0
                 when "eq" then a == b ? 1 : 0
                 end)
    when "jmp" then pc = arg
    when "jz"
      pc = arg if stack.pop == 0
    when "print" then output << stack.pop
    when "halt" then break
    else
      puts "bad instruction #{op}"
      return nil
    end
    puts "  #{pc - 1}: #{op} #{arg} -> #{stack}" if trace
  end
  puts "finished in #{steps} steps, stack #{stack}"
  output
end

# (2 + 3) * 7
p run([["push", 2], ["push", 3], ["add"], ["push", 7], ["mul"], ["print"]], true)

# countdown from 5: print n while n != 0
countdown = [
  ["push", 5],
  ["dup"], ["print"],
  ["push", 1], ["sub"],
  ["dup"], ["jz", 8],
  ["jmp", 1],
  ["halt"],
]
p run(countdown, false)

# factorial of 10 with an accumulator: stack holds [acc, n]
fact = [
  ["push", 1], ["push", 10],
  ["dup"], ["jz", 11],
  ["swap"], ["over"], ["mul"], ["swap"],
  ["push", 1], ["sub"], ["jmp", 2],
  ["pop"], ["print"],
]
p run(fact, false)
p run([["push", 17], ["push", 5], ["mod"], ["print"], ["push", 1], ["push", 2], ["lt"], ["print"]], true)
p run([["push", 1], ["frobnicate"]], false)
