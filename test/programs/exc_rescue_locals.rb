# locals assigned in body used after; locals first assigned in rescue/ensure clauses
begin
  a = 1
  b = 2
  raise "x"
  c = 3
rescue => e
  d = 4
end
p a
p b
p c
p d
p e.message

begin
  only_body = :set
rescue
  only_rescue = :set
end
p only_body
p only_rescue

def m(flag)
  begin
    v = 10
    raise ArgumentError, "f" if flag
    w = 20
  rescue ArgumentError
    r = v + 1
  else
    el = w + 1
  ensure
    en = :ens
  end
  [v, w, r, el, en]
end
p m(false)
p m(true)

n = 0
begin
  n += 1
  tmp = n * 10
  raise "retry me" if n < 3
rescue
  last_seen = tmp
  retry
end
p [n, tmp, last_seen]

sum = 0
[1, 0, 2].each do |x|
  begin
    q = 6 / x
  rescue ZeroDivisionError => err
    q = -1
  end
  sum += q
  p err
end
p sum
