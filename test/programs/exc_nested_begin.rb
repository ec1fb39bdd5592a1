# nested begin blocks: inner rescues, inner re-raises, outer rescues
def level(n)
  begin
    puts "L1 #{n}"
    begin
      puts "L2 #{n}"
      begin
        puts "L3 #{n}"
        raise ArgumentError, "deep" if n == 1
        raise TypeError, "mid" if n == 2
        raise IndexError, "top" if n == 3
        puts "no raise"
      rescue ArgumentError => e
        puts "L3 rescued #{e.message}"
      ensure
        puts "L3 ensure"
      end
    rescue TypeError => e
      puts "L2 rescued #{e.message}"
      raise IndexError, "from L2" if n == 2
    ensure
      puts "L2 ensure"
    end
  rescue IndexError => e
    puts "L1 rescued #{e.message}"
  ensure
    puts "L1 ensure"
  end
  puts "end #{n}"
end
4.times { |i| level(i) }

begin
  begin
    raise "a"
  rescue => e
    raise "b: #{e.message}"
  end
rescue => e2
  puts e2.message
end
