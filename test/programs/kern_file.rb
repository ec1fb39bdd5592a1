# __FILE__ is the name the program was run by, the same in a method, a
# block, a class and an interpolation; each use is a new String.
p __FILE__
puts __FILE__

def where
  __FILE__
end
p where
p where == __FILE__
p where.equal?(where)

[1].each { |_| puts "in a block: #{__FILE__}" }

class Finder
  def name
    "#{__FILE__}:#{__LINE__}"
  end
end
puts Finder.new.name

s = __FILE__
s << "!"
p s, __FILE__
p __FILE__.length, __FILE__.end_with?(".rb")
