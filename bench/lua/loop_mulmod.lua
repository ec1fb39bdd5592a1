-- Port of bench/programs/loop_mulmod.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- Numbers are doubles: x < M, so x * 48271 + i < 2^46 and every value is an
-- exact integer; Lua's % floors like Ruby's.
local M = 1000000007
local x = 1
local acc = 0
local i = 0
while i < 20000000 do
  x = (x * 48271 + i) % M
  acc = (acc + x * 3) % M
  i = i + 1
end
print(x)
print(acc)
