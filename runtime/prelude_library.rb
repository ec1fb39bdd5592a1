# More of the core library's methods, written in Ruby (the prelude's second
# file; runtime/prelude.rb describes the helpers they may use).

class Array
  # uniq with a block: the first element of each block value, the values
  # compared as Hash keys are.
  def uniq(&block)
    return __uniq unless block
    __uniq_by(&block)
  end

  def uniq!(&block)
    return __uniq! unless block
    __check_modifiable
    kept = __uniq_by(&block)
    return nil if kept.length == length
    __take_elements(kept)
    slice!(kept.length, length - kept.length)
    self
  end

  def __uniq_by
    seen = {}
    kept = []
    i = 0
    while i < length
      x = self[i]
      k = yield(x)
      unless seen.key?(k)
        seen[k] = true
        kept << x
      end
      i += 1
    end
    kept
  end
end

class Kernel
  # min(n), max(n), min_by(n) and max_by(n) as CRuby's rb_nmin_run picks
  # them, so that equal elements come out in its order: elements gather in
  # a buffer of 4n; a full buffer is cut to the n best by a quickselect,
  # whose last pivot then turns away every later element not better than
  # it; the survivors are sorted (stably, as glibc's qsort_r) and, for max,
  # reversed. keys: each element's key (min_by), or nil to compare the
  # elements; the block, if any, compares two (min and max with a block),
  # else <=> does. Blocks are passed on with & and yielded to, so that a
  # return out of the program's block leaves through these frames.
  def __nmin(items, n, all_keys, rev, &cmp)
    n = Integer(n)
    raise ArgumentError, "negative size (#{n})" if n < 0
    return [] if n == 0
    bufmax = n * 4
    keys = []
    vals = []
    limit = nil
    limited = false
    i = 0
    while i < items.length
      x = items[i]
      k = all_keys ? all_keys[i] : x
      c = limited ? __nmin_cmp(k, limit, &cmp) : -1
      c = -c if limited && rev
      if c < 0
        keys << k
        vals << x
        if keys.length == bufmax
          limit = __nmin_filter(keys, vals, n, rev, &cmp)
          limited = true
        end
      end
      i += 1
    end
    __nmin_filter(keys, vals, n, rev, &cmp) if keys.length > n
    result = cmp ? keys.sort { |a, b| yield(a, b) } : __sort_by_keys(vals, keys)
    rev ? result.reverse : result
  end

  # rb_cmpint of a <=> b (or of the block's answer): -1, 0 or 1.
  def __nmin_cmp(a, b)
    c = block_given? ? yield(a, b) : (a <=> b)
    __cmp_failed(a, b) if c.nil?
    c > 0 ? 1 : c < 0 ? -1 : 0
  end

  # The quickselect of CRuby's nmin_filter: keys and vals keep their n best
  # (in no order); returns the last pivot's key.
  def __nmin_filter(keys, vals, n, rev, &cmp)
    left = 0
    right = keys.length - 1
    store = 0
    while true
      __nmin_swap(keys, vals, left + (right - left) / 2, right)
      pivot = right
      pivots = 1
      store = left
      i = left
      while i <= right - pivots
        c = __nmin_cmp(keys[i], keys[pivot], &cmp)
        c = -c if rev
        if c == 0
          __nmin_swap(keys, vals, i, right - pivots)
          pivots += 1
        else
          if c < 0
            __nmin_swap(keys, vals, i, store)
            store += 1
          end
          i += 1
        end
      end
      j = store
      i = right
      while right - pivots < i
        if j <= i
          __nmin_swap(keys, vals, j, i)
          j += 1
        end
        i -= 1
      end
      break if store <= n && n <= store + pivots
      if n < store
        right = store - 1
      else
        left = store + pivots
      end
    end
    limit = keys[store]
    keys.slice!(n, keys.length - n)
    vals.slice!(n, vals.length - n)
    limit
  end

  def __nmin_swap(keys, vals, i, j)
    k = keys[i]
    keys[i] = keys[j]
    keys[j] = k
    v = vals[i]
    vals[i] = vals[j]
    vals[j] = v
  end
end

module Enumerable
  # As CRuby's: elements taken in pairs, the smaller of each pair against
  # the least so far and the larger against the greatest.
  def minmax(&block)
    min = nil
    max = nil
    last = nil
    have_last = false
    started = false
    each do |x|
      if have_last
        c = __nmin_cmp(last, x, &block)
        lo = c > 0 ? x : last
        hi = c < 0 ? x : last
        have_last = false
        if started
          min = lo if __nmin_cmp(lo, min, &block) < 0
          max = hi if __nmin_cmp(hi, max, &block) > 0
        else
          min = lo
          max = hi
          started = true
        end
      else
        last = x
        have_last = true
      end
    end
    if have_last
      if started
        min = last if __nmin_cmp(last, min, &block) < 0
        max = last if __nmin_cmp(last, max, &block) > 0
      else
        min = last
        max = last
      end
    end
    [min, max]
  end

  # Up to four others (the prelude's methods take no splat).
  def zip(a = __undef, b = __undef, c = __undef, d = __undef, &block)
    tuples = if __undef?(a) then to_a.zip
             elsif __undef?(b) then to_a.zip(a)
             elsif __undef?(c) then to_a.zip(a, b)
             elsif __undef?(d) then to_a.zip(a, b, c)
             else to_a.zip(a, b, c, d)
             end
    return tuples unless block
    tuples.each { |t| yield t }
    nil
  end
end

class String
  # +s: s itself when it may change, else a copy that may; -s: s frozen
  # (a frozen copy of an unfrozen s).
  def +@
    frozen? ? dup : self
  end

  def -@
    frozen? ? self : dup.freeze
  end
end

# Hash's own methods beyond Enumerable's. Those that walk self while a
# block runs go through each (so adding a key raises, as in CRuby); those
# that build a new Hash walk a copy of the entries, as CRuby's do. The
# prelude's methods take no splat: merge and update take up to four Hashes.
class Hash
  def merge(a = __undef, b = __undef, c = __undef, d = __undef, &block)
    dup.__merge_all(a, b, c, d, &block)
  end

  def update(a = __undef, b = __undef, c = __undef, d = __undef, &block)
    __check_modifiable
    __merge_all(a, b, c, d, &block)
  end
  alias merge! update

  # Blocks are passed on with & and yielded to, never called: a return out
  # of the program's block then leaves through every prelude frame.
  def __merge_all(a, b, c, d, &block)
    __merge_one(a, &block) unless __undef?(a)
    __merge_one(b, &block) unless __undef?(b)
    __merge_one(c, &block) unless __undef?(c)
    __merge_one(d, &block) unless __undef?(d)
    self
  end

  # other's entries into self; for a key self has, the block's value for
  # (key, old, new) when there is a block.
  def __merge_one(other)
    unless other.is_a?(Hash)
      shown = other.nil? || other == true || other == false ? other.inspect : other.class
      raise TypeError, "no implicit conversion of #{shown} into Hash"
    end
    pairs = other.to_a
    i = 0
    while i < pairs.length
      k = pairs[i][0]
      self[k] = block_given? && key?(k) ? yield(k, self[k], pairs[i][1]) : pairs[i][1]
      i += 1
    end
  end

  def each_key
    return __without_block("Hash#each_key") unless block_given?
    each { |pair| yield pair[0] }
  end

  def each_value
    return __without_block("Hash#each_value") unless block_given?
    each { |pair| yield pair[1] }
  end

  def transform_values
    return __without_block("Hash#transform_values") unless block_given?
    h = {}
    __hash_pairs.each { |pair| h[pair[0]] = yield(pair[1]) }
    h
  end

  def transform_values!
    return __without_block("Hash#transform_values!") unless block_given?
    __check_modifiable
    __hash_pairs.each { |pair| self[pair[0]] = yield(pair[1]) }
    self
  end

  # Each key replaced by mapping's value for it, else the block's, else
  # kept.
  def transform_keys(mapping = __undef)
    return __without_block("Hash#transform_keys") if __undef?(mapping) && !block_given?
    h = {}
    __hash_pairs.each do |pair|
      k = pair[0]
      h[!__undef?(mapping) && mapping.key?(k) ? mapping[k] : block_given? ? yield(k) : k] = pair[1]
    end
    h
  end

  # In place, as CRuby's: each old key is deleted unless an earlier entry
  # already took it as its new key.
  def transform_keys!(mapping = __undef)
    return __without_block("Hash#transform_keys!") if __undef?(mapping) && !block_given?
    __check_modifiable
    taken = {}
    __hash_pairs.each do |pair|
      k = pair[0]
      nk = !__undef?(mapping) && mapping.key?(k) ? mapping[k] : block_given? ? yield(k) : k
      delete(k) unless taken.key?(k)
      self[nk] = pair[1]
      taken[nk] = nil
    end
    self
  end

  def invert
    h = {}
    __hash_pairs.each { |pair| h[pair[1]] = pair[0] }
    h
  end

  # The first key whose value == value.
  def key(value)
    __hash_pairs.each { |pair| return pair[0] if pair[1] == value }
    nil
  end

  # A block gives the value for a missing key (it supersedes a default).
  def fetch(key, default = __undef)
    return __fetch(key) if __undef?(default) && !block_given?
    return __fetch(key, default) unless block_given?
    return self[key] if key?(key)
    yield key
  end

  def delete_if
    return __without_block("Hash#delete_if") unless block_given?
    reject! { |k, v| yield(k, v) }
    self
  end

  def reject!
    return __without_block("Hash#reject!") unless block_given?
    __check_modifiable
    n = size
    each { |pair| delete(pair[0]) if yield(pair[0], pair[1]) }
    n == size ? nil : self
  end

  def keep_if
    return __without_block("Hash#keep_if") unless block_given?
    select! { |k, v| yield(k, v) }
    self
  end

  def select!
    return __without_block("Hash#select!") unless block_given?
    __check_modifiable
    n = size
    each { |pair| delete(pair[0]) unless yield(pair[0], pair[1]) }
    n == size ? nil : self
  end
  alias filter! select!
end

module Enumerable
  # Whether exactly one element is truthy (or the block's, or pattern ===).
  def one?(pattern = __undef)
    n = 0
    if !__undef?(pattern)
      each { |x| return false if pattern === x && (n += 1) > 1 }
    elsif block_given?
      each { |x| return false if yield(x) && (n += 1) > 1 }
    else
      each { |x| return false if x && (n += 1) > 1 }
    end
    n == 1
  end
end

class Array
  def delete_if(&block)
    return __without_block("Array#delete_if") unless block
    __check_modifiable
    __keep_where(false, &block)
    self
  end

  def reject!(&block)
    return __without_block("Array#reject!") unless block
    __check_modifiable
    __keep_where(false, &block)
  end

  def keep_if(&block)
    return __without_block("Array#keep_if") unless block
    __check_modifiable
    __keep_where(true, &block)
    self
  end

  def select!(&block)
    return __without_block("Array#select!") unless block
    __check_modifiable
    __keep_where(true, &block)
  end
  alias filter! select!

  # CRuby's select_bang: each element the block keeps (its value truthy
  # when keep is true, falsy when false) moves down as the block answers,
  # and the gap closes even when the block breaks or raises. nil when
  # nothing went.
  def __keep_where(keep)
    i1 = 0
    i2 = 0
    begin
      while i1 < length
        v = self[i1]
        if keep ? yield(v) : !yield(v)
          self[i2] = v if i1 != i2
          i2 += 1
        end
        i1 += 1
      end
    ensure
      slice!(i2, i1 - i2) if i2 < length && i2 < i1
    end
    i1 == i2 ? nil : self
  end
end

class Array
  # The element at index (from the end when negative); for one outside,
  # the block's value for index, else default, else IndexError.
  def fetch(index, default = __undef)
    i = index.is_a?(Float) ? index.to_i : index
    raise TypeError, "no implicit conversion from nil to integer" if i.nil?
    raise TypeError, "no implicit conversion of #{i.class} into Integer" unless i.is_a?(Integer)
    j = i < 0 ? i + length : i
    return self[j] if j >= 0 && j < length
    return yield(index) if block_given?
    return default unless __undef?(default)
    raise IndexError, "index #{i} outside of array bounds: #{-length}...#{length}"
  end

  # Every combination of one element of self and of each other, in order
  # (the last array varying fastest); with a block, each in turn, and self.
  def product(a = __undef, b = __undef, c = __undef)
    lists = [self]
    lists << a unless __undef?(a)
    lists << b unless __undef?(b)
    lists << c unless __undef?(c)
    lists.each do |l|
      raise TypeError, "no implicit conversion of #{l.nil? ? 'nil' : l.class} into Array" unless l.is_a?(Array)
    end
    result = []
    if lists.all? { |l| l.length > 0 }
      at = Array.new(lists.length, 0)
      while true
        tuple = []
        k = 0
        while k < lists.length
          tuple << lists[k][at[k]]
          k += 1
        end
        if block_given?
          yield tuple
        else
          result << tuple
        end
        k = lists.length - 1
        while k >= 0
          at[k] += 1
          break if at[k] < lists[k].length
          at[k] = 0
          k -= 1
        end
        break if k < 0
      end
    end
    block_given? ? self : result
  end

  # Each combination of n elements, in index order; self.
  def combination(n)
    return __without_block("Array#combination", n) unless block_given?
    return self if n < 0 || n > length
    at = Array.new(n) { |i| i }
    items = dup
    while true
      yield at.map { |i| items[i] }
      k = n - 1
      k -= 1 while k >= 0 && at[k] == items.length - n + k
      break if k < 0
      at[k] += 1
      (k + 1...n).each { |m| at[m] = at[m - 1] + 1 }
    end
    self
  end

  # Each ordering of n elements (all of them by default), in index order;
  # self.
  def permutation(n = __undef)
    unless block_given?
      return __undef?(n) ? __without_block("Array#permutation") : __without_block("Array#permutation", n)
    end
    n = length if __undef?(n)
    return self if n < 0 || n > length
    __permute(dup, [], Array.new(length, false), n) { |p| yield p }
    self
  end

  def __permute(items, chosen, used, n)
    if chosen.length == n
      yield chosen.dup
      return
    end
    i = 0
    while i < items.length
      unless used[i]
        used[i] = true
        chosen << items[i]
        __permute(items, chosen, used, n) { |p| yield p }
        chosen.pop
        used[i] = false
      end
      i += 1
    end
  end

  def transpose
    return [] if empty?
    rows = map do |row|
      raise TypeError, "no implicit conversion of #{row.nil? ? 'nil' : row.class} into Array" unless row.is_a?(Array)
      row
    end
    width = rows[0].length
    rows.each do |row|
      raise IndexError, "element size differs (#{row.length} should be #{width})" if row.length != width
    end
    Array.new(width) { |j| rows.map { |row| row[j] } }
  end

  # Cycles through the elements n times (for ever without n); nil.
  def cycle(n = nil)
    unless block_given?
      return n.nil? ? __without_block("Array#cycle") : __without_block("Array#cycle", n)
    end
    if n.nil?
      while true
        i = 0
        while i < length
          yield self[i]
          i += 1
        end
        return nil if length == 0
      end
    end
    k = 0
    while k < n
      i = 0
      while i < length
        yield self[i]
        i += 1
      end
      k += 1
    end
    nil
  end
end

class Kernel
  # dig's steps after the first: nil stops them; a value without dig is a
  # TypeError, as CRuby's.
  def __dig_rest(v, b, c, d)
    return v if __undef?(b) || v.nil?
    raise TypeError, "#{v.class} does not have #dig method" unless v.respond_to?(:dig)
    return v.dig(b) if __undef?(c)
    return v.dig(b, c) if __undef?(d)
    v.dig(b, c, d)
  end
end

class Array
  def dig(a, b = __undef, c = __undef, d = __undef)
    __dig_rest(self[a], b, c, d)
  end
end

class Hash
  def dig(a, b = __undef, c = __undef, d = __undef)
    __dig_rest(self[a], b, c, d)
  end
end

class Struct
  def dig(a, b = __undef, c = __undef, d = __undef)
    __dig_rest(self[a], b, c, d)
  end
end

module Enumerable
  # As CRuby's: elements in pairs, keys compared as minmax compares.
  def minmax_by
    return __without_block("Enumerable#minmax_by") unless block_given?
    min = nil
    max = nil
    min_key = nil
    max_key = nil
    last = nil
    last_key = nil
    have_last = false
    started = false
    each do |x|
      k = yield(x)
      if have_last
        c = __nmin_cmp(last_key, k)
        lo, lo_key, hi, hi_key = c > 0 ? [x, k, last, last_key] : [last, last_key, x, k]
        lo, lo_key, hi, hi_key = [last, last_key, last, last_key] if c == 0
        have_last = false
        if started
          min, min_key = [lo, lo_key] if __nmin_cmp(lo_key, min_key) < 0
          max, max_key = [hi, hi_key] if __nmin_cmp(hi_key, max_key) > 0
        else
          min, min_key, max, max_key = [lo, lo_key, hi, hi_key]
          started = true
        end
      else
        last = x
        last_key = k
        have_last = true
      end
    end
    if have_last
      if started
        min = last if __nmin_cmp(last_key, min_key) < 0
        max = last if __nmin_cmp(last_key, max_key) > 0
      else
        min = last
        max = last
      end
    end
    [min, max]
  end
end

class String
  # The bang forms of the case changes: self changed, or nil when nothing
  # changed (a frozen String refuses either way).
  def upcase!
    __check_modifiable
    __take_if_changed(upcase)
  end

  def downcase!
    __check_modifiable
    __take_if_changed(downcase)
  end

  def capitalize!
    __check_modifiable
    __take_if_changed(capitalize)
  end

  def swapcase!
    __check_modifiable
    __take_if_changed(swapcase)
  end

  def swapcase
    out = ""
    each_char do |c|
      up = c.upcase
      out << (up == c ? c.downcase : up)
    end
    out
  end

  def __take_if_changed(s)
    return nil if s == self
    __replace_bytes(s)
  end

  # chomp: without an argument, one trailing "\n", "\r\n" or "\r"; with "",
  # every trailing newline (each "\n" or "\r\n"); else the suffix given.
  def chomp(sep = __undef)
    return dup if sep.nil?
    if __undef?(sep)
      return self[0, length - 2] if end_with?("\r\n")
      return self[0, length - 1] if end_with?("\n") || end_with?("\r")
      return dup
    end
    raise TypeError, "no implicit conversion of #{sep.class} into String" unless sep.is_a?(String)
    if sep.empty?
      s = self
      while true
        if s.end_with?("\r\n")
          s = s[0, s.length - 2]
        elsif s.end_with?("\n")
          s = s[0, s.length - 1]
        else
          break
        end
      end
      return s.equal?(self) ? dup : s
    end
    return chomp if sep == "\n"
    end_with?(sep) ? self[0, length - sep.length] : dup
  end

  def chomp!(sep = __undef)
    __check_modifiable
    __take_if_changed(__undef?(sep) ? chomp : chomp(sep))
  end

  # The last character gone (a final "\r\n" both).
  def chop
    return self[0, length - 2] if end_with?("\r\n")
    empty? ? dup : self[0, length - 1]
  end

  def chop!
    __check_modifiable
    __take_if_changed(chop)
  end

  # The lines, each with its separator; "" splits into paragraphs.
  def lines(sep = "\n")
    out = []
    return out if empty?
    if sep.nil?
      out << dup
      return out
    end
    raise TypeError, "no implicit conversion of #{sep.class} into String" unless sep.is_a?(String)
    return __paragraphs if sep.empty?
    start = 0
    while start < length
      at = index(sep, start)
      if at.nil?
        out << self[start, length - start]
        break
      end
      out << self[start, at + sep.length - start]
      start = at + sep.length
    end
    out
  end

  # CRuby's paragraph mode: each piece ends with two newlines, and the
  # newlines after those belong to no piece.
  def __paragraphs
    out = []
    start = 0
    while start < length
      at = index("\n\n", start)
      if at.nil?
        out << self[start, length - start]
        break
      end
      out << self[start, at + 2 - start]
      start = at + 2
      start += 1 while start < length && self[start] == "\n"  # the newlines beyond two are dropped
    end
    out
  end

  def each_line(sep = "\n")
    return __without_block("String#each_line", sep) unless block_given?
    lines(sep).each { |l| yield l }
    self
  end

  # Appends each argument (a String, or an Integer codepoint), each read
  # before any is appended.
  def concat(a = __undef, b = __undef, c = __undef, d = __undef)
    __check_modifiable
    parts = []
    parts << a unless __undef?(a)
    parts << b unless __undef?(b)
    parts << c unless __undef?(c)
    parts << d unless __undef?(d)
    parts = parts.map { |x| x.equal?(self) ? dup : x }
    parts.each { |x| self << x }
    self
  end

  # The index of the last occurrence of sub starting at or before pos.
  def rindex(sub, pos = __undef)
    unless sub.is_a?(String)
      raise NotImplementedError, "String#rindex with a Regexp is not supported by rhz yet" if sub.class.to_s == "Regexp"
      raise TypeError, "no implicit conversion of #{sub.nil? ? 'nil' : sub.class} into String"
    end
    n = length
    start = __undef?(pos) ? n : pos
    start += n if start < 0
    return nil if start < 0
    start = n - sub.length if start > n - sub.length
    while start >= 0
      return start if self[start, sub.length] == sub
      start -= 1
    end
    nil
  end

  # The bytes' sum, modulo 2**bits (bits 0 or less: the whole sum).
  def sum(bits = 16)
    total = 0
    bytes.each { |b| total += b }
    bits > 0 ? total & ((1 << bits) - 1) : total
  end
end

class Kernel
  def tap
    raise LocalJumpError, "no block given (yield)" unless block_given?
    yield self
    self
  end

  def then
    return __without_block("Kernel#then") unless block_given?
    yield self
  end
  alias yield_self then

  # Array(x): x as an Array: [] for nil, x's to_ary or to_a when it has
  # one, else [x].
  def Array(x)
    return [] if x.nil?
    return x if x.is_a?(Array)
    return x.to_ary if x.respond_to?(:to_ary)
    return x.to_a if x.respond_to?(:to_a)
    [x]
  end
end
