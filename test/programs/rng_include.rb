# include? compares with the ends; ranges in conditions and as values.
r = 10..20
p r.include?(10), r.include?(20), r.include?(21), r.include?(9)
e = 10...20
p e.include?(20), e.include?(19)
def grade(score)
  if (90..100).include?(score) then "A"
  elsif (80...90).include?(score) then "B"
  else "C"
  end
end
p [95, 85, 20, 90, 89].map { |s| grade(s) }
words = ["a", "b", "c"]
p ("a".."c").include?("b"), ("a".."c").to_s
ranges = [1..2, 5..9]
p ranges.map { |x| x.size }, ranges.inject(0) { |a, x| a + x.last }
