# More of the core library's methods, written in Ruby (the prelude's second
# file; runtime/prelude.rb describes the helpers they may use).

class Array
  # uniq with a block: the first element of each block value, the values
  # compared as Hash keys are.
  def uniq(&block)
    return __uniq unless block
    __uniq_by(block)
  end

  def uniq!(&block)
    return __uniq! unless block
    __check_modifiable
    kept = __uniq_by(block)
    return nil if kept.length == length
    __take_elements(kept)
    slice!(kept.length, length - kept.length)
    self
  end

  def __uniq_by(block)
    seen = {}
    kept = []
    i = 0
    while i < length
      x = self[i]
      k = block.call(x)
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
  # reversed. by: the block giving each element's key, or nil; cmp: the
  # block comparing two (min and max with a block), or nil for <=>.
  def __nmin(items, n, by, cmp, rev)
    n = Integer(n)
    raise ArgumentError, "negative size (#{n})" if n < 0
    return [] if n == 0
    bufmax = n * 4
    keys = []
    vals = []
    limit = nil
    limited = false
    items.each do |x|
      k = by ? by.call(x) : x
      c = limited ? __nmin_cmp(k, limit, cmp) : -1
      c = -c if limited && rev
      if c < 0
        keys << k
        vals << x
        if keys.length == bufmax
          limit = __nmin_filter(keys, vals, n, cmp, rev)
          limited = true
        end
      end
    end
    __nmin_filter(keys, vals, n, cmp, rev) if keys.length > n
    result = cmp ? keys.sort { |a, b| cmp.call(a, b) } : __sort_by_keys(vals, keys)
    rev ? result.reverse : result
  end

  # rb_cmpint of a <=> b (or of the block's answer): -1, 0 or 1.
  def __nmin_cmp(a, b, cmp)
    c = cmp ? cmp.call(a, b) : (a <=> b)
    __cmp_failed(a, b) if c.nil?
    c > 0 ? 1 : c < 0 ? -1 : 0
  end

  # The quickselect of CRuby's nmin_filter: keys and vals keep their n best
  # (in no order); returns the last pivot's key.
  def __nmin_filter(keys, vals, n, cmp, rev)
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
        c = __nmin_cmp(keys[i], keys[pivot], cmp)
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
        c = __nmin_cmp(last, x, block)
        lo = c > 0 ? x : last
        hi = c < 0 ? x : last
        have_last = false
        if started
          min = lo if __nmin_cmp(lo, min, block) < 0
          max = hi if __nmin_cmp(hi, max, block) > 0
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
        min = last if __nmin_cmp(last, min, block) < 0
        max = last if __nmin_cmp(last, max, block) > 0
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
    tuples.each { |t| block.call(t) }
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
