# Whitespace variations: no spaces around operators, extra spaces, tabs, trailing spaces.
a=1
b  =  2
c	=	3
p a+b*c
p(a,b,c)
p a  +  b
p [a,b,c]
p [ a , b , c ]
d=a<b ? "lt" : "ge"
p d
e=a==1&&b==2
p e
f=-a
p f
g=a-1
p g
def m(x,y=2)
x*y
end
p m(3)
p m( 3 , 4 )
h = "spaced"   
p h
	p "tab indented"
p 10/3
p 10%3
p 2**3
p !false
p a<<2
