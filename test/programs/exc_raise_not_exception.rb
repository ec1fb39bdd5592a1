# raise with something that is no exception: TypeError, from raise's frame.
def fail_with(x)
  raise x
end
p [1, 2].map { |v| v * 2 }
fail_with(42)
