# ARGV (empty here), Process.clock_gettime in its units, Time.now differences
p ARGV
p ARGV.size < 1
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
n0 = Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond)
x = 0
100.times { |i| x += i }
t1 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
n1 = Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond)
p x
p t1 >= t0
p n1 >= n0
p t0.class
p n0.class
p Process.clock_gettime(Process::CLOCK_MONOTONIC, :microsecond).class
p Process.clock_gettime(Process::CLOCK_MONOTONIC, :millisecond) > 0
p Process.clock_gettime(Process::CLOCK_MONOTONIC, :float_millisecond).class
p Process.clock_gettime(Process::CLOCK_REALTIME, :second) > 1_600_000_000
us = (n1 - n0) / 1000
p us >= 0
a = Time.now
b = Time.now
p (b - a).class
p b - a >= 0
p a.to_i > 1_600_000_000
