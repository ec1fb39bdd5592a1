# SystemStackError from deep recursion is rescuable by class, not by bare rescue inside
def down(n)
  down(n + 1)
end
begin
  down(0)
rescue SystemStackError => e
  puts "caught #{e.class}: #{e.message}"
end
def guarded
  down(0)
rescue => e
  puts "WRONG bare rescue"
end
begin
  guarded
rescue SystemStackError
  puts "outer caught stack error"
end
def count(n)
  n == 0 ? 0 : 1 + count(n - 1)
end
p count(1000)
puts "still alive"
