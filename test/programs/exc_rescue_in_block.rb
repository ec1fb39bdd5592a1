# rescue/ensure inside do-block bodies
[1, 0, 2].each do |d|
  puts 10 / d
rescue ZeroDivisionError => e
  puts "caught #{e.message} for #{d}"
ensure
  puts "ensure #{d}"
end

r = [3, 0, 5].map do |d|
  60 / d
rescue ZeroDivisionError
  :inf
end
p r

3.times do |i|
  raise ArgumentError, "i=#{i}" if i.odd?
  puts "even #{i}"
rescue ArgumentError => e
  puts "odd: #{e.message}"
else
  puts "else #{i}"
end

def each_twice
  yield 1
  yield 2
end
each_twice do |v|
  raise "v#{v}" if v == 2
  puts "got #{v}"
rescue => e
  puts "block rescue #{e.message}"
end
