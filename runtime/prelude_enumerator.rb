# The prelude's fourth file: Enumerator, what a block-taking method of the
# core library gives when it is given no block (`a.each_with_index`,
# `3.times`, `a.each_slice(2)`, `a.map`). It keeps the receiver, the method
# and its arguments; a block given later - to each, to Enumerable's
# methods, to with_index - runs the method with it then, as CRuby's
# Enumerator does. External iteration (next, peek, rewind) needs a
# coroutine, and is named as rhz's limitation.

class Kernel
  # What the core library's block-taking methods return without a block
  # (name: "Class#method"; args: the method's own).
  def __without_block(name, *args)
    __enumerator_new(self, name.split("#").last.to_sym, args)
  end
end

# Its objects are made by __enumerator_new (runtime/class_objects.cpp),
# which also gives Enumerator#inspect.
class Enumerator
  def each(&block)
    return self unless block
    __splat_send(@receiver, @method, @args, 1, nil, block)
  end

  # The method's block given each value and its index from offset; what
  # the method makes of the block's values is the result (`map.with_index`).
  def with_index(offset = 0)
    return __without_block("Enumerator#with_index", offset) unless block_given?
    i = offset
    each do |*xs|
      v = yield(__enum_value(xs), i)
      i += 1
      v
    end
  end

  def each_with_index(&block)
    return __without_block("Enumerator#each_with_index") unless block
    with_index(0, &block)
  end

  def with_object(memo)
    return __without_block("Enumerator#with_object", memo) unless block_given?
    each { |*xs| yield(__enum_value(xs), memo) }
    memo
  end

  # (Counted by running the method, without Enumerable's count, which every
  # program that calls `size` would otherwise get.)
  def size
    return 1.0 / 0 if @method == :loop  # Float::INFINITY
    n = 0
    each { |*| n += 1 }
    n
  end

  def next
    raise NotImplementedError, "Enumerator#next (external iteration) is not supported by rhz yet"
  end

  def peek
    raise NotImplementedError, "Enumerator#peek (external iteration) is not supported by rhz yet"
  end

  def rewind
    raise NotImplementedError, "Enumerator#rewind (external iteration) is not supported by rhz yet"
  end
end

class Kernel
  # obj.to_enum(:method, args...): the Enumerator of any method, the
  # program's too.
  def to_enum(method = :each, *args)
    __enumerator_new(self, method, args)
  end
  alias enum_for to_enum
end
