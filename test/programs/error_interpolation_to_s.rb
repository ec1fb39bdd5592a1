# An error inside a to_s that an interpolation calls: the to_s frame is reported
# above the interpolating line, in every mode.
class A
  def to_s
    1 / 0
  end
end
puts "x#{A.new}"
