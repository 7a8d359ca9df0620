/// A staircase: `count` equal jumps, placed as CSS `steps()` places them.
package struct Steps: Sendable, Hashable {
    package enum Position: String, Sendable, CaseIterable {
        /// The first jump happens at the start (f(0) = 1/n).
        case jumpStart = "jump-start"
        /// The last jump happens at the end (f(1) = 1): the default.
        case jumpEnd = "jump-end"
        /// No jump at either end: n - 1 jumps between.
        case jumpNone = "jump-none"
        /// Jumps at both ends: n + 1 levels.
        case jumpBoth = "jump-both"
    }

    package let count: Int
    package let position: Position

    /// `count` must be at least 1, and at least 2 for `jump-none`.
    package init(_ count: Int, _ position: Position = .jumpEnd) {
        precondition(count >= (position == .jumpNone ? 2 : 1), "too few steps")
        self.count = count
        self.position = position
    }

    /// The CSS Easing Level 1 step function.
    package func progress(_ x: Double) -> Double {
        var step = (x * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(count)
        case .jumpNone: jumps = Double(count - 1)
        case .jumpBoth: jumps = Double(count + 1)
        }
        return min(step, jumps) / jumps
    }
}
