# JIT hazard: the mix of an if/elsif/else chain and an unless shifts phase by phase, so the hot path changes three times.
counts = [0, 0, 0, 0]
score = 0
i = 0
while i < 16000
  phase = i / 4000
  r = (i * 13) % 100
  if (phase == 0 && r < 97) || (phase == 2 && r < 3)
    counts[0] += 1
    score += 1
  elsif phase == 1 || (phase == 2 && r < 50)
    counts[1] += 1
    score -= 2
  elsif phase == 3 && r > 1
    counts[2] += 1
    score += r
  else
    counts[3] += 1
    score = 5 - score
  end
  unless phase < 3
    score -= 1 if r == 50
  end
  if i % 4000 == 3999
    puts "phase #{phase}: counts=#{counts.inspect} score=#{score}"
  end
  i += 1
end
p counts.sum
p score
