# frozen_string_literal: true

# Loaded by real_bench_harness.rb: a benchmark base class in the style of a harness's.
class BenchBase
  def inner_loop(n)
    n.times do
      return false unless verify(run)
    end
    true
  end

  def run
    raise 'subclass_responsibility'
  end
end
