# Hash: an adjacency list (hash of arrays) for an undirected graph, BFS distances in a hash, and connected components.
edges = [["a", "b"], ["b", "c"], ["a", "d"], ["d", "e"], ["c", "e"], ["x", "y"], ["e", "f"]]
adj = {}
edges.each do |u, v|
  (adj[u] ||= []) << v
  (adj[v] ||= []) << u
end
adj["lonely"] = []
p adj

def bfs(adj, start)
  dist = { start => 0 }
  queue = [start]
  until queue.empty?
    u = queue.shift
    adj[u].each do |v|
      next if dist.key?(v)
      dist[v] = dist[u] + 1
      queue << v
    end
  end
  dist
end

p bfs(adj, "a")
p bfs(adj, "x")
p bfs(adj, "lonely")
seen = {}
components = []
adj.keys.each do |node|
  next if seen.key?(node)
  comp = bfs(adj, node).keys
  comp.each { |n| seen[n] = true }
  components << comp.sort
end
p components
p components.size
p seen.size == adj.size
