# the magic comment is per file: a required file's literals are frozen, this file's are not; freeze, frozen?, clone
require_relative "req/frozen_part"
mine = "hi"
p mine.frozen?
mine << "!"
p mine
theirs = frozen_greeting
p theirs.frozen?
p theirs.dup.frozen?
p theirs.clone.frozen?
x = "y"
x.freeze
p x.frozen?
p x.dup << "z"
theirs << "!"
