# The prelude's Enumerable (see runtime/prelude.rb for the helpers it uses).

# Enumerable: what a class that defines `each` gets (Array and Range
# include it too; their own methods of the same names come first). Each
# takes what one yield of `each` gives as CRuby does: several values as an
# Array of them (__enum_value), so `each_with_index.map { |x, i| }` works.
module Enumerable
  def to_a
    a = []
    each { |*xs| x = __enum_value(xs); a << x }
    a
  end
  alias entries to_a

  def map
    return __without_block("Enumerable#map") unless block_given?
    a = []
    each { |*xs| x = __enum_value(xs); a << yield(x) }
    a
  end
  alias collect map

  def flat_map
    return __without_block("Enumerable#flat_map") unless block_given?
    a = []
    each do |*xs|
      x = __enum_value(xs)
      y = yield(x)
      if y.is_a?(Array)
        y.each { |z| a << z }
      else
        a << y
      end
    end
    a
  end
  alias collect_concat flat_map

  def select
    return __without_block("Enumerable#select") unless block_given?
    a = []
    each { |*xs| x = __enum_value(xs); a << x if yield(x) }
    a
  end
  alias filter select

  def filter_map
    return __without_block("Enumerable#filter_map") unless block_given?
    a = []
    each do |*xs|
      x = __enum_value(xs)
      y = yield(x)
      a << y if y
    end
    a
  end

  def reject
    return __without_block("Enumerable#reject") unless block_given?
    a = []
    each { |*xs| x = __enum_value(xs); a << x unless yield(x) }
    a
  end

  def partition
    return __without_block("Enumerable#partition") unless block_given?
    yes = []
    no = []
    each do |*xs|
      x = __enum_value(xs)
      if yield(x)
        yes << x
      else
        no << x
      end
    end
    [yes, no]
  end

  def group_by
    return __without_block("Enumerable#group_by") unless block_given?
    h = {}
    each do |*xs|
      x = __enum_value(xs)
      k = yield(x)
      if h.key?(k)
        h[k] << x
      else
        h[k] = [x]
      end
    end
    h
  end

  def tally
    h = {}
    each { |*xs| x = __enum_value(xs); h[x] = h.key?(x) ? h[x] + 1 : 1 }
    h
  end

  def find
    return __without_block("Enumerable#find") unless block_given?
    each { |*xs| x = __enum_value(xs); return x if yield(x) }
    nil
  end
  alias detect find

  def find_index(item = __undef)
    i = 0
    each do |*xs|
      x = __enum_value(xs)
      return i if __undef?(item) ? yield(x) : x == item
      i += 1
    end
    nil
  end

  def include?(item)
    each { |*xs| x = __enum_value(xs); return true if x == item }
    false
  end
  alias member? include?

  def each_with_index
    return __without_block("Enumerable#each_with_index") unless block_given?
    i = 0
    each do |*xs|
      x = __enum_value(xs)
      yield x, i
      i += 1
    end
    self
  end

  def each_with_object(memo)
    return __without_block("Enumerable#each_with_object", memo) unless block_given?
    each { |*xs| x = __enum_value(xs); yield x, memo }
    memo
  end

  def inject(init = __undef, op = __undef)
    return to_a.inject(init, op) unless __undef?(op)
    return to_a.inject(init) unless block_given?
    acc = init
    first = __undef?(init)
    each do |*xs|
      x = __enum_value(xs)
      if first
        acc = x
        first = false
      else
        acc = yield(acc, x)
      end
    end
    first ? nil : acc
  end
  alias reduce inject

  def sum(init = 0)
    acc = init
    if block_given?
      each { |*xs| x = __enum_value(xs); acc += yield(x) }
    else
      each { |*xs| x = __enum_value(xs); acc += x }
    end
    acc
  end

  def count(item = __undef)
    n = 0
    if !__undef?(item)
      each { |*xs| x = __enum_value(xs); n += 1 if x == item }
    elsif block_given?
      each { |*xs| x = __enum_value(xs); n += 1 if yield(x) }
    else
      each { |*xs| x = __enum_value(xs); n += 1 }
    end
    n
  end

  def first(n = __undef)
    if __undef?(n)
      each { |*xs| x = __enum_value(xs); return x }
      return nil
    end
    a = []
    return a if n == 0
    each do |*xs|
      x = __enum_value(xs)
      a << x
      return a if a.size == n
    end
    a
  end

  def take(n)
    first(n)
  end

  def take_while
    return __without_block("Enumerable#take_while") unless block_given?
    a = []
    each do |*xs|
      x = __enum_value(xs)
      return a unless yield(x)
      a << x
    end
    a
  end

  def drop(n)
    a = []
    i = 0
    each do |*xs|
      x = __enum_value(xs)
      a << x if i >= n
      i += 1
    end
    a
  end

  def drop_while
    return __without_block("Enumerable#drop_while") unless block_given?
    a = []
    dropping = true
    each do |*xs|
      x = __enum_value(xs)
      dropping = false if dropping && !yield(x)
      a << x unless dropping
    end
    a
  end

  # With a pattern, pattern === element decides (the block is ignored).
  def any?(pattern = __undef)
    if !__undef?(pattern)
      each { |*xs| x = __enum_value(xs); return true if pattern === x }
    elsif block_given?
      each { |*xs| x = __enum_value(xs); return true if yield(x) }
    else
      each { |*xs| x = __enum_value(xs); return true if x }
    end
    false
  end

  def all?(pattern = __undef)
    if !__undef?(pattern)
      each { |*xs| x = __enum_value(xs); return false unless pattern === x }
    elsif block_given?
      each { |*xs| x = __enum_value(xs); return false unless yield(x) }
    else
      each { |*xs| x = __enum_value(xs); return false unless x }
    end
    true
  end

  def none?(pattern = __undef)
    if !__undef?(pattern)
      each { |*xs| x = __enum_value(xs); return false if pattern === x }
    elsif block_given?
      each { |*xs| x = __enum_value(xs); return false if yield(x) }
    else
      each { |*xs| x = __enum_value(xs); return false if x }
    end
    true
  end

  def min(n = __undef, &block)
    return to_a.min(&block) if __undef?(n)
    __nmin(to_a, n, nil, false, &block)
  end

  def max(n = __undef, &block)
    return to_a.max(&block) if __undef?(n)
    __nmin(to_a, n, nil, true, &block)
  end

  # With n, the n elements of least (greatest) keys, least (greatest) first.
  def min_by(n = __undef, &block)
    return __without_block("Enumerable#min_by") unless block
    return __nmin(to_a, n, map { |x| yield x }, false) unless __undef?(n)
    __extreme_by(-1, block)
  end

  def max_by(n = __undef, &block)
    return __without_block("Enumerable#max_by") unless block
    return __nmin(to_a, n, map { |x| yield x }, true) unless __undef?(n)
    __extreme_by(1, block)
  end

  # The element whose key (the block's value for it) is least (sign -1)
  # or greatest (1), the first of equal ones.
  def __extreme_by(sign, block)
    best = nil
    best_key = nil
    first = true
    each do |*xs|
      x = __enum_value(xs)
      k = block.call(x)
      c = first ? 0 : (k <=> best_key)
      __cmp_failed(k, best_key) if c.nil?
      if first || (sign < 0 ? c < 0 : c > 0)
        best = x
        best_key = k
        first = false
      end
    end
    best
  end

  def sort
    return to_a.sort { |a, b| yield(a, b) } if block_given?
    to_a.sort
  end

  def sort_by
    return __without_block("Enumerable#sort_by") unless block_given?
    to_a.sort_by { |x| yield(x) }
  end

  def uniq
    to_a.uniq
  end

  def each_slice(n)
    return __without_block("Enumerable#each_slice", n) unless block_given?
    to_a.each_slice(n) { |s| yield s }
    self
  end

  def each_cons(n)
    return __without_block("Enumerable#each_cons", n) unless block_given?
    a = to_a
    i = 0
    while i + n <= a.size
      yield a[i, n]
      i += 1
    end
    self
  end

  def to_h
    h = {}
    each { |*xs| pair = __enum_value(xs); h[pair[0]] = pair[1] }
    h
  end
end
