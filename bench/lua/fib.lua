-- Port of bench/programs/fib.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
local function fib(n)
  if n < 2 then
    return n
  else
    return fib(n - 1) + fib(n - 2)
  end
end

print(fib(35))
