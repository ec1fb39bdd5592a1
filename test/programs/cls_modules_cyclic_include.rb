# include refuses a cycle, as CRuby does.
module A; end
module B; include A; end
begin
  module A; include B; end
rescue ArgumentError => e
  puts e.message
end
module C
  begin
    include C
  rescue ArgumentError => e
    puts e.message
  end
end
p B.include?(A), A.include?(B)
