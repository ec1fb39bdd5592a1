# Runtime error: NoMethodError calling a method the user class does not define, after its defined methods worked.
class Robot
  def initialize(name)
    @name = name
    @steps = 0
  end
  def walk(n)
    @steps += n
    self
  end
  def report
    "#{@name} walked #{@steps}"
  end
end

r = Robot.new("r2")
r.walk(3).walk(4)
puts r.report
robots = [r, Robot.new("c3")]
robots.each { |x| puts x.walk(1).report }
robots.each { |x| x.fly(10) }
puts "never printed"
