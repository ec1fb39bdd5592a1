# rescue inside blocks passed to each/map/times/select/inject
vals = [4, 0, "x", 2, nil]
vals.each do |v|
  begin
    puts 8 / v
  rescue ZeroDivisionError
    puts "zero"
  rescue TypeError => e
    puts "type: #{e.message}"
  rescue NoMethodError
    puts "nomethod"
  end
end

r = vals.map { |v| begin; 8 / v; rescue ZeroDivisionError, TypeError; -1; rescue NoMethodError; -2; end }
p r

3.times { |i| begin; raise "t#{i}" if i == 1; puts "ok #{i}"; rescue => e; puts e.message; end }

s = [1, 2, 3, 4].select do |n|
  begin
    raise ArgumentError if n.even?
    true
  rescue ArgumentError
    false
  end
end
p s

t = [1, 2, 0, 5].inject(0) do |acc, n|
  begin
    acc + 10 / n
  rescue ZeroDivisionError
    acc + 1000
  ensure
    puts "acc was #{acc}"
  end
end
p t

h = { a: 1, b: 0 }
h.each do |k, v|
  begin
    puts "#{k} #{6 / v}"
  rescue => e
    puts "#{k} #{e.class}"
  end
end

[[1, 2], [3, 0]].each_with_index do |pair, idx|
  puts "#{idx}: #{pair[0] / pair[1]}"
rescue ZeroDivisionError
  puts "#{idx}: div0"
end
