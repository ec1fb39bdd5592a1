# Errors of regexps that a program can rescue: a pattern built at run time that does not
# compile (RegexpError), a String where =~ wants a Regexp, a wrong pattern type.
["a(b", "a)", "[z-a]", "x{2,1}", "ok"].each do |src|
  begin
    re = /#{src}/
    p re
  rescue RegexpError => e
    puts "RegexpError: #{e.message}"
  end
end
begin
  "abc" =~ "b"
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  "abc".scan(5)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  "abc".gsub(nil, "x")
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
p "abc" =~ 5
