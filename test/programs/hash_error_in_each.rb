# Runtime error: ZeroDivisionError raised inside a Hash#each block inside a method, after earlier pairs printed.
def per_unit(costs, units)
  costs.each do |item, cost|
    puts "#{item}: #{cost / units[item]}"
  end
end

per_unit({ "nails" => 300, "screws" => 120 }, { "nails" => 100, "screws" => 12 })
per_unit({ "bolts" => 50, "washers" => 10, "nuts" => 9 }, { "bolts" => 5, "washers" => 0, "nuts" => 3 })
puts "never printed"
