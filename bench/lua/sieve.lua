-- Port of bench/programs/sieve.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- flags is indexed 0..n like the Ruby array (LuaJIT keeps t[0] in the array
-- part); a fresh table is made for every call and filled, as
-- Array.new(n + 1, true) does, preallocated with LuaJIT's table.new.
local ok, table_new = pcall(require, 'table.new')
if not ok then table_new = function() return {} end end

local function sieve(n)
  local flags = table_new(n, 0) -- slots 0..n
  for k = 0, n do
    flags[k] = true
  end
  flags[0] = false
  flags[1] = false
  local i = 2
  while i * i <= n do
    if flags[i] then
      local j = i * i
      while j <= n do
        flags[j] = false
        j = j + i
      end
    end
    i = i + 1
  end
  local count = 0
  i = 0
  while i <= n do
    if flags[i] then count = count + 1 end
    i = i + 1
  end
  return count
end

local total = 0
local r = 0
while r < 13 do
  total = total + sieve(1000000)
  r = r + 1
end
print(total)
