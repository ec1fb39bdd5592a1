# collect, reverse!, clone and printf.
a = [1, 2, 3]
p a.collect { |x| x * x }
p (1..4).collect { |x| -x }
b = a.clone
b << 4
p a, b
s = "abc"
t = s.clone
t << "d"
p s, t
r = a.reverse!
p r, a
printf("%d-%05.2f|%s\n", 7, 3.14159, :sym)
printf("no args\n")
printf
x = [[1, 2], [3]].clone
x[0] << 9
p x
