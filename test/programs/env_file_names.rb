# File.exist?, dirname, basename and join on names, as a benchmark harness uses them
p File.exist?(__FILE__)
p File.exist?("no/such/file.rb")
p File.dirname(__FILE__)
p File.dirname("/a/b/c.rb")
p File.dirname("a/b/")
p File.dirname("c.rb")
p File.dirname("/c.rb")
p File.dirname("/")
p File.basename("/a/b/c.rb")
p File.basename("/a/b/c.rb", ".rb")
p File.basename("/a/b/c.rb", ".*")
p File.basename("a/b/")
p File.join("a", "b", "c.rb")
p File.join("a/", "/b")
p File.join("a/", "b")
p File.join
name = "Sieve"
p File.exist?("#{File.dirname(__FILE__)}/#{name.downcase}.rb")
