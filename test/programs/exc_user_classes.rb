class ParseError < StandardError
end
class CodeError < ArgumentError
  def initialize(code)
    super("bad code #{code}")
    @code = code
  end
  attr_reader :code
end
e = CodeError.new(7)
p e.message
p e.code
p e
p ParseError.new.message
p ParseError.new("x").message
p RuntimeError.new("").inspect
p ArgumentError.new.inspect
p StandardError
p ZeroDivisionError.new("z").to_s
def check(n)
  raise ParseError, "too big: #{n}" if n > 3
  n
end
p check(2)
p check(5)
