# Lambdas made in methods see self, its instance variables and methods, and keep them when called elsewhere.
class Account
  attr_reader :balance

  def initialize(balance)
    @balance = balance
    @log = []
  end

  def deposit_op
    ->(amount) do
      @balance += amount
      note("deposit #{amount}")
      self
    end
  end

  def guarded_withdraw
    lambda do |amount|
      return :refused if amount > @balance
      @balance -= amount
      note("withdraw #{amount}")
      :ok
    end
  end

  def note(text)
    @log << text
  end

  def history
    @log.join(", ")
  end
end

acct = Account.new(100)
dep = acct.deposit_op
wd = acct.guarded_withdraw
p dep.(50).balance
p wd.(500), wd.call(30), acct.balance
puts acct.history

class Button
  def initialize(label)
    @label = label
    @handlers = []
  end

  def on_click(handler)
    @handlers << handler
    self
  end

  def click
    @handlers.map { |h| h.call(@label) }
  end
end

clicks = 0
b = Button.new("OK")
b.on_click(->(label) { clicks += 1; "#{label} pressed" })
b.on_click(lambda { |label| label.downcase })
p b.click, b.click.length, clicks
