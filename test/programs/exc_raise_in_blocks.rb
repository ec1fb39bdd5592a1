# A raise deep inside blocks and methods ends the program with the
# backtrace through every frame; the output before it is kept.
class Validator
  def initialize(limit)
    @limit = limit
  end

  def check_all(rows)
    rows.each_with_index do |row, i|
      row.each { |v| check(v, i) }
    end
    :valid
  end

  def check(v, i)
    raise ArgumentError, "row #{i}: #{v} is over #{@limit}" if v > @limit
    print v, " "
  end
end
v = Validator.new(10)
p v.check_all([[1, 2], [3]])
puts
total = 0
20.times { |i| total += i }
p total
p v.check_all([[1, 2], [3, 4, 11, 5]])
