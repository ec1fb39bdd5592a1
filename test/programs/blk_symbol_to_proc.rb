# &:name, a Symbol's to_proc, as a block: named methods and binary operators.
p [1,2,3].map(&:to_s), [1,2,3].select(&:odd?), [1,2,3].inject(&:+), ["a", "b"].map(&:upcase)
h = {a: 1}
p h.map(&:first)
