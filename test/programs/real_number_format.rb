# Realistic: number formatting: thousands separators, padding, roman numerals, words, ordinals.
def with_commas(n)
  s = n.abs.to_s
  out = ""
  i = 0
  while i < s.length
    out << "," if i > 0 && (s.length - i) % 3 == 0
    out << s[i]
    i += 1
  end
  n < 0 ? "-" + out : out
end

def zero_pad(n, width)
  s = n.to_s
  s.length >= width ? s : "0" * (width - s.length) + s
end

ROMAN_VALUES = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
ROMAN_SYMBOLS = ["M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"]

def roman(n)
  out = ""
  i = 0
  while n > 0
    while n >= ROMAN_VALUES[i]
      out << ROMAN_SYMBOLS[i]
      n -= ROMAN_VALUES[i]
    end
    i += 1
  end
  out
end

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

def words(n)
  return "minus " + words(-n) if n < 0
  return ONES[n] if n < 20
  if n < 100
    return TENS[n / 10] + (n % 10 == 0 ? "" : "-" + ONES[n % 10])
  end
  if n < 1000
    return ONES[n / 100] + " hundred" + (n % 100 == 0 ? "" : " and " + words(n % 100))
  end
  if n < 1000000
    return words(n / 1000) + " thousand" + (n % 1000 == 0 ? "" : " " + words(n % 1000))
  end
  words(n / 1000000) + " million" + (n % 1000000 == 0 ? "" : " " + words(n % 1000000))
end

def ordinal(n)
  suffix = if n % 100 >= 11 && n % 100 <= 13
             "th"
           else
             case n % 10
             when 1 then "st"
             when 2 then "nd"
             when 3 then "rd"
             else "th"
             end
           end
  n.to_s + suffix
end

nums = [0, 7, 999, 1000, 12345, -1234567, 1000000000, 4611686018427387903]
i = 0
while i < nums.length
  puts with_commas(nums[i])
  i += 1
end
p zero_pad(7, 3)
p zero_pad(1234, 3)
p zero_pad(0, 5)
years = [1, 4, 9, 14, 40, 90, 400, 1987, 1999, 2024, 3999]
i = 0
while i < years.length
  puts "#{years[i]} -> #{roman(years[i])}"
  i += 1
end
tests = [0, 13, 21, 40, 99, 100, 101, 342, 1000, 1001, 90210, 1234567, -58]
i = 0
while i < tests.length
  puts "#{tests[i]}: #{words(tests[i])}"
  i += 1
end
ords = []
n = 1
while n <= 24
  ords << ordinal(n)
  n += 1
end
puts ords.join(" ")
p [ordinal(101), ordinal(111), ordinal(112), ordinal(1003)]
