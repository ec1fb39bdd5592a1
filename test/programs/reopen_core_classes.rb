# Reopening the core library's classes adds methods their values answer in
# every mode (tier C).
class Integer
  def double
    self * 2
  end

  def fact
    self <= 1 ? 1 : self * (self - 1).fact
  end
end

class Float
  def half
    self / 2
  end
end

class Array
  def second
    self[1]
  end

  def sum_squares
    s = 0
    each { |x| s += x * x }
    s
  end
end

class String
  def shout
    upcase + "!"
  end
end

class Hash
  def count_values(v)
    n = 0
    each { |_k, x| n += 1 if x == v }
    n
  end
end

class NilClass
  def blank?
    true
  end
end

class Object
  def blank?
    false
  end
end

class Symbol
  def twice
    to_s * 2
  end
end

class Range
  def span
    last - first
  end
end

p 21.double, 20.fact, 2.5.half
p [1, 2, 3].second, [1, 2, 3].sum_squares
p "hi".shout, :ab.twice, (3..10).span
p({a: 1, b: 2, c: 1}.count_values(1))
p nil.blank?, 0.blank?, "".blank?
total = 0
i = 0
while i < 20000
  total += i.double + [i, i + 1].second
  i += 1
end
p total
