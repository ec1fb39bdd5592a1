# a benchmark harness in the style of Are We Fast Yet's: computed require_relative, const_get, timing, a block given to new
class Runner
  attr_reader :name

  def initialize(name, &report)
    @name = name
    @report = report
    @total = 0
  end

  def load_suite
    file = @name.gsub("Bench", "bench_").downcase
    raise "#{file} was already loaded" unless require_relative("req/" + file)
    Object.const_get(@name)
  end

  def measure(bench, inner)
    start = Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond)
    raise "Benchmark failed with incorrect result" unless bench.inner_loop(inner)
    elapsed = (Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond) - start) / 1000
    @total += elapsed
    @report.call(@name, elapsed >= 0)
  end

  def run(iterations, inner)
    bench = load_suite.new
    iterations.times { measure(bench, inner) }
    @total >= 0
  end
end

["BenchSum", "BenchWords"].each do |name|
  runner = Runner.new(name) { |n, ok| puts "#{n}: measured #{ok}" }
  p runner.run(3, 20)
end
p require_relative("req/bench_base")
