# Realistic: day-of-week computation, leap years and a printed month calendar.
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]
DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

def leap?(y)
  (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
end

def days_in_month(y, m)
  case m
  when 2 then leap?(y) ? 29 : 28
  when 4, 6, 9, 11 then 30
  else 31
  end
end

# Sakamoto's method: 0 = Sunday
def day_of_week(y, m, d)
  t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
  y -= 1 if m < 3
  (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7
end

def calendar(y, m)
  title = "#{MONTH_NAMES[m - 1]} #{y}"
  left = (20 - title.length) / 2
  puts " " * left + title
  puts "Su Mo Tu We Th Fr Sa"
  first = day_of_week(y, m, 1)
  line = "   " * first
  col = first
  d = 1
  last = days_in_month(y, m)
  while d <= last
    line << " " if d < 10
    line << d.to_s
    col += 1
    if col == 7
      puts line
      line = ""
      col = 0
    else
      line << " " if d < last
    end
    d += 1
  end
  puts line unless line.empty?
end

dates = [[2000, 1, 1], [1969, 7, 20], [2024, 2, 29], [1999, 12, 31], [2023, 10, 15]]
i = 0
while i < dates.length
  y, m, d = dates[i]
  puts "#{y}-#{m}-#{d} was a #{DAY_NAMES[day_of_week(y, m, d)]}"
  i += 1
end
years = [1900, 2000, 2023, 2024, 2100]
i = 0
while i < years.length
  puts "#{years[i]} leap? #{leap?(years[i])}"
  i += 1
end
calendar(2024, 2)
puts
calendar(2023, 10)
total = 0
m = 1
while m <= 12
  total += days_in_month(2024, m)
  m += 1
end
p total
