# Global variables: nil until assigned, shared by every method and block,
# operator-assignment, multiple assignment, no warning on reassignment.
p $counter
$counter = 0
def bump(n)
  $counter += n
  $last = n
end
[1, 2, 3].each { |x| bump(x) }
p $counter, $last
$a, $b = 10, 20
p [$a, $b]
$flag ||= :set
$flag ||= :again
p $flag
i = 0
while i < 100_000
  $counter += 1
  i += 1
end
p $counter
class Acc
  def add(v)
    $total = ($total || 0) + v
  end
end
acc = Acc.new
500.times { |k| acc.add(k) }
p $total
p "x#{$total}y"
