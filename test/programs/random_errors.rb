# Random#rand and Random.rand refuse bounds that give no number (ArgumentError, TypeError); Kernel#rand takes them
r = Random.new(1)
[0, -1, -1.5, 3..1, nil, "x", 1.0...1.0].each do |bound|
  begin
    p r.rand(bound)
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
[0, -3, nil, 3..1].each do |bound|
  begin
    p Random.rand(bound)
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
srand(5)
p rand(-7), rand(3..1), rand(7.9), rand(2..4), rand(2.0..2.0), rand(nil).class, rand(0).class
begin
  Random.new("seed")
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  Random.new(nil)
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  r.rand(1, 2)
rescue => e
  puts "#{e.class}: #{e.message}"
end
r.rand(0)
