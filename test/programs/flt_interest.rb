# Compound interest, loan amortisation and averages with floats.
principal = 1000.0
rate = 0.05
balance = principal
(1..10).each do |year|
  balance *= 1 + rate
  puts "year #{year}: #{balance.round(2)}" if year % 3 == 1
end
p balance, principal * (1 + rate) ** 10
monthly = 0.06 / 12
n = 24
loan = 5000
payment = loan * monthly / (1 - (1 + monthly) ** -n)
p payment.round(2)
owed = loan.to_f
months = 0
while owed > 0.005
  interest = owed * monthly
  owed = owed + interest - payment
  months += 1
end
p months, owed.abs < 1e-6
scores = [88, 92.5, 79, 100, 65.25]
avg = scores.sum / scores.length.to_f
p avg, avg.round(1), avg.floor, avg.ceil
above = scores.count { |s| s > avg }
p above
var = scores.map { |s| (s - avg) ** 2 }.sum / scores.size
p var.round(4), Math.sqrt(var).round(4)
