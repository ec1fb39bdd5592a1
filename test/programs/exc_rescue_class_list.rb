# rescue with class lists and multiple rescue clauses, first match wins
def risky(n)
  case n
  when 0 then 1 / 0
  when 1 then raise ArgumentError, "arg"
  when 2 then raise TypeError, "type"
  when 3 then raise KeyError, "key"
  when 4 then raise IndexError, "idx"
  when 5 then nil.upcase
  else "ok#{n}"
  end
end

7.times do |i|
  begin
    r = risky(i)
    puts "ok: #{r}"
  rescue ZeroDivisionError, ArgumentError => e
    puts "#{i} first: #{e.class}: #{e.message}"
  rescue TypeError, NoMethodError => e
    puts "#{i} second: #{e.class}"
  rescue IndexError => e
    puts "#{i} third: #{e.class} #{e.message}"
  end
end

begin
  raise KeyError, "k"
rescue IndexError, KeyError => e
  puts "KeyError is an IndexError: #{e.class}"
end

begin
  begin
    raise TypeError, "inner"
  rescue ArgumentError, ZeroDivisionError
    puts "wrong"
  end
rescue => e
  puts "outer got #{e.class}: #{e.message}"
end
