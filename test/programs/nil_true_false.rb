# nil, true and false: nil? to_s inspect == ! and the boolean & and | operators.
p nil.to_s
p nil.inspect
p true.to_s
p false.to_s
p true.inspect
p false.inspect
p nil.nil?
p true.nil?
p false.nil?
p nil == nil
p nil == false
p true == true
p false == false
p true != false
p !nil
p !true
p !false
p true & true
p true & false
p false & true
p false & false
p true | false
p false | false
p false | true
p true | true
p nil.to_s.length
puts nil.to_s + "|"
puts "#{nil}|#{true}|#{false}"
x = nil
p x.nil? ? "was nil" : "was not nil"
p (1 > 2) | (2 > 1)
p (1 > 2) & (2 > 1)
