# The towers of Hanoi: move n disks from peg A to peg C.
def hanoi(n, from, to, via)
  return 0 if n == 0
  moves = hanoi(n - 1, from, via, to)
  puts "move disk #{n} from #{from} to #{to}"
  moves + 1 + hanoi(n - 1, via, to, from)
end

total = hanoi(3, "A", "C", "B")
puts "#{total} moves"
