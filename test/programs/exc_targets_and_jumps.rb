# rescue targets @ivar and $global, rescue in a do block, break and return passing through ensure clauses
class Holder
  def grab
    begin
      raise "inst"
    rescue => @err
    end
    @err.message
  end
end
p Holder.new.grab
begin
  raise ArgumentError, "glob"
rescue => $last
end
p $last.message
x = [1, 2, 3].map do |i|
  10 / (i - 2)
rescue ZeroDivisionError
  :inf
end
p x
def m
  yield
ensure
  puts "m ensure"
end
r = [1, 2].each do |i|
  m { break i * 100 }
end
p r
def early
  [1, 2, 3].each do |i|
    begin
      return i if i == 2
    ensure
      puts "ensure #{i}"
    end
  end
  :none
end
p early
