# alias and alias_method copy a method as it is now; undef stops lookup even where a superclass defines it
def hello
  "hello"
end
alias hi hello
def hello
  "changed"
end
p hi, hello
class A
  def a; 1; end
  alias b a
  alias_method :c, "a"
end
p A.new.b, A.new.c
class B < A
  undef a
end
begin
  B.new.a
rescue NoMethodError => e
  puts e.message.split(" for ")[0]
end
p B.new.b
alias old_puts puts
def puts(*a)
  old_puts "wrapped", *a
end
puts 1
begin
  alias x nosuch
rescue NameError => e
  p e.message
end
undef hi, hello
