-- Port of bench/programs/nested_branches.rb to Lua, for comparison with
-- LuaJIT (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- Numbers are doubles; every value stays far below 2^53 (b ends at 6.4e9).
local a = 0
local b = 0
local c = 0
local d = 0
local i = 0
while i < 4000 do
  local j = 0
  while j < 4000 do
    local k = (i * 7 + j * 13) % 10
    if k < 3 then
      a = a + 1
    elseif k < 5 then
      b = b + j
    elseif k == 7 then
      if j % 2 == 0 then -- j.even?
        c = c + 2
      else
        c = c - 1
      end
    else
      d = (d + i + k) % 1000003
    end
    j = j + 1
  end
  i = i + 1
end
print(a)
print(b)
print(c)
print(d)
