# next and next value inside map, select and reject: next ends the block call with that value.
p [1, 2, 3, 4].map { |x| next x * 100 if x.even?; x }
p [1, 2, 3].map { |x| next if x == 2; x }
p [1, 2, 3].map { |x| next; x }
p [1, 2, 3, 4, 5, 6].select { |x| next false if x > 4; x.even? }
p [1, 2, 3, 4, 5, 6].select { |x| next true if x == 1; x % 3 == 0 }
p [1, 2, 3, 4].reject { |x| next x == 3 }
n = [1, 2, 3, 4].map do |x|
  next 0 if x > 2
  x
end.length
p n
labels = [3, 15, 5, 7].map do |x|
  next "fizzbuzz" if x % 15 == 0
  next "fizz" if x % 3 == 0
  next "buzz" if x % 5 == 0
  x.to_s
end
p labels
p [0, 1, 2].map { |x| next(x + 1) }
def call_it
  yield
end
p(call_it { next 5; 6 })
p(call_it { next })
p [1, 2, 3].inject(0) { |s, x| next s if x == 2; s + x }
