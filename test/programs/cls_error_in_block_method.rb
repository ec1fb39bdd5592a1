# Runtime error: ZeroDivisionError raised inside a block inside a method of a class, after earlier iterations worked.
class Stats
  def initialize(values)
    @values = values
  end
  def ratios(base)
    @values.map { |v| base / v }
  end
  def report(base)
    ratios(base).each_with_index do |r, i|
      puts "#{i}: #{r}"
    end
  end
end

Stats.new([1, 2, 5]).report(100)
s = Stats.new([4, 3, 0, 7])
s.report(12)
puts "never printed"
