# Register pressure and the scheduler. `blend` needs sixteen constants too
# large for an instruction's immediate field, so each must be loaded into a
# register. The sends that use them run in source order, but the loads may
# go anywhere before their use: an early schedule puts all sixteen at the
# top of the block, where they wait in registers (or spill to the stack);
# a pressure-aware one loads each just before it is needed.
#
#   rhz compile samples/pressure.rb --stats --sched-policy=early
#   rhz compile samples/pressure.rb --stats --sched-policy=minreg

def blend(a, b, c, d)
  (a * 3_000_000_019 + b * 3_000_000_037 + c * 3_000_000_049 + d * 3_000_000_061 -
   a * 3_000_000_073 - b * 3_000_000_077 - c * 3_000_000_091 - d * 3_000_000_103 +
   a * 3_000_000_109 + b * 3_000_000_121 + c * 3_000_000_127 + d * 3_000_000_133 -
   a * 3_000_000_139 - b * 3_000_000_151 - c * 3_000_000_157 - d * 3_000_000_163) % 1_000_003
end

def run(n)
  acc = 0
  i = 0
  while i < n
    acc = blend(acc, i, i + 1, i + 2)
    i += 1
  end
  acc
end

puts run(10_000_000)
puts blend(1, 2, 3, 4)
