# private, public, protected and module_function in class and module bodies.
class Account
  attr_reader :owner

  def initialize(owner, cents)
    @owner = owner
    @cents = cents
  end

  def to_s
    "#{owner}: #{format_cents}"
  end

  def richer_than?(other)
    cents > other.cents
  end

  protected

  def cents
    @cents
  end

  private

  def format_cents
    "$#{@cents / 100}.#{(@cents % 100).to_s.rjust(2, "0")}"
  end

  attr_reader :secret

  public

  def audit
    helper_count + 1
  end

  def helper_count
    41
  end
  private :helper_count
end

a = Account.new("ann", 12345)
b = Account.new("bob", 999)
puts a, b
p a.richer_than?(b), b.richer_than?(a), a.audit
[:format_cents, :helper_count, :secret].each do |name|
  begin
    a.format_cents if name == :format_cents
    a.helper_count if name == :helper_count
    a.secret if name == :secret
  rescue NoMethodError => e
    puts e.message.split(" for ")[0]
  end
end
p a.respond_to?(:format_cents), a.respond_to?(:format_cents, true), a.respond_to?(:audit)

class Account
  def reopened
    format_cents
  end
end
p a.reopened

module Units
  module_function

  def km(m)
    m / 1000.0
  end

  def cm(m)
    m * 100
  end
end

module Helpers
  def twice(x)
    x * 2
  end
  module_function :twice
end

p Units.km(2500), Units.cm(3), Helpers.twice(21)

class Converter
  include Units

  def convert(m)
    km(m)
  end
end
p Converter.new.convert(500)
begin
  Converter.new.km(1)
rescue NoMethodError => e
  puts e.message.split(" for ")[0]
end

class Widget
  private def build
    "built"
  end

  def make
    build
  end
end
p Widget.new.make
begin
  Widget.new.build
rescue NoMethodError => e
  puts e.message.split(" for ")[0]
end
