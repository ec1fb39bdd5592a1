# Realistic: a tiny text adventure as a state machine driven by a scripted list of commands.
ROOMS = ["hall", "library", "kitchen", "cellar", "garden"]
# exits[room] = [north, south, east, west] as room indices or nil
EXITS = [
  [1, nil, 2, nil],
  [nil, 0, nil, nil],
  [nil, 3, nil, 0],
  [2, nil, nil, 4],
  [nil, nil, 3, nil],
]
DIRECTIONS = ["north", "south", "east", "west"]

def describe(room, items)
  text = "You are in the #{ROOMS[room]}."
  text << " You see a #{items[room]}." unless items[room].nil?
  exits = []
  d = 0
  while d < 4
    exits << DIRECTIONS[d] unless EXITS[room][d].nil?
    d += 1
  end
  text << " Exits: #{exits.join(", ")}."
  text
end

def step(state, command)
  room = state[0]
  items = state[1]
  inventory = state[2]
  dir = DIRECTIONS.index(command)
  if !dir.nil?
    target = EXITS[room][dir]
    if target.nil?
      return "You can't go #{command}."
    end
    if target == 4 && !inventory.include?("key")
      return "The garden gate is locked."
    end
    state[0] = target
    return describe(target, items)
  end
  case command
  when "look"
    describe(room, items)
  when "take"
    if items[room].nil?
      "There is nothing here."
    else
      inventory << items[room]
      taken = items[room]
      items[room] = nil
      "Taken: #{taken}."
    end
  when "inventory"
    inventory.empty? ? "You carry nothing." : "You carry: #{inventory.join(", ")}."
  when "quit"
    state[3] = true
    "Bye."
  else
    "I don't understand \"#{command}\"."
  end
end

items = [nil, "book", "key", "lamp", "flower"]
state = [0, items, [], false]
script = ["look", "west", "north", "take", "take", "south", "east", "take", "south",
          "west", "dance", "take", "west", "take", "inventory", "east", "up", "quit", "look"]
puts describe(0, items)
turn = 0
while turn < script.length && !state[3]
  cmd = script[turn]
  turn += 1
  puts "> #{cmd}"
  puts step(state, cmd)
end
puts "Turns taken: #{turn}"
p state[2]
p items
