# user exception classes: hierarchies, custom initialize/message, extra state
class AppError < StandardError
end
class DbError < AppError
  def initialize(table)
    @table = table
    super("db failure on #{table}")
  end
  def table
    @table
  end
end
class NotFound < DbError
  def message
    "not found: " + table
  end
end
class Plain < StandardError
  def initialize
    super
  end
end
class Fatal < Exception
  def initialize(msg = "fatal default")
    super(msg)
  end
end

def raiser(k)
  case k
  when 0 then raise AppError
  when 1 then raise AppError, "app msg"
  when 2 then raise DbError.new("users")
  when 3 then raise NotFound.new("posts")
  when 4 then raise Plain
  when 5 then raise Fatal
  when 6 then raise Fatal, "custom fatal"
  end
  "none"
end

7.times do |k|
  begin
    raiser(k)
  rescue NotFound => e
    puts "#{k} NotFound #{e.message} table=#{e.table}"
  rescue DbError => e
    puts "#{k} DbError #{e.message} table=#{e.table}"
  rescue AppError => e
    puts "#{k} AppError #{e.message}"
  rescue StandardError => e
    puts "#{k} Std #{e.class} #{e.message.inspect}"
  rescue Exception => e
    puts "#{k} Exception #{e.class} #{e.message}"
  end
end
p raiser(7)
x = NotFound.new("t")
p x.table
p Fatal.new.message
raise NotFound.new("final")
