import ReelGeometry
import ReelJSON

/// Documents that change little from one to the next (a frame's layout and
/// explanation against the previous frame's), written as lines copied from
/// the previous document and lines new in this one, before deflate (whose
/// 32 KB window cannot reach back a whole frame).
///
/// A document is a list of operations: a string is a new line; `[k, n]`
/// copies `n` lines of the previous document starting at line `k`. The
/// first document has only new lines. Joining the lines with `\n` gives the
/// document back exactly (`expand`, and the page's script, do that).
enum LineDelta {
    enum Operation: Equatable {
        case line(String)
        case copy(from: Int, count: Int)
    }

    static func encode(_ document: [String], after previous: [String]) -> [Operation] {
        var firstIndex: [String: Int] = [:]
        for (index, line) in previous.enumerated() where firstIndex[line] == nil { firstIndex[line] = index }
        var operations: [Operation] = []
        for line in document {
            if case .copy(let from, let count)? = operations.last, from + count < previous.count,
               previous[from + count] == line {
                operations[operations.count - 1] = .copy(from: from, count: count + 1)
            } else if let index = firstIndex[line] {
                operations.append(.copy(from: index, count: 1))
            } else {
                operations.append(.line(line))
            }
        }
        return operations
    }

    static func expand(_ operations: [Operation], after previous: [String]) -> [String] {
        operations.flatMap { operation -> [String] in
            switch operation {
            case .line(let line): return [line]
            case .copy(let from, let count): return Array(previous[from..<(from + count)])
            }
        }
    }

    /// The operations as a JSON array.
    static func json(_ operations: [Operation]) -> JSON {
        .array(operations.map { operation in
            switch operation {
            case .line(let line): return .string(line)
            case .copy(let from, let count): return .array([.integer(from), .integer(count)])
            }
        })
    }
}
