-- Port of bench/programs/startup.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit): start-up time only.
print(1)
