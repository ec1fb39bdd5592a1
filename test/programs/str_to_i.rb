# String#to_i: leading whitespace, signs, underscores, trailing garbage, non-numbers.
p "0".to_i
p "42".to_i
p "-42".to_i
p "+42".to_i
p "  17".to_i
p "\t\n 8".to_i
p "12abc".to_i
p "abc12".to_i
p "".to_i
p " ".to_i
p "-".to_i
p "1_000".to_i
p "1__0".to_i
p "_1".to_i
p "1_".to_i
p "007".to_i
p "0x1A".to_i
p "0b11".to_i
p "12 34".to_i
p "- 5".to_i
p "--5".to_i
p "3-4".to_i
p "99999999999".to_i
p "4611686018427387903".to_i
s = "123"
p s.to_i * 2
p s.to_i.to_s == s
def parse_digits(str)
  total = 0
  i = 0
  digits = "0123456789"
  while i < str.length
    d = digits.index(str[i])
    break if d.nil?
    total = total * 10 + d
    i += 1
  end
  total
end
p parse_digits("9876x")
p parse_digits("9876x") == "9876x".to_i
