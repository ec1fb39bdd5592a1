# case inside loops driving a small state machine over an instruction array.
ops = ["inc", "inc", "dbl", "dec", "print", "reset", "inc", "print", "halt", "inc"]
acc = 0
pc = 0
while pc < ops.length
  op = ops[pc]
  pc += 1
  case op
  when "inc" then acc += 1
  when "dec" then acc -= 1
  when "dbl" then acc *= 2
  when "reset"
    acc = 0
  when "print"
    puts "acc=#{acc}"
  when "halt"
    break
  else
    puts "unknown #{op}"
  end
end
p pc
p acc
state = "start"
steps = []
while state != "end"
  steps << state
  state = case state
          when "start" then "middle"
          when "middle" then steps.length > 3 ? "end" : "loop"
          when "loop" then "middle"
          end
end
p steps
