def sum_odd(limit, scale)
  total = 0
  i = 0
  while i < limit
    if i.odd?
      total += i * scale
    end
    i += 1
  end
  total
end
p sum_odd(10, 3)
