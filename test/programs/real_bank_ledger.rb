# Realistic: a bank ledger processing transactions with validation, balances in cents.
ACCOUNTS = ["alice", "bob", "carol"]

def money(cents)
  sign = cents < 0 ? "-" : ""
  c = cents.abs
  frac = (c % 100).to_s
  frac = "0" + frac if frac.length < 2
  "#{sign}$#{c / 100}.#{frac}"
end

def apply(balances, tx, log)
  kind = tx[0]
  who = ACCOUNTS.index(tx[1])
  amount = tx[2]
  if who.nil?
    log << "rejected #{kind}: unknown account #{tx[1]}"
    return false
  end
  if amount <= 0
    log << "rejected #{kind}: bad amount #{amount}"
    return false
  end
  case kind
  when "deposit"
    balances[who] += amount
  when "withdraw"
    if balances[who] < amount
      log << "rejected withdraw: #{tx[1]} has only #{money(balances[who])}"
      return false
    end
    balances[who] -= amount
  when "transfer"
    to = ACCOUNTS.index(tx[3])
    if to.nil? || to == who
      log << "rejected transfer: bad target #{tx[3].inspect}"
      return false
    end
    if balances[who] < amount
      log << "rejected transfer: insufficient funds"
      return false
    end
    balances[who] -= amount
    balances[to] += amount
  else
    log << "rejected: unknown kind #{kind}"
    return false
  end
  log << "ok #{kind} #{money(amount)} #{tx[1]}#{tx[3].nil? ? "" : " -> " + tx[3]}"
  true
end

balances = Array.new(ACCOUNTS.length, 0)
log = []
txs = [
  ["deposit", "alice", 10000],
  ["deposit", "bob", 2550],
  ["withdraw", "bob", 3000],
  ["transfer", "alice", 1999, "carol"],
  ["transfer", "carol", 5, "carol"],
  ["withdraw", "dave", 100],
  ["deposit", "carol", -5],
  ["refund", "alice", 100],
  ["withdraw", "alice", 8001],
  ["withdraw", "alice", 8000],
  ["transfer", "bob", 50, "alice"],
]
ok = 0
i = 0
while i < txs.length
  ok += 1 if apply(balances, txs[i], log)
  i += 1
end
puts log
puts "#{ok} of #{txs.length} transactions applied"
i = 0
while i < ACCOUNTS.length
  puts ACCOUNTS[i] + " " * (8 - ACCOUNTS[i].length) + money(balances[i])
  i += 1
end
puts "total   " + money(balances.sum)
p money(5)
p money(-123456)
