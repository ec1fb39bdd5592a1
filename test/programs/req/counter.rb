# Loaded by req_*.rb: requires shapes itself (already loaded by then or not).
p require_relative("shapes")
$counter_loads = ($counter_loads || 0) + 1

class Counter
  def initialize
    @n = 0
  end

  def tick
    @n += 1
  end
end
