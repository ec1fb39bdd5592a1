# equal? takes exactly one argument.
p 1.equal?(1)
p "a".equal?
