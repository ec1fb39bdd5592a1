# Realistic: bubble sort, selection sort and insertion sort, checked against Array#sort.
def bubble_sort(input)
  a = input.dup
  n = a.length
  swapped = true
  passes = 0
  while swapped
    swapped = false
    i = 1
    while i < n
      if a[i - 1] > a[i]
        t = a[i - 1]
        a[i - 1] = a[i]
        a[i] = t
        swapped = true
      end
      i += 1
    end
    n -= 1
    passes += 1
  end
  puts "  bubble sort passes: #{passes}"
  a
end

def selection_sort(input)
  a = input.dup
  i = 0
  while i < a.length - 1
    min = i
    j = i + 1
    while j < a.length
      min = j if a[j] < a[min]
      j += 1
    end
    if min != i
      t = a[i]
      a[i] = a[min]
      a[min] = t
    end
    i += 1
  end
  a
end

def insertion_sort(input)
  a = input.dup
  i = 1
  while i < a.length
    key = a[i]
    j = i - 1
    while j >= 0 && a[j] > key
      a[j + 1] = a[j]
      j -= 1
    end
    a[j + 1] = key
    i += 1
  end
  a
end

def check(name, result, expected)
  status = result == expected ? "ok" : "MISMATCH"
  puts "#{name}: #{result} #{status}"
end

inputs = [
  [5, 2, 9, 1, 5, 6],
  [],
  [1],
  [3, 2, 1],
  [1, 2, 3, 4],
  [-3, 10, 0, -3, 7, 2, 2, -100],
  ["pear", "apple", "fig", "banana"],
]
k = 0
while k < inputs.length
  data = inputs[k]
  puts "input #{data}"
  expected = data.sort
  check("bubble", bubble_sort(data), expected)
  check("selection", selection_sort(data), expected)
  check("insertion", insertion_sort(data), expected)
  k += 1
end
