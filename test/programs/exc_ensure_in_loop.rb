# ensure inside while/each loops with break/next outside begin, and many iterations
i = 0
while i < 4
  begin
    i += 1
    raise "odd #{i}" if i.odd?
    puts "even #{i}"
  rescue => e
    puts "rescued #{e.message}"
  ensure
    puts "ensure #{i}"
  end
  next if i == 2
  break if i == 3
  puts "end of iteration #{i}"
end
p i

count = 0
[1, 2, 3, 4, 5].each do |x|
  begin
    count += x
  ensure
    count *= 2
  end
  next if x == 2
  break if x == 4
end
p count

ens = 0
10000.times do |k|
  begin
    raise "k" if k % 2 == 0
  rescue
    ens += 2
  ensure
    ens += 1
  end
end
p ens

j = 0
until j >= 3
  j += 1
  begin
    puts "body #{j}"
  ensure
    puts "ens #{j}"
  end
end
