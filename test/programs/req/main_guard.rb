# Loaded by env_program_name.rb: a library file that also runs as a script
# when it is the program itself (the `__FILE__ == $0` idiom).
def library_greeting
  "hello from the library"
end

if __FILE__ == $0
  puts "main_guard.rb run as the program"
else
  puts "main_guard.rb loaded by #{File.basename($0)}"
end
