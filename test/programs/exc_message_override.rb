# The report asks the exception for its message: the program's own message
# and to_s are used; an initialize that does not call super leaves the
# class name as the message.
class Custom < StandardError
  def message
    "custom message"
  end
end
class Coded < RuntimeError
  def initialize(code)
    @code = code
  end
  attr_reader :code
  def to_s
    "code #{@code}"
  end
end
class Silent < StandardError
  def initialize(x)
    @x = x
  end
end
p Custom.new.message
p Coded.new(3).message
p Coded.new(4).inspect
p Silent.new(1).message
e = Coded.new(9)
p e.code
raise e
