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
#   __without_block(name, *args)  the Enumerator of method name ("Array#each") with
#                             these arguments (runtime/prelude_enumerator.rb)
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
#   __substitute(p, r, all)   sub (all false) or gsub of pattern p (a String or a Regexp) by replacement r
#   __substitution_parts(p, all)  the text before the first match of p, then each match and the text after it
#   __check_modifiable        FrozenError unless self, a String or an Array, may change
#   __pattern_found?(p)       whether p matches self
#   __replace_bytes(s)        self, a String, with s's bytes and encoding
#   __scan(p)                 String#scan's Array of matches

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
    return __without_block("Integer#upto", limit) unless block_given?
    i = self
    while i <= limit
      yield i
      i += 1
    end
    self
  end

  def downto(limit)
    return __without_block("Integer#downto", limit) unless block_given?
    i = self
    while i >= limit
      yield i
      i -= 1
    end
    self
  end

  def step(limit, by = 1)
    return __without_block("Integer#step", limit, by) unless block_given?
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
    return __without_block("Float#step", limit, by) unless block_given?
    __float_steps(self, limit, by).each { |x| yield x }
    self
  end
end

class Array
  # sort and sort! with a block sort as the native sort does (CRuby's pairs
  # in CRuby's order, equal elements keeping theirs), calling the block.
  def sort(&block)
    return __sort unless block
    __sort_with(block)
  end

  def sort!(&block)
    return __sort! unless block
    __check_modifiable  # before the block runs, as CRuby checks
    __take_elements(sort(&block))
  end

  # self's elements become a's, an Array of the same length (a sort's).
  def __take_elements(a)
    i = 0
    while i < a.length
      self[i] = a[i]
      i += 1
    end
    self
  end

  # min and max: with n, the n smallest (largest) in order; with a block,
  # as the block orders the elements (the first of equals wins).
  def min(n = __undef, &block)
    return __min if __undef?(n) && !block
    __extreme(n, -1, block)
  end

  def max(n = __undef, &block)
    return __max if __undef?(n) && !block
    __extreme(n, 1, block)
  end

  # The n most extreme elements, most extreme first, or the one, for min
  # (sign -1) or max (1); by the block's comparison when there is one.
  def __extreme(n, sign, block)
    return __nmin(self, n, nil, sign > 0, &block) unless __undef?(n)
    best = nil
    i = 0
    while i < length
      x = self[i]
      if i == 0
        best = x
      else
        c = block.call(x, best)
        __cmp_failed(x, best) if c.nil?
        best = x if sign < 0 ? c < 0 : c > 0
      end
      i += 1
    end
    best
  end

  def minmax
    [min, max]
  end

  def reverse_each
    return __without_block("Array#reverse_each") unless block_given?
    i = length - 1
    while i >= 0
      yield self[i]
      i -= 1
      i = length - 1 if i >= length  # the block shortened the array
    end
    self
  end

  # The index of the last element == item, or the block accepts.
  def rindex(item = __undef)
    return __without_block("Array#rindex") if __undef?(item) && !block_given?
    i = length - 1
    while i >= 0
      return i if __undef?(item) ? yield(self[i]) : self[i] == item
      i -= 1
      i = length - 1 if i >= length
    end
    nil
  end

  # fill(value, ...) sets the span its arguments name to the value; with a
  # block, each element of the span to the block's value for its index
  # (the array grown with nils to reach the span first, as CRuby does).
  def fill(a = __undef, b = __undef, c = __undef)
    __check_modifiable
    unless block_given?
      return __fill if __undef?(a)
      return __fill(a) if __undef?(b)
      return __fill(a, b) if __undef?(c)
      return __fill(a, b, c)
    end
    return __fill_span(a, b, c) unless __undef?(c)  # ArgumentError: at most two
    span = __undef?(a) ? __fill_span : __undef?(b) ? __fill_span(a) : __fill_span(a, b)
    i = span[0]
    while i < span[1]
      v = yield(i)
      break if i >= length
      self[i] = v
      i += 1
    end
    self
  end

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
    __check_modifiable
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

  # With a pattern, pattern === element decides (the block is ignored).
  def any?(pattern = __undef)
    i = 0
    if !__undef?(pattern)
      while i < length
        return true if pattern === self[i]
        i += 1
      end
    elsif block_given?
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

  def all?(pattern = __undef)
    i = 0
    if !__undef?(pattern)
      while i < length
        return false unless pattern === self[i]
        i += 1
      end
    elsif block_given?
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

  # The first element the block accepts, or nil.
  def find
    return __without_block("Array#find") unless block_given?
    i = 0
    while i < length
      return self[i] if yield(self[i])
      i += 1
    end
    nil
  end
  alias detect find

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
    __check_modifiable
    __take_elements(sort_by { |x| yield x })
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
    return __without_block("Array#each_slice", n) unless block_given?
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
    if self.begin.is_a?(String) && self.end.is_a?(String)  # "a".."e": to_a has them
      to_a.each { |s| yield s }
      return self
    end
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
    return __without_block("Range#step", by) unless block_given?
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
    return to_a.count if !block_given? && self.begin.is_a?(String)
    return size unless block_given?
    to_a.count { |x| yield(x) }
  end

  def any?(pattern = __undef)
    return to_a.any?(pattern) unless __undef?(pattern)
    return to_a.any? unless block_given?
    to_a.any? { |x| yield(x) }
  end

  def all?(pattern = __undef)
    return to_a.all?(pattern) unless __undef?(pattern)
    return to_a.all? unless block_given?
    to_a.all? { |x| yield(x) }
  end

  def find
    return __without_block("Range#find") unless block_given?
    to_a.find { |x| yield(x) }
  end
  alias detect find
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
  # Hash.new(default) and Hash.new { |hash, key| }: what [] gives for a
  # missing key (nil when neither is given).
  def self.new(default = __undef, &block)
    raise ArgumentError, "wrong number of arguments (given 1, expected 0)" if block && !__undef?(default)
    __hash_new_default(__undef?(default) ? nil : default, block)
  end

  # Yields [key, value], which a block of two parameters takes apart, as
  # CRuby's each does. While it runs, adding a key raises RuntimeError
  # (__hash_iterating counts the iterations under way, as CRuby's iter_lev).
  def each
    return __without_block("Hash#each") unless block_given?
    pairs = __hash_pairs
    __hash_iterating(1)
    begin
      i = 0
      while i < pairs.length
        yield pairs[i]
        i += 1
      end
    ensure
      __hash_iterating(-1)
    end
    self
  end
  alias each_pair each

  # The first [key, value] the block accepts, or nil.
  def find
    return __without_block("Hash#find") unless block_given?
    __hash_pairs.find { |pair| yield pair }
  end
  alias detect find
end

class Proc
  # Arguments as yield passes them (an Array spreads over a block of two or
  # more parameters; a lambda checks them as a method does). Up to six.
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

  # As call, but the graph tests what comes out of `call` and `yield`
  # sends only (not of every `[]`, which would cost each Array index a
  # test), so a break or return out of the block, which would travel on
  # through these, is named as rhz's limitation (__no_jump_out, in
  # runtime/proc.cpp). A lambda's never travels.
  def [](a = __undef, b = __undef, c = __undef, d = __undef, e = __undef, f = __undef)
    __no_jump_out(call(a, b, c, d, e, f))
  end

  def ===(a)
    __no_jump_out(call(a))
  end
end

class String
  def each_char
    return __without_block("String#each_char") unless block_given?
    chars.each { |c| yield c }
    self
  end

  # A Hash replacement gives each match's value in it (to_s).
  def sub(pattern, replacement = __undef)
    return __substitute_each(pattern, false) { |m| replacement[m] } if replacement.is_a?(Hash)
    return __substitute(pattern, replacement, false) unless __undef?(replacement)
    raise ArgumentError, "wrong number of arguments (given 1, expected 2)" unless block_given?
    __substitute_each(pattern, false) { |m| yield m }
  end

  def gsub(pattern, replacement = __undef)
    return __substitute_each(pattern, true) { |m| replacement[m] } if replacement.is_a?(Hash)
    return __substitute(pattern, replacement, true) unless __undef?(replacement)
    return __without_block("String#gsub", pattern) unless block_given?
    __substitute_each(pattern, true) { |m| yield m }
  end

  # The String changed in place, or nil when the pattern is not found.
  def sub!(pattern, replacement = __undef)
    __check_modifiable
    return nil unless __pattern_found?(pattern)
    return __replace_bytes(sub(pattern, replacement)) unless __undef?(replacement)
    raise ArgumentError, "wrong number of arguments (given 1, expected 2)" unless block_given?
    __replace_bytes(__substitute_each(pattern, false) { |m| yield m })
  end

  def gsub!(pattern, replacement = __undef)
    __check_modifiable
    return nil unless __pattern_found?(pattern)
    return __replace_bytes(gsub(pattern, replacement)) unless __undef?(replacement)
    return __without_block("String#gsub!") unless block_given?
    __replace_bytes(__substitute_each(pattern, true) { |m| yield m })
  end

  # Each match replaced by the block's value: the matches are found first,
  # then the block runs once for each, in order.
  def __substitute_each(pattern, global)
    parts = __substitution_parts(pattern, global)
    out = ""
    out << parts[0]
    i = 1
    while i < parts.length
      out << yield(parts[i]).to_s << parts[i + 1]
      i += 2
    end
    out
  end

  # Every match, or each match's groups; with a block, each in turn.
  def scan(pattern)
    matches = __scan(pattern)
    return matches unless block_given?
    i = 0
    while i < matches.length
      yield matches[i]
      i += 1
    end
    self
  end
end

# Comparable: the comparisons a class gets from its own `<=>` (Integer,
# Float and String include it too, for between? and clamp). A `<=>` that
# gives nil means the two do not compare: ArgumentError, as CRuby raises.
module Comparable
  def ==(other)
    return true if equal?(other)
    c = (self <=> other)
    return false if c.nil?
    c == 0
  end

  def >(other)
    c = (self <=> other)
    __cmp_failed(other) if c.nil?
    c > 0
  end

  def >=(other)
    c = (self <=> other)
    __cmp_failed(other) if c.nil?
    c >= 0
  end

  def <(other)
    c = (self <=> other)
    __cmp_failed(other) if c.nil?
    c < 0
  end

  def <=(other)
    c = (self <=> other)
    __cmp_failed(other) if c.nil?
    c <= 0
  end

  def between?(min, max)
    c = (self <=> min)
    __cmp_failed(min) if c.nil?
    return false if c < 0
    c = (self <=> max)
    __cmp_failed(max) if c.nil?
    c <= 0
  end

  # A nil bound (a beginless or endless Range's) does not limit.
  def clamp(min, max = __undef)
    if __undef?(max)
      raise TypeError, "wrong argument type #{min.class} (expected Range)" unless min.is_a?(Range)
      raise ArgumentError, "cannot clamp with an exclusive range" if min.exclude_end? && !min.end.nil?
      max = min.end
      min = min.begin
    end
    unless min.nil? || max.nil?
      c = (min <=> max)
      __cmp_failed(max) if c.nil?
      raise ArgumentError, "min argument must be smaller than max argument" if c > 0
    end
    unless min.nil?
      c = (self <=> min)
      __cmp_failed(min) if c.nil?
      return self if c == 0
      return min if c < 0
    end
    unless max.nil?
      c = (self <=> max)
      __cmp_failed(max) if c.nil?
      return max if c > 0
    end
    self
  end
end

# Where Hash's methods differ from Enumerable's: select and reject give a
# Hash, include? asks for a key. select and reject walk a copy, as CRuby's
# do, so their block may add keys to the receiver.
class Hash
  def select
    return __without_block("Hash#select") unless block_given?
    h = {}
    __hash_pairs.each { |pair| h[pair[0]] = pair[1] if yield(pair[0], pair[1]) }
    h
  end
  alias filter select

  def reject
    return __without_block("Hash#reject") unless block_given?
    h = {}
    __hash_pairs.each { |pair| h[pair[0]] = pair[1] unless yield(pair[0], pair[1]) }
    h
  end

  def include?(key)
    key?(key)
  end
  alias member? include?

  def to_h
    h = {}
    each { |pair| h[pair[0]] = pair[1] }
    h
  end
end

class Struct
  def each
    return __without_block("Struct#each") unless block_given?
    to_a.each { |v| yield v }
    self
  end

  def each_pair
    return __without_block("Struct#each_pair") unless block_given?
    members.each { |name| yield name, self[name] }
    self
  end
end
