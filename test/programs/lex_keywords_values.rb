# The literal keywords true, false, nil and self, and their basic behaviour.
p true
p false
p nil
p self
puts self
puts true
puts false
puts nil
print true, " ", false, " ", nil, "|\n"
p true.inspect
p nil.inspect
p true == true
p true == false
p nil == false
p nil == nil
p false.nil?
p nil.nil?
p self.nil?
x = nil
p x
x = true
p x
