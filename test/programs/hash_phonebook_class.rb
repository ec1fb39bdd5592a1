# Hash: a user class wrapping a hash (phone book) with add/lookup/remove, each via yield, and a user to_s.
class PhoneBook
  def initialize
    @entries = {}
    @lookups = 0
  end
  def add(name, number)
    fresh = !@entries.key?(name)
    @entries[name] = number
    fresh
  end
  def lookup(name)
    @lookups += 1
    @entries.fetch(name, "unknown")
  end
  def remove(name)
    @entries.delete(name)
  end
  def each_entry
    @entries.each { |k, v| yield k, v }
  end
  def size
    @entries.size
  end
  def lookups
    @lookups
  end
  def to_s
    parts = []
    @entries.each { |k, v| parts << "#{k}=#{v}" }
    "PhoneBook(" + parts.join(", ") + ")"
  end
end

book = PhoneBook.new
p book.add("ann", "555-0101")
p book.add("bob", "555-0199")
p book.add("ann", "555-0102")
p book.add("cy", "555-0150")
puts book
puts book.lookup("ann")
puts book.lookup("zed")
p book.remove("bob")
p book.remove("bob")
book.each_entry { |n, num| puts "#{n.capitalize}: #{num}" }
puts "#{book.size} entries, #{book.lookups} lookups"
puts book
