# A range whose end is left out has a nil end (`1..`), and one whose
# beginning is left out a nil beginning (`..3`), where the expression ends
# or starts; a newline after `..` continues the range on the next line.
a = [10, 20, 30, 40, 50]
p a[1..], a[..1], a[...-1], a[-2..], "hello"[1...], "hello"[..2]
p (1..), (1...), (..5), (...5)
r = (3..)
p r, r.begin, r.end
x = (1..
     4)
p x
p a[2..
]
[-3, 0, 7].each do |n|
  case n
  when ...0 then puts "#{n} negative"
  when 0 then puts "#{n} zero"
  when 1.. then puts "#{n} positive"
  end
end
p (5..) === 9, (..5) === 9, [[1, (2..)]].inspect
b = a.dup
b[3..] = [0]
p b
p a.first(2..3) rescue p $!.class
