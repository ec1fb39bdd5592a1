# Joining text with bytes above 127 in two encodings is an uncaught
# Encoding::CompatibilityError.
s = "é"
puts s + "a".b
puts s + 233.chr
