# __LINE__ gives the current source line, wherever it appears.
p __LINE__
p __LINE__ + 1

x = __LINE__
p x
def where
  __LINE__
end
p where
puts "line #{__LINE__}"
a = [__LINE__,
     __LINE__]
p a
# comment
p __LINE__ * 2
=begin
=end
p __LINE__
y = 1 +
  __LINE__
p y
