-- Port of bench/programs/pressure.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- The products reach (10^7 + 2) * 3_000_000_163, about 3e16, past 2^53, so
-- doubles would round them: the sixteen constants are LuaJIT 64-bit integer
-- literals (int64_t cdata, ...LL), which makes the whole sum exact int64
-- arithmetic (its magnitude stays below 6e17, a Fixnum in Ruby). LuaJIT's %
-- on int64 truncates like C's, so a negative remainder is moved up by the
-- modulus as Ruby's floored % does. Results are turned back into Lua numbers
-- (exact: below 1_000_003) so print shows them without the LL suffix.
local function blend(a, b, c, d)
  local m = (a * 3000000019LL + b * 3000000037LL + c * 3000000049LL + d * 3000000061LL -
            a * 3000000073LL - b * 3000000077LL - c * 3000000091LL - d * 3000000103LL +
            a * 3000000109LL + b * 3000000121LL + c * 3000000127LL + d * 3000000133LL -
            a * 3000000139LL - b * 3000000151LL - c * 3000000157LL - d * 3000000163LL) % 1000003
  if m < 0 then m = m + 1000003 end
  return m
end

local function run(n)
  local acc = 0
  local i = 0
  while i < n do
    acc = tonumber(blend(acc, i, i + 1, i + 2))
    i = i + 1
  end
  return acc
end

print(run(10000000))
print(tonumber(blend(1, 2, 3, 4)))
