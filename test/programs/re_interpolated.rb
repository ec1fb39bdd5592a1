# Regexps with interpolation, built when they run: numbers, Strings, another Regexp (its to_s
# carries its flags), flags on the whole, and a pattern rebuilt on every iteration.
n = 3
p(/a{#{n}}/)
p "aaaa".scan(/a{1,#{n}}/)
word = "wor"
p "hello world" =~ /#{word}ld/
inner = /ab/i
outer = /x#{inner}y/
p outer
p "xABy" =~ outer, "XABy" =~ outer
p(/#{word}/i.match?("WORLD"))
sep = ","
p "a,b;c".split(/[#{sep};]/)
[1, 2, 3].each do |i|
  p "112223333".scan(/#{i}+/)
end
dot = "."
p(/#{dot}/.source, /#{dot}/ =~ "x")
slash = "a/b"
p(/#{slash}/)
p(/#{"\t"}x/)
