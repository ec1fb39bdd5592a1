# An error inside a block given to Range#each.
(1..3).each do |i|
  p i
  p 10 / (2 - i)
end
