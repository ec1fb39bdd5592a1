# bare raise in rescue re-raises $! keeping original backtrace; uncaught at end
def inner
  raise ArgumentError, "original"
end

def middle
  inner
rescue ArgumentError => e
  puts "middle saw #{e.message}"
  raise
end

def outer
  middle
end

begin
  outer
rescue => e
  puts "outer caught #{e.class}: #{e.message}"
  puts e.backtrace.length
  puts e.backtrace[0]
  puts e.backtrace[1]
  puts e.backtrace[-1]
end

def again
  begin
    1 / 0
  rescue ZeroDivisionError
    puts "rethrowing"
    raise
  end
end
again
puts "unreachable"
