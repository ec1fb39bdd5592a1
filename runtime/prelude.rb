# The block-taking methods of the core library, written in Ruby.
#
# rhz compiles these with the program, through the same pipeline (a program
# gets the ones it may call), so a block passed to them is an ordinary
# yield: tier 1 runs them like any Ruby method, AOT executables contain them,
# and tier 2 inlines them - and the block they yield to - into the loop that
# calls them. Their frames report the line of the Ruby code that called
# them, as CRuby reports its methods written in C.
#
# They may use what programs may not: classes of the core library,
# `def self.name`, `alias`, and the helpers below, which the runtime
# provides on every object (private, so programs cannot reach them
# through a receiver, and named with two underscores, which no method of
# CRuby is):
#   __undef                   a value no program can make: an argument not given
#   __undef?(x)               whether x is that value
#   __without_block(name)     raises NotImplementedError: rhz has no Enumerator
#   __step_zero               raises ArgumentError "step can't be 0"
#   __step_negative           raises ArgumentError "step can't be negative"
#   __slice_size(n)           n, an Integer above 0, else ArgumentError "invalid slice size"
#   __float_step?(a, b, c)    whether any of them is a Float
#   __float_steps(beg, limit, by)  the Floats a step with a Float yields, as an Array
#   __integers(name)          raises NotImplementedError unless a Range's ends are Integers
#   __send_symbol(r, sym, a)  r.sym(a), for inject(:+)
#   __sort_by_keys(a, keys)   the elements of a ordered by their keys, stably
#   __array_new(size, value)  the Array.new of tier A
#   __range_new(a, b, excl)   a..b (excl false) or a...b: what a range literal sends
#   __hash_new(k, v, ...)     the Hash a literal makes
#   __hash_pairs              a Hash's entries as [key, value] Arrays, in order
#   __yield_self(a, ...)      (built by the graph builder) yields to self, a Proc
#   __substitute(p, r, all)   sub (all false) or gsub of String pattern p by replacement r
#   __string_pattern(p)       p, unless it is no String: TypeError "wrong argument type X (expected Regexp)"

class Integer
  def times
    return __without_block("Integer#times") unless block_given?
    i = 0
    while i < self
      yield i
      i += 1
    end
    self
  end

  def upto(limit)
    return __without_block("Integer#upto") unless block_given?
    i = self
    while i <= limit
      yield i
      i += 1
    end
    self
  end

  def downto(limit)
    return __without_block("Integer#downto") unless block_given?
    i = self
    while i >= limit
      yield i
      i -= 1
    end
    self
  end

  def step(limit, by = 1)
    return __without_block("Integer#step") unless block_given?
    __step_zero if by == 0
    if __float_step?(self, limit, by)
      __float_steps(self, limit, by).each { |x| yield x }
      return self
    end
    i = self
    if by > 0
      while i <= limit
        yield i
        i += by
      end
    else
      while i >= limit
        yield i
        i += by
      end
    end
    self
  end
end

class Float
  def step(limit, by = 1)
    return __without_block("Float#step") unless block_given?
    __float_steps(self, limit, by).each { |x| yield x }
    self
  end
end

class Array
  # Array.new(array) copies it; Array.new(n, value) fills n slots.
  def self.new(size = 0, value = __undef)
    unless block_given?
      return __array_new(size) if __undef?(value)
      return __array_new(size, value)
    end
    a = __array_new(0, nil)
    i = 0
    while i < size
      a << yield(i)
      i += 1
    end
    a
  end

  def each
    return __without_block("Array#each") unless block_given?
    i = 0
    while i < length
      yield self[i]
      i += 1
    end
    self
  end

  def each_with_index
    return __without_block("Array#each_with_index") unless block_given?
    i = 0
    while i < length
      yield self[i], i
      i += 1
    end
    self
  end

  def map
    return __without_block("Array#map") unless block_given?
    result = []
    i = 0
    while i < length
      result << yield(self[i])
      i += 1
    end
    result
  end
  alias collect map

  # Each element replaced by the block's value for it, in place.
  def map!
    return __without_block("Array#map!") unless block_given?
    i = 0
    while i < length
      self[i] = yield(self[i])
      i += 1
    end
    self
  end
  alias collect! map!

  def select
    return __without_block("Array#select") unless block_given?
    result = []
    i = 0
    while i < length
      x = self[i]
      result << x if yield(x)
      i += 1
    end
    result
  end

  def reject
    return __without_block("Array#reject") unless block_given?
    result = []
    i = 0
    while i < length
      x = self[i]
      result << x unless yield(x)
      i += 1
    end
    result
  end

  # inject { |acc, x| }, inject(init) { |acc, x| }, inject(:op), inject(init, :op)
  def inject(init = __undef, op = __undef)
    if __undef?(op) && !__undef?(init) && !block_given?
      op = init
      init = __undef
    end
    i = 0
    if __undef?(init)
      return nil if length == 0
      acc = self[0]
      i = 1
    else
      acc = init
    end
    if __undef?(op)
      while i < length
        acc = yield(acc, self[i])
        i += 1
      end
    else
      while i < length
        acc = __send_symbol(acc, op, self[i])
        i += 1
      end
    end
    acc
  end
  alias reduce inject

  def sum(init = 0)
    return __sum(init) unless block_given?
    acc = init
    i = 0
    while i < length
      acc += yield(self[i])
      i += 1
    end
    acc
  end

  def count(item = __undef)
    n = 0
    i = 0
    if !__undef?(item)
      while i < length
        n += 1 if self[i] == item
        i += 1
      end
    elsif block_given?
      while i < length
        n += 1 if yield(self[i])
        i += 1
      end
    else
      n = length
    end
    n
  end

  def any?
    i = 0
    if block_given?
      while i < length
        return true if yield(self[i])
        i += 1
      end
    else
      while i < length
        return true if self[i]
        i += 1
      end
    end
    false
  end

  def all?
    i = 0
    if block_given?
      while i < length
        return false unless yield(self[i])
        i += 1
      end
    else
      while i < length
        return false unless self[i]
        i += 1
      end
    end
    true
  end

  def sort_by
    return __without_block("Array#sort_by") unless block_given?
    keys = []
    i = 0
    while i < length
      keys << yield(self[i])
      i += 1
    end
    __sort_by_keys(self, keys)
  end

  def sort_by!
    return __without_block("Array#sort_by!") unless block_given?
    sorted = sort_by { |x| yield x }
    i = 0
    while i < sorted.length
      self[i] = sorted[i]
      i += 1
    end
    self
  end

  def each_index
    return __without_block("Array#each_index") unless block_given?
    i = 0
    while i < length
      yield i
      i += 1
    end
    self
  end

  def each_slice(n)
    size = __slice_size(n)
    return __without_block("Array#each_slice") unless block_given?
    i = 0
    while i < length
      yield self[i, size]
      i += size
    end
    self
  end
end

class Range
  def each
    return __without_block("Range#each") unless block_given?
    __integers("each")
    i = self.begin
    last = exclude_end? ? self.end - 1 : self.end
    while i <= last
      yield i
      i += 1
    end
    self
  end

  def step(by)
    return __without_block("Range#step") unless block_given?
    __integers("step")
    __step_zero if by == 0
    __step_negative if by < 0
    i = self.begin
    last = exclude_end? ? self.end - 1 : self.end
    while i <= last
      yield i
      i += by
    end
    self
  end

  # The Enumerable methods programs use most, through each or to_a.
  def map
    return __without_block("Range#map") unless block_given?
    result = []
    each { |x| result << yield(x) }
    result
  end
  alias collect map

  def select
    return __without_block("Range#select") unless block_given?
    result = []
    each { |x| result << x if yield(x) }
    result
  end

  def reject
    return __without_block("Range#reject") unless block_given?
    result = []
    each { |x| result << x unless yield(x) }
    result
  end

  def each_with_index
    return __without_block("Range#each_with_index") unless block_given?
    i = 0
    each do |x|
      yield x, i
      i += 1
    end
    self
  end

  def inject(init = __undef, op = __undef)
    return to_a.inject(init, op) unless block_given?
    to_a.inject(init, op) { |acc, x| yield(acc, x) }
  end
  alias reduce inject

  def sum(init = 0)
    return to_a.sum(init) unless block_given?
    to_a.sum(init) { |x| yield(x) }
  end

  def count(item = __undef)
    return to_a.count(item) unless __undef?(item)
    return size unless block_given?
    to_a.count { |x| yield(x) }
  end

  def any?
    return to_a.any? unless block_given?
    to_a.any? { |x| yield(x) }
  end

  def all?
    return to_a.all? unless block_given?
    to_a.all? { |x| yield(x) }
  end
end

class Kernel
  # The block the call was given, as a Proc.
  def proc(&block)
    raise ArgumentError, "tried to create Proc object without a block" unless block
    block
  end

  def loop
    return __without_block("Kernel#loop") unless block_given?
    while true
      yield
    end
  end
end

class Hash
  # Yields [key, value], which a block of two parameters takes apart, as
  # CRuby's each does. Keys added while it runs are not visited.
  def each
    return __without_block("Hash#each") unless block_given?
    pairs = __hash_pairs
    i = 0
    while i < pairs.length
      yield pairs[i]
      i += 1
    end
    self
  end
  alias each_pair each
end

class Proc
  # Arguments as yield passes them (an Array spreads over a block of two or
  # more parameters). Up to six.
  def call(a = __undef, b = __undef, c = __undef, d = __undef, e = __undef, f = __undef)
    return __yield_self if __undef?(a)
    return __yield_self(a) if __undef?(b)
    return __yield_self(a, b) if __undef?(c)
    return __yield_self(a, b, c) if __undef?(d)
    return __yield_self(a, b, c, d) if __undef?(e)
    return __yield_self(a, b, c, d, e) if __undef?(f)
    __yield_self(a, b, c, d, e, f)
  end
  alias yield call
end

class String
  def sub(pattern, replacement = __undef)
    return __substitute(pattern, replacement, false) unless __undef?(replacement)
    return __without_block("String#sub") unless block_given?
    __substitute_each(pattern, false) { |m| yield m }
  end

  def gsub(pattern, replacement = __undef)
    return __substitute(pattern, replacement, true) unless __undef?(replacement)
    return __without_block("String#gsub") unless block_given?
    __substitute_each(pattern, true) { |m| yield m }
  end

  # Each match (a String pattern's is the pattern) replaced by the block's value.
  def __substitute_each(pattern, global)
    __string_pattern(pattern)
    out = ""
    start = 0
    while start <= length
      i = index(pattern, start)
      break unless i
      out << self[start, i - start] << yield(pattern + "").to_s
      if pattern.empty?
        out << self[i] if i < length
        start = i + 1
      else
        start = i + pattern.length
      end
      break unless global
    end
    out << self[start, length - start] if start < length
    out
  end
end
