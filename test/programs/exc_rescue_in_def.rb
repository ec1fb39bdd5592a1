# rescue/else/ensure directly in method bodies (def ... rescue ... end)
def divide(a, b)
  a / b
rescue ZeroDivisionError => e
  puts "div error: #{e.message}"
  0
end
p divide(10, 2)
p divide(1, 0)

def with_else(x)
  puts "body #{x}"
  raise "neg" if x < 0
  x * 2
rescue => e
  "rescued #{e.message}"
else
  "else value"
ensure
  puts "ensure #{x}"
end
p with_else(3)
p with_else(-1)

class Calc
  def initialize(v)
    @v = v
  end
  def inv
    100 / @v
  rescue ZeroDivisionError
    -1
  end
  def self.make(v)
    raise ArgumentError, "negative" if v < 0
    new(v)
  rescue ArgumentError => e
    puts "make: #{e.message}"
    new(1)
  end
end
p Calc.new(4).inv
p Calc.new(0).inv
p Calc.make(-5).inv
