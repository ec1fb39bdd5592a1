# String comparison: == != <=> < > (bytewise, case-sensitive), and against other classes.
p "abc" == "abc"
p "abc" == "abd"
p "abc" != "abd"
p "a" == "A"
p "abc" <=> "abd"
p "abd" <=> "abc"
p "abc" <=> "abc"
p "ab" <=> "abc"
p "abc" <=> "ab"
p "" <=> ""
p "B" <=> "a"
p "a" < "b"
p "a" > "b"
p "Zebra" < "apple"
p "10" < "9"
p "abc" < "abcd"
p "b" > "abcdef"
p "1" == 1
p "nil" == nil
p "" == nil
p "a" <=> 1
x = "he"
y = x + "llo"
p y == "hello"
p y != "hello"
def smaller(a, b)
  a < b ? a : b
end
p smaller("pear", "apple")
p smaller("Pear", "apple")
