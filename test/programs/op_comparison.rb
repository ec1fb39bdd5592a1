# Comparison and equality operators, <=>, and == across different classes.
p 1 < 2
p 2 < 1
p 2 <= 2
p 3 >= 4
p 5 > -5
p 1 == 1
p 1 != 1
p 1 != 2
p 1 <=> 2
p 2 <=> 2
p 3 <=> 2
p -10 <=> 10
p 1 == "1"
p "1" == 1
p 1 == nil
p nil == false
p true == 1
p [1] == 1
p 1 != "1"
p nil != false
p 1 <=> "a"
p 1 <=> nil
p "a" < "b"
p "abc" <= "abd"
p "b" > "abc"
p "Z" < "a"
p "a" <=> "a"
p "" <=> "a"
p 1 + 1 == 2
p 1 < 2 == true
p 2 > 1 != false
p (1 <=> 2) == -1
x = 5
p x > 3 && x < 10
p x < 3 || x > 4
p x == 5 ? "five" : "not five"
