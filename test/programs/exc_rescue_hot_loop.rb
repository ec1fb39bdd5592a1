# raise/rescue inside a 20000-iteration loop (JIT), and rescue around a hot loop that raises
class Odd < StandardError
end

def check(i)
  raise Odd, "odd #{i}" if i % 3 == 1
  raise ArgumentError, "five" if i % 5 == 0
  i
end

sum = 0
rescued = 0
args = 0
i = 0
while i < 20000
  begin
    sum += check(i)
  rescue Odd => e
    rescued += 1
    sum -= 1 if e.message.length > 5
  rescue ArgumentError
    args += 1
  ensure
    sum += 1
  end
  i += 1
end
p sum
p rescued
p args

def hot(n)
  acc = 0
  k = 0
  while true
    acc += 100 / (n - k)
    k += 1
  end
rescue ZeroDivisionError => e
  puts "stopped at k=#{k} acc=#{acc}: #{e.message}"
  acc
end
p hot(30000)

total = 0
20000.times do |j|
  total += (j % 7 == 0 ? raise("seven") : j) rescue total -= 1
end
p total

x = 0
cnt = 0
begin
  cnt += 1
  x += 1 while x < 10000 * cnt
  raise "again" if cnt < 3
rescue
  retry
end
p [x, cnt]
