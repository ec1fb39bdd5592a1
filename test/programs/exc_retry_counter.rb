# retry re-runs the begin body; counter keeps its value across retries
attempts = 0
begin
  attempts += 1
  puts "attempt #{attempts}"
  raise "fail" if attempts < 4
  puts "succeeded"
rescue
  puts "retrying"
  retry
end
p attempts

def fetch_with_retry(limit)
  tries = 0
  begin
    tries += 1
    raise ArgumentError, "try #{tries}" if tries <= limit
    "got after #{tries}"
  rescue ArgumentError => e
    puts e.message
    retry if tries < 3
    "gave up at #{tries}"
  end
end
puts fetch_with_retry(1)
puts fetch_with_retry(5)

n = 0
begin
  n += 1
  1 / (3 - n)
  puts "n=#{n} fine"
  raise IndexError if n < 5 && n > 3
rescue ZeroDivisionError
  puts "zero at #{n}"
  retry
rescue IndexError
  puts "index at #{n}"
  retry
ensure
  puts "ensure n=#{n}"
end
