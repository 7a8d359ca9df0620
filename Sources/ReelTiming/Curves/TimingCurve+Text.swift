extension TimingCurve {
    /// The curve as a scene writes it: its name when it has one
    /// (`easeInOutBack`, `linear`), otherwise its function form
    /// (`cubicBezier(0.3, 0, 0.2, 1)`, `spring(1, 170, 26, 0)`, `steps(4, jump-end)`).
    package var text: String {
        if let name = Self.named.first(where: { $0.curve == self })?.name { return name }
        switch self {
        case .cubicBezier(let c): return "cubicBezier(\(Self.list([c.x1, c.y1, c.x2, c.y2])))"
        case .penner(let e): return e.name
        case .spring(let s): return "spring(\(Self.list([s.mass, s.stiffness, s.damping, s.initialVelocity])))"
        case .steps(let s): return "steps(\(s.count), \(s.position.rawValue))"
        case .hold: return "hold"
        }
    }

    private static func list(_ numbers: [Double]) -> String {
        numbers.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }.joined(separator: ", ")
    }
}
