-- Port of bench/programs/blocks.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- Every Ruby block is an anonymous Lua function passed to a small helper
-- (times, each, map, select, inject, upto, each_pair), created where Ruby
-- creates the block and writing the enclosing locals as upvalues, so the
-- closure calls are kept rather than inlined by hand. Arrays are 1-based.
-- Numbers are doubles: the LCG is split as in hash.lua so it stays exact, and
-- every total stays far below 2^53 (print shows them as integers).
local function times(n, f)
  for i = 0, n - 1 do f(i) end
end

local function upto(from, to, f)
  for i = from, to do f(i) end
end

local function each(a, f)
  for i = 1, #a do f(a[i]) end
end

local function map(a, f)
  local r = {}
  for i = 1, #a do r[i] = f(a[i]) end
  return r
end

local function select(a, f)
  local r = {}
  local n = 0
  for i = 1, #a do
    local x = a[i]
    if f(x) then
      n = n + 1
      r[n] = x
    end
  end
  return r
end

local function inject(a, acc, f)
  for i = 1, #a do acc = f(acc, a[i]) end
  return acc
end

local function array_new(n, f)
  local r = {}
  for i = 1, n do r[i] = f(i - 1) end
  return r
end

local function each_pair(a, f)
  local i = 1
  while i + 1 <= #a do
    f(a[i], a[i + 1])
    i = i + 1
  end
end

-- (seed * 1103515245 + 12345) % 2^31 without a product past 2^53:
-- 1103515245 = 16838 * 2^16 + 20077, and only (seed * 16838) % 2^15 of the
-- high part survives the modulus.
local function lcg(seed)
  return ((seed * 16838) % 32768 * 65536 + seed * 20077 + 12345) % 2147483648
end

local seed = 42
local data = array_new(1000, function() seed = lcg(seed); return seed % 1000 end)

local total = 0
times(3000, function(round)
  each(data, function(x) total = total + (x + round) % 13 end)
end)
print(total)

local sums = 0
times(1500, function()
  local squares = map(data, function(x) return x * x end)
  local evens = select(squares, function(x) return x % 2 == 0 end)
  sums = sums + inject(evens, 0, function(acc, x) return acc + x end)
end)
print(sums)

local steps = 0
times(2500, function() each_pair(data, function(a, b) if a < b then steps = steps + 1 end end) end)
print(steps)

local grid = 0
upto(1, 1500, function(i) upto(1, 1500, function(j) if (i * j) % 7 == 3 then grid = grid + 1 end end) end)
print(grid)
