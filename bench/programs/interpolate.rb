# Short-lived interpolated strings, the workload of CRuby's app_strconcat:
# three fixnum parts and fixed text, made and dropped millions of times.
i = 0
last = nil
while i < 3_000_000
  last = "#{i % 10} #{i & 7} #{i >> 20}"
  i += 1
end
puts last
