# e.message, e.class, to_s, inspect, full backtrace arrays, user messages
class AppError < StandardError
  def initialize(msg = "app default")
    super
  end
end
class CodeError < StandardError
  def initialize(code)
    @code = code
    super("code #{code}")
  end
  def code
    @code
  end
end
class CustomMsg < StandardError
  def message
    "custom message"
  end
end

begin
  raise AppError
rescue AppError => e
  p e.message
  p e.class
  puts e.to_s
  p e
end
begin
  raise AppError, "given"
rescue => e
  p e.message
end
begin
  raise CodeError.new(42)
rescue CodeError => e
  p [e.message, e.code]
end
begin
  raise CustomMsg
rescue => e
  p e.message
end
e = RuntimeError.new("built")
p e.message
p e.backtrace
begin
  raise e
rescue => e2
  p e2.equal?(e)
  p e2.backtrace
end
p StandardError.new.message
p ArgumentError.new.message
p ZeroDivisionError.new("zz").message
def deep(n)
  n == 0 ? raise(ArgumentError, "bottom") : deep(n - 1)
end
begin
  deep(3)
rescue => e
  puts e.backtrace
end
raise CodeError.new(7)
