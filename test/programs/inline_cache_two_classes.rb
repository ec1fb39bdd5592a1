# A send site alternating between two classes keeps both methods at hand;
# a definition in between must still be seen by the next call.
class A
  def f
    1
  end
end

class B
  def f
    2
  end
end

xs = [A.new, B.new, nil, [1]] * 3
r = []
xs.each { |x| r << (x.nil? ? 0 : x.is_a?(Array) ? x.length : x.f) }
p r

class A
  def f
    10
  end
end

xs.each { |x| r << (x.respond_to?(:f) ? x.f : -1) }
p r
p(xs.map { |x| x == nil })

class B
  def f
    20
  end
end

p(xs.map { |x| x.respond_to?(:f) ? x.f : x })
