# Runtime error: KeyError from Hash#fetch of a missing symbol key without a default, after fetches that work.
config = { host: "localhost", port: 8080, debug: false }
p config.fetch(:host)
p config.fetch(:port) + 1
p config.fetch(:debug)
p config.fetch(:timeout, 30)
p config[:timeout]
config.delete(:port)
p config
p config.fetch(:port, "gone")
p config.fetch(:missing)
puts "never printed"
