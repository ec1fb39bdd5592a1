# round/floor/ceil/to_i of positive and negative halves and near-halves.
vals = [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, -3.5, 0.49999999999999994, 2.4999999, -2.5000001]
vals.each do |v|
  puts "#{v}: round=#{v.round} floor=#{v.floor} ceil=#{v.ceil} to_i=#{v.to_i}"
end
p 1.0.round, 1.9.floor, -1.1.floor, -1.9.ceil, 1.1.ceil, 7.0.ceil
p 1e20.round, 1e20.floor, 1e20.ceil, -1e20.round
p 12345678901234567.0.round, 4.5e15.round, (2.0 ** 60).floor
p 0.0.round, -0.0.ceil, 0.1.ceil, -0.1.floor
p [1.4, 1.6, -1.4, -1.6].map { |x| x.round }
p (1..6).map { |i| (i * 0.5).round }
p (1..6).map { |i| (-i * 0.5).round }
