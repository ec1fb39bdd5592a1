# Runtime error: a bare unknown identifier raises NameError (not NoMethodError).
count = 3
p count
puts "about to read an undefined name"
p countt
puts "never printed"
