-- Port of bench/programs/hash.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- The Hash is a Lua table with string keys. Ruby's each walks a Hash in
-- insertion order and pairs does not, so the keys are also kept in an array
-- in the order they were first inserted, and both walks go through it; the
-- last line prints that order as Ruby's inspect would ("{8=>5000}").
-- Numbers are doubles: seed * 1103515245 can pass 2^53, so the LCG splits the
-- multiplier (1103515245 = 16838 * 2^16 + 20077; only (seed * 16838) % 2^15
-- of the high part survives % 2^31), keeping every product below 2^47.
local SYLLABLES = { "ka", "lo", "mi", "nu", "pe", "ri", "so", "ta", "ve", "zu" }
local floor = math.floor

local vocab = {}
for i = 0, 4999 do
  vocab[i + 1] = SYLLABLES[i % 10 + 1] .. SYLLABLES[floor(i / 10) % 10 + 1] ..
                 SYLLABLES[floor(i / 100) % 10 + 1] .. SYLLABLES[floor(i / 1000) % 10 + 1]
end

local counts = {}
local keys = {} -- counts' keys in insertion order
local seed = 42
local n = 0
while n < 5000000 do
  seed = ((seed * 16838) % 32768 * 65536 + seed * 20077 + 12345) % 2147483648
  local w = vocab[seed % 5000 + 1]
  local c = counts[w]
  if c == nil then
    keys[#keys + 1] = w
    c = 0
  end
  counts[w] = c + 1
  n = n + 1
end

local total = 0
local best = nil
local best_count = 0
for i = 1, #keys do
  local word = keys[i]
  local count = counts[word]
  total = total + count
  if count > best_count then
    best = word
    best_count = count
  end
end
print(#keys)
print(total)
print(best)
print(best_count)

local lengths = {}
local length_keys = {}
for i = 1, #keys do
  local len = #keys[i]
  local c = lengths[len]
  if c == nil then
    length_keys[#length_keys + 1] = len
    c = 0
  end
  lengths[len] = c + 1
end
local parts = {}
for i = 1, #length_keys do
  local k = length_keys[i]
  parts[i] = string.format("%d=>%d", k, lengths[k])
end
print("{" .. table.concat(parts, ", ") .. "}")
