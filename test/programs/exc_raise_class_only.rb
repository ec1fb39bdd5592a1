# raise Class: the message is the class name; an empty message reports
# the class alone.
class EmptyStack < StandardError
end
def pop(stack)
  raise EmptyStack if stack.empty?
  stack.pop
end
s = [1, 2]
p pop(s)
p pop(s)
p EmptyStack.new.message
p EmptyStack.new("").inspect
raise ArgumentError, ""
