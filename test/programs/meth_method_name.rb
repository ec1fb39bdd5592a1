# __method__: the name of the method it is written in (its blocks' too), whatever name
# called it; nil at the top level.
def f = __method__
p f
p __method__
def g; [1].map { __method__ }; end
p g
class A; def h = __method__; alias k h; def self.s = __method__; end
p A.new.k, A.s
def log(msg) = "[#{__method__}] #{msg}"
p log("x")
