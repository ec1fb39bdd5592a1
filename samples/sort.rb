# Insertion sort and quicksort over an array, checked against Array#sort.
def insertion_sort(list)
  a = list.dup
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

def quicksort(list)
  return list if list.length <= 1
  pivot = list[0]
  smaller = []
  larger = []
  i = 1
  while i < list.length
    if list[i] < pivot
      smaller << list[i]
    else
      larger << list[i]
    end
    i += 1
  end
  quicksort(smaller) + [pivot] + quicksort(larger)
end

numbers = [38, 27, 43, 3, 9, 82, 10, 3]
p insertion_sort(numbers)
p quicksort(numbers)
p quicksort(numbers) == numbers.sort

words = ["pear", "apple", "fig", "banana"]
p insertion_sort(words)
