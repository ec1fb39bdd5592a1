# frozen_string_literal: true

# Loaded by real_bench_harness.rb through a computed name.
require_relative 'bench_base'

class BenchSum < BenchBase
  def run
    total = 0
    (1..100).each { |i| total += i }
    total
  end

  def verify(result)
    result == 5050
  end
end
