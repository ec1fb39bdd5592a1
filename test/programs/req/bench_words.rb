# frozen_string_literal: true

# Loaded by real_bench_harness.rb through a computed name.
require_relative 'bench_base'

class BenchWords < BenchBase
  def run
    text = "the quick brown fox jumps over the lazy dog"
    text.split(" ").map { |w| w.gsub("o", "0") }.join("-")
  end

  def verify(result)
    result == "the-quick-br0wn-f0x-jumps-0ver-the-lazy-d0g"
  end
end
