# Kernel#Integer refuses a String that is not all one number.
values = ["12", "0x1f", "12abc"]
values.each do |v|
  p Integer(v)
end
