# while and until loops inside blocks have their own break and next, separate from the block's.
r = [3, 5, 2].map do |n|
  k = 0
  acc = 0
  while true
    k += 1
    next if k.even?
    break if k > n
    acc += k
  end
  acc
end
p r
[4, 7].each do |n|
  digits = []
  m = n
  until m == 0
    digits << m % 2
    m /= 2
  end
  puts "#{n} -> #{digits.reverse.join}"
end
p [12, 30].map { |n|
  f = 2
  out = []
  while n > 1
    if n % f == 0
      out << f
      n /= f
      next
    end
    f += 1
  end
  out
}
r = [1, 2, 3].each do |x|
  j = 0
  while j < 10
    j += 1
    break if j == x
  end
  break "left each at #{x}" if j == 2
end
p r
