# Hash: grouping into a hash of arrays with h[k] ||= [] and <<, then walking the groups; arrays of hashes as records.
words = ["apple", "avocado", "banana", "blueberry", "cherry", "kiwi", "fig", "date", "cranberry", "banana"]
by_letter = {}
words.each do |w|
  by_letter[w[0]] ||= []
  by_letter[w[0]] << w
end
p by_letter
by_len = {}
words.each { |w| (by_len[w.length] ||= []) << w }
by_len.keys.sort.each { |k| puts "#{k}: #{by_len[k].join(",")}" }
people = [
  { name: "ann", dept: "eng", salary: 120 },
  { name: "bob", dept: "ops", salary: 90 },
  { name: "cy", dept: "eng", salary: 100 },
  { name: "di", dept: "sales", salary: 80 },
  { name: "ed", dept: "ops", salary: 95 }
]
depts = {}
totals = {}
people.each do |person|
  d = person[:dept]
  (depts[d] ||= []) << person[:name]
  totals[d] = (totals[d] || 0) + person[:salary]
end
p depts
p totals
depts.each { |d, names| puts "#{d}: #{names.size} people, avg #{totals[d] / names.size}" }
p people.select { |x| x[:salary] > 92 }.map { |x| x[:name] }
p people[1]
