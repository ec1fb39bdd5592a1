# Runtime error: NoMethodError raised inside a user to_s while puts is converting the object.
class Tag
  def initialize(name, attrs)
    @name = name
    @attrs = attrs
  end
  def to_s
    "<" + @name.downcase + " " + @attrs.join(" ") + ">"
  end
end

puts Tag.new("DIV", ["id=a", "class=b"])
puts "tag: #{Tag.new("Span", [])}"
tags = [Tag.new("P", ["x=1"]), Tag.new("I", nil)]
tags.each { |t| puts t }
puts "never printed"
