# exit(status) ends the program at once with the status, after the output
# so far and without a report, from inside a method, a block and a loop.
def finish(total)
  puts "total #{total}"
  [1, 2, 3].each do |x|
    exit(total % 256) if x == 2
    puts "x #{x}"
  end
  puts "never after exit"
end

sum = 0
i = 0
while i < 100
  sum += i
  finish(sum) if i == 50
  i += 1
end
puts "never"
