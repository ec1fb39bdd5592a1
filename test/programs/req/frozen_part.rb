# frozen_string_literal: true

# Loaded by str_frozen_per_file.rb: this file's literals are frozen, its requirer's are not.
def frozen_greeting
  "hello"
end
