# Object.const_get by String and Symbol: the program's classes and constants, core classes, then a missing name
class Sieve
  def benchmark
    "sieve ran"
  end
end
LIMIT = 10
cls = Object.const_get("Sieve")
p cls
puts cls.new.benchmark
p Object.const_get(:LIMIT)
p Object.const_get("Sieve").equal?(Sieve)
p Object.const_get("Array")
p Object.const_get("ArgumentError")
name = "Bench" + "mark"
Object.const_get(name)
