# uncaught error after ensure output; backtrace through methods and blocks
class Widget
  def initialize(n)
    @n = n
  end
  def explode
    begin
      puts "exploding #{@n}"
      raise ArgumentError, "widget #{@n} failed"
    ensure
      puts "widget ensure"
    end
  end
end

def run_all(list)
  list.each do |w|
    begin
      w.explode
    ensure
      puts "run_all ensure"
    end
  end
end

begin
  run_all([Widget.new(1)])
ensure
  puts "top ensure"
end
