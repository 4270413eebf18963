/// The strongly connected components of a directed graph, by Tarjan's algorithm.
///
/// Nodes are `0..<successors.count`; `successors[node]` lists the nodes it has an edge to. The depth-first
/// search keeps its path on an explicit stack instead of the call stack, so a path through every node of a
/// large schema cannot overflow it. Time and memory are linear in nodes plus edges.
enum StronglyConnectedComponents {
    /// For every node, the number of its component: two nodes share a number exactly when each can reach the other.
    /// Edges to nodes outside the graph are ignored.
    static func components(successors: [[Int]]) -> [Int] {
        let count = successors.count
        let unvisited = -1
        // Discovery order of each node, and the smallest discovery order reachable from it through its subtree
        // and at most one edge back into the current path.
        var order = Array(repeating: unvisited, count: count)
        var lowest = Array(repeating: 0, count: count)
        var component = Array(repeating: unvisited, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextOrder = 0
        var nextComponent = 0
        // The search path: a node and how many of its successors it has looked at.
        var path: [(node: Int, nextEdge: Int)] = []

        for root in 0..<count where order[root] == unvisited {
            order[root] = nextOrder
            lowest[root] = nextOrder
            nextOrder += 1
            stack.append(root)
            onStack[root] = true
            path.append((root, 0))
            while let (node, edge) = path.last {
                let edges = successors[node]
                if edge < edges.count {
                    path[path.count - 1].nextEdge = edge + 1
                    let next = edges[edge]
                    guard next >= 0, next < count else { continue }
                    if order[next] == unvisited {
                        order[next] = nextOrder
                        lowest[next] = nextOrder
                        nextOrder += 1
                        stack.append(next)
                        onStack[next] = true
                        path.append((next, 0))
                    } else if onStack[next] {
                        lowest[node] = min(lowest[node], order[next])
                    }
                    continue
                }
                // Every successor is done: `node` roots a component when nothing below it reaches higher.
                path.removeLast()
                if let parent = path.last?.node {
                    lowest[parent] = min(lowest[parent], lowest[node])
                }
                guard lowest[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = nextComponent
                    if member == node { break }
                }
                nextComponent += 1
            }
        }
        return component
    }
}
