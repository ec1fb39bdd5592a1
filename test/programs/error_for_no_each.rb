# for calls each on the value after `in`; an Integer has none, which is a
# NoMethodError reported at the line of the for.
for i in [1, 2]
  puts i
end
def run(value)
  for v in
      value
    puts v
  end
end
run(5)
