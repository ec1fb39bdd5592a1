# Realistic: bubble sort and selection sort written with times, upto, downto and each_with_index.
def bubble_sort(list)
  a = list.dup
  n = a.length
  swaps = 0
  (n - 1).downto(1) do |last|
    swapped = false
    0.upto(last - 1) do |i|
      if a[i] > a[i + 1]
        a[i], a[i + 1] = a[i + 1], a[i]
        swaps += 1
        swapped = true
      end
    end
    break unless swapped
  end
  [a, swaps]
end
def selection_sort(list)
  a = list.dup
  a.length.times do |i|
    min_i = i
    (i + 1).upto(a.length - 1) { |j| min_i = j if a[j] < a[min_i] }
    a[i], a[min_i] = a[min_i], a[i]
  end
  a
end
data = [29, 3, 71, 15, 3, 88, 42, 0, -7, 56]
sorted, swaps = bubble_sort(data)
p sorted
p swaps
p selection_sort(data)
p selection_sort(data) == data.sort
p bubble_sort([1, 2, 3])
p bubble_sort([])
words = ["pear", "apple", "fig", "date"]
p bubble_sort(words)[0]
data.each_with_index { |v, i| print "#{i}:#{v} " if v > 40 }
puts
seed = 7
rand_list = Array.new(20) { seed = (seed * 1103515245 + 12345) % 2147483648; seed % 1000 }
s, k = bubble_sort(rand_list)
p s
p k
p s == rand_list.sort
