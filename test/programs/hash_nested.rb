# Hash: hashes of hashes and of arrays, arrays of hashes, deep reads/updates and a nested report.
school = {}
[["ann", "math", 90], ["ann", "art", 75], ["bob", "math", 60], ["cy", "art", 88], ["bob", "art", 92], ["ann", "math", 95]].each do |name, subject, score|
  school[name] ||= {}
  school[name][subject] ||= []
  school[name][subject] << score
end
p school
p school["ann"]["math"]
p school["bob"]["music"]
p school["zed"]
school.each do |name, subjects|
  subjects.each do |subj, scores|
    avg = scores.sum / scores.size
    puts "#{name} #{subj} #{scores.inspect} avg #{avg}"
  end
end
matrix = { row1: { a: 1, b: 2 }, row2: { a: 3, b: 4 } }
matrix[:row2][:b] += 100
matrix[:row3] = { a: 5 }
p matrix
total = 0
matrix.each { |r, cols| cols.each { |c, v| total += v } }
p total
records = [{ "id" => 1, "tags" => ["x"] }, { "id" => 2, "tags" => [] }]
records[1]["tags"] << "y"
records << { "id" => 3 }
p records
p records.map { |r| r["tags"] }
p records.map { |r| r.size }
