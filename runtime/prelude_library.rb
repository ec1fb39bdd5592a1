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
