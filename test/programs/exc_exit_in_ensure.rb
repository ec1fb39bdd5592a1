# exit inside begin with ensure: ensure runs, exit status kept; rescue does not catch exit
def cleanup(tag)
  puts "cleanup #{tag}"
end

begin
  begin
    puts "working"
  ensure
    cleanup("inner")
  end
rescue => e
  puts "WRONG #{e.class}"
end

def run
  begin
    puts "about to exit"
    exit 3
  rescue => e
    puts "WRONG: StandardError rescue caught #{e.class}"
  ensure
    cleanup("run")
  end
  puts "not reached"
end

begin
  run
ensure
  cleanup("top")
end
puts "not reached either"
