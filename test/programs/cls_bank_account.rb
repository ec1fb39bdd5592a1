# Classes: a bank account with initialize, attr_reader, methods that mutate ivars, user to_s and a history array.
class Account
  attr_reader :owner, :balance

  def initialize(owner, balance = 0)
    @owner = owner
    @balance = balance
    @history = []
  end

  def deposit(amount)
    @balance += amount
    @history << "+#{amount}"
    self
  end

  def withdraw(amount)
    if amount > @balance
      @history << "refused #{amount}"
      return false
    end
    @balance -= amount
    @history << "-#{amount}"
    true
  end

  def transfer_to(other, amount)
    if withdraw(amount)
      other.deposit(amount)
      return true
    end
    false
  end

  def history
    @history.join(", ")
  end

  def to_s
    "#{@owner}: #{@balance}"
  end
end

a = Account.new("alice", 100)
b = Account.new("bob")
a.deposit(50).deposit(25)
puts a
puts b
p a.withdraw(500)
p a.transfer_to(b, 75)
p b.transfer_to(a, 1000)
puts "#{a} / #{b}"
puts a.history
puts b.history
puts a.balance + b.balance
puts a.owner.capitalize
