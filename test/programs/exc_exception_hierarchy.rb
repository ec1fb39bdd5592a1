# rescue Exception vs StandardError; Exception subclass not caught by bare rescue
class MyStd < StandardError
end
class MyExc < Exception
end
class SubStd < MyStd
end

begin
  raise SubStd, "sub"
rescue MyStd => e
  puts "MyStd caught #{e.class} #{e.message}"
end

begin
  raise MyExc, "exc"
rescue Exception => e
  puts "Exception caught #{e.class}"
end

begin
  begin
    raise MyExc, "passes through"
  rescue => e
    puts "WRONG: bare rescue caught #{e.class}"
  end
rescue Exception => e
  puts "outer Exception caught #{e.message}"
end

begin
  begin
    raise MyExc, "passes std"
  rescue StandardError
    puts "WRONG"
  end
rescue MyExc => e
  puts "MyExc caught #{e.message}"
end

begin
  1 / 0
rescue StandardError => e
  puts "StandardError caught #{e.class}"
end

begin
  {}.fetch(:x)
rescue IndexError => e
  puts "IndexError caught #{e.class}"
end

begin
  nil.zork
rescue NameError => e
  puts "NameError caught #{e.class}"
end

def bare
  raise MyExc, "escapes bare rescue"
rescue
  puts "WRONG"
end
bare
