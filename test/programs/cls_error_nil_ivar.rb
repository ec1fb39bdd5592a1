# Runtime error: NoMethodError calling a method on nil returned by an instance variable that was never set.
class Profile
  attr_reader :name, :email
  def initialize(name)
    @name = name
  end
  def set_email(e)
    @email = e
  end
  def domain
    at = @email.index("@")
    @email[at + 1, @email.length]
  end
end

a = Profile.new("ann")
a.set_email("ann@example.org")
puts a.domain
b = Profile.new("ben")
p b.email
puts b.name.upcase
puts b.domain
puts "never printed"
