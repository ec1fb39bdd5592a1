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
