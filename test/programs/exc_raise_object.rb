# raise an exception object, with and without a new message; a multi-line
# message puts the class after the first line.
errors = [TypeError.new("t"), KeyError.new("k"), IndexError.new]
errors.each { |e| p e }
p errors.map { |e| e.message }
def deep(n, e)
  return deep(n - 1, e) if n > 0
  raise e, "first line\nsecond line"
end
deep(3, errors[0])
