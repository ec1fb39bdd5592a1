# The prelude's third file: helpers the graph builder sends to (see
# runtime/prelude.rb for the others).

class Kernel
  # A call whose arguments spread from an Array, with a block (`f(*a) { }`,
  # `f(*a, &b)`, `super(*a)`): __splat_send given the block, which is this
  # method's own, so that a break out of it ends the send that wrote it,
  # as any block send's does.
  def __splat_send_block(recv, name, args, flags, owner, &block)
    __splat_send(recv, name, args, flags, owner, block)
  end
end

class Kernel
  # The prologue of a method with keyword parameters
  # (frontend/parse_keywords.cpp): its arguments split into the positional
  # ones and the keywords, a last Hash beyond the required positional
  # arguments (a copy), after CRuby's check of the positional count.
  def __keywords(args, required, optional, rest, required_keywords)
    keywords = {}
    positional = args
    if args.size > required && args[args.size - 1].is_a?(Hash)
      keywords = args[args.size - 1].dup
      positional = args[0, args.size - 1]
    end
    given = positional.size
    if given < required || (!rest && given > required + optional)
      expected = if rest
                   "#{required}+"
                 elsif optional == 0
                   required.to_s
                 else
                   "#{required}..#{required + optional}"
                 end
      missing = required_keywords.reject { |k| keywords.key?(k) }
      message = "wrong number of arguments (given #{given}, expected #{expected}"
      message += "; required keyword#{missing.size > 1 ? 's' : ''}: #{missing.join(', ')}" unless missing.empty?
      raise ArgumentError, message + ")"
    end
    [positional, keywords]
  end

  # CRuby's errors for keywords a call left out or a method does not take
  # (known: nil when a **rest takes any).
  def __keywords_check(keywords, required, known)
    missing = required.reject { |k| keywords.key?(k) }
    unless missing.empty?
      raise ArgumentError, "missing keyword#{missing.size > 1 ? 's' : ''}: #{missing.map { |k| k.inspect }.join(', ')}"
    end
    return if known.nil?
    unknown = keywords.keys.reject { |k| known.include?(k) }
    return if unknown.empty?
    raise ArgumentError, "unknown keyword#{unknown.size > 1 ? 's' : ''}: #{unknown.map { |k| k.inspect }.join(', ')}"
  end

  # `**rest`: the keywords no other parameter takes.
  def __keyword_rest(keywords, known)
    rest = {}
    keywords.each { |k, v| rest[k] = v unless known.include?(k) }
    rest
  end
end

class Kernel
  # `{a: 1, **h}` and `f(k: 1, **opts)`: h's pairs into the Hash the
  # literal is making.
  def __hash_splat(hash, other)
    other.each { |k, v| hash[k] = v }
    hash
  end
end
