# a program error after files were loaded: the report names the main file's frames
require_relative "req/counter"
def run(c)
  c.tick
  c.frobnicate
end
run(Counter.new)
