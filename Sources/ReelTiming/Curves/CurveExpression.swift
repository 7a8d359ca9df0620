/// Why a curve expression could not be read.
package enum CurveSyntaxError: Error, Equatable, Sendable {
    /// A plain name nobody knows (the caller can suggest close names).
    case unknownName(String)
    case invalid(String)
}

extension TimingCurve {
    /// The function forms a curve expression may take, for listings.
    package static let functionForms = [
        "cubicBezier(x1, y1, x2, y2)",
        "spring(mass, stiffness, damping, initialVelocity)",
        "spring(response: seconds, dampingRatio: ratio)",
        "steps(n, jump-start|jump-end|jump-none|jump-both)",
    ]

    /// Parses a curve expression: a plain name (`easeInEaseOut`,
    /// `easeOutBounce`, `hold`, `spring`) or a function form such as
    /// `cubicBezier(0.34, 1.56, 0.64, 1)`, `spring(1, 170, 26, 0)`,
    /// `spring(response: 0.5, dampingRatio: 0.7)` or `steps(4, jump-end)`.
    package init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "(") else {
            if trimmed == "spring" { self = .spring(Spring()); return }
            guard let curve = TimingCurve.named(trimmed) else {
                if ["cubicBezier", "steps"].contains(trimmed) {
                    throw CurveSyntaxError.invalid("\(trimmed) needs arguments: \(Self.form(of: trimmed))")
                }
                throw CurveSyntaxError.unknownName(trimmed)
            }
            self = curve
            return
        }
        let name = String(trimmed[..<open]).trimmingSpaces
        guard trimmed.hasSuffix(")") else {
            throw CurveSyntaxError.invalid("missing ')' in \"\(trimmed)\"")
        }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let arguments = try CurveArguments(String(inside), function: name)
        switch name {
        case "cubicBezier": self = try Self.cubicBezier(arguments)
        case "spring": self = try Self.spring(arguments)
        case "steps": self = try Self.steps(arguments)
        default:
            if TimingCurve.named(name) != nil {
                throw CurveSyntaxError.invalid("\(name) takes no arguments")
            }
            throw CurveSyntaxError.unknownName(name)
        }
    }

    private static func form(of name: String) -> String {
        functionForms.first { $0.hasPrefix(name + "(") } ?? name
    }

    private static func cubicBezier(_ a: CurveArguments) throws -> TimingCurve {
        let v = try a.positional(count: 4)
        for (i, x) in [(1, v[0]), (2, v[2])] where !(0...1).contains(x) {
            throw CurveSyntaxError.invalid("cubicBezier x\(i) must be from 0 to 1 (got \(x.shortText)); y values may overshoot")
        }
        return .cubicBezier(CubicBezier(v[0], v[1], v[2], v[3]))
    }

    private static func spring(_ a: CurveArguments) throws -> TimingCurve {
        let perceptual = a.has("response") || a.has("dampingRatio")
        let physical = ["mass", "stiffness", "damping"].contains { a.has($0) } || !a.unlabeled.isEmpty
        if perceptual && physical {
            throw CurveSyntaxError.invalid("give a spring either as mass, stiffness, damping or as response, dampingRatio, not both")
        }
        let velocity = try a.value("initialVelocity", position: 3) ?? 0
        if perceptual {
            try a.allowOnly(["response", "dampingRatio", "initialVelocity"])
            let response = try a.value("response", position: nil) ?? 0.55
            let ratio = try a.value("dampingRatio", position: nil) ?? 0.825
            guard response > 0 else { throw CurveSyntaxError.invalid("spring response must be more than 0 seconds") }
            guard ratio >= 0 else { throw CurveSyntaxError.invalid("spring dampingRatio must be 0 or more") }
            let physical = Spring.physical(response: response, dampingRatio: ratio)
            try checkEvaluable(mass: 1, stiffness: physical.stiffness, damping: physical.damping, velocity: velocity,
                               given: "response \(response.shortText) and dampingRatio \(ratio.shortText)")
            return .spring(Spring(response: response, dampingRatio: ratio, initialVelocity: velocity))
        }
        try a.allowOnly(["mass", "stiffness", "damping", "initialVelocity"], positional: 4)
        let mass = try a.value("mass", position: 0) ?? 1
        let stiffness = try a.value("stiffness", position: 1) ?? 100
        let damping = try a.value("damping", position: 2) ?? 10
        guard mass > 0 else { throw CurveSyntaxError.invalid("spring mass must be more than 0") }
        guard stiffness > 0 else { throw CurveSyntaxError.invalid("spring stiffness must be more than 0") }
        guard damping >= 0 else { throw CurveSyntaxError.invalid("spring damping must be 0 or more") }
        try checkEvaluable(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity,
                           given: "mass \(mass.shortText), stiffness \(stiffness.shortText) and damping \(damping.shortText)")
        return .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
    }

    /// Refuses springs whose physics overflow (found by fuzzing:
    /// `spring(response: 1e-300, dampingRatio: 1e300)` had an infinite
    /// stiffness, and `spring(response: 1e308)` a stiffness of 0, which
    /// trapped in `Spring.init`).
    private static func checkEvaluable(mass: Double, stiffness: Double, damping: Double, velocity: Double,
                                       given: String) throws {
        guard Spring.isEvaluable(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity) else {
            throw CurveSyntaxError.invalid("spring out of range: \(given) make its frequency or damping ratio overflow")
        }
    }

    private static func steps(_ a: CurveArguments) throws -> TimingCurve {
        guard (1...2).contains(a.unlabeled.count), a.labeled.isEmpty else {
            throw CurveSyntaxError.invalid("expected \(form(of: "steps"))")
        }
        guard let count = Int(a.unlabeled[0]), count >= 1 else {
            throw CurveSyntaxError.invalid("steps needs a whole number of steps of at least 1, got \"\(a.unlabeled[0])\"")
        }
        var position = Steps.Position.jumpEnd
        if a.unlabeled.count == 2 {
            let word = a.unlabeled[1]
            let aliases = ["start": Steps.Position.jumpStart, "end": .jumpEnd]
            guard let found = Steps.Position(rawValue: word) ?? aliases[word] else {
                let names = Steps.Position.allCases.map(\.rawValue).joined(separator: ", ")
                throw CurveSyntaxError.invalid("unknown step position \"\(word)\"; expected one of \(names)")
            }
            position = found
        }
        if position == .jumpNone && count < 2 {
            throw CurveSyntaxError.invalid("steps with jump-none needs at least 2 steps")
        }
        return .steps(Steps(count, position))
    }

    /// The canonical expression: what `init(parsing:)` reads back to this curve.
    package var expression: String {
        if let name = TimingCurve.named.first(where: { $0.curve == self })?.name { return name }
        switch self {
        case .cubicBezier(let c):
            return "cubicBezier(\([c.x1, c.y1, c.x2, c.y2].map(\.shortText).joined(separator: ", ")))"
        case .spring(let s):
            return "spring(mass: \(s.mass.shortText), stiffness: \(s.stiffness.shortText), damping: \(s.damping.shortText), initialVelocity: \(s.initialVelocity.shortText))"
        case .steps(let s):
            return "steps(\(s.count), \(s.position.rawValue))"
        case .penner(let e):
            return e.name
        case .hold:
            return "hold"
        }
    }
}

/// The comma-separated arguments of a curve function, each `value` or `label: value`.
struct CurveArguments {
    let function: String
    var unlabeled: [String] = []
    var labeled: [(label: String, value: String)] = []

    init(_ text: String, function: String) throws {
        self.function = function
        guard !text.trimmingSpaces.isEmpty else { return }
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let piece = String(part).trimmingSpaces
            guard !piece.isEmpty else { throw CurveSyntaxError.invalid("empty argument in \(function)(...)") }
            if let colon = piece.firstIndex(of: ":") {
                let label = String(piece[..<colon]).trimmingSpaces
                // Which of two values would count is a guess the reader should not have to make.
                guard !has(label) else { throw CurveSyntaxError.invalid("\(label) is given twice in \(function)(...); give it once") }
                labeled.append((label, String(piece[piece.index(after: colon)...]).trimmingSpaces))
            } else {
                guard labeled.isEmpty else {
                    throw CurveSyntaxError.invalid("unlabelled argument \"\(piece)\" after labelled ones in \(function)(...)")
                }
                unlabeled.append(piece)
            }
        }
    }

    func has(_ label: String) -> Bool { labeled.contains { $0.label == label } }

    /// Exactly `count` unlabelled numbers.
    func positional(count: Int) throws -> [Double] {
        guard unlabeled.count == count, labeled.isEmpty else {
            throw CurveSyntaxError.invalid("\(function) takes \(count) numbers, got \(unlabeled.count + labeled.count)")
        }
        return try unlabeled.map(number)
    }

    /// The argument labelled `label`, or the unlabelled one at `position`.
    func value(_ label: String, position: Int?) throws -> Double? {
        if let text = labeled.first(where: { $0.label == label })?.value { return try number(text) }
        if let position, position < unlabeled.count { return try number(unlabeled[position]) }
        return nil
    }

    func allowOnly(_ labels: [String], positional: Int = 0) throws {
        if unlabeled.count > positional {
            throw CurveSyntaxError.invalid("\(function) takes at most \(positional) unlabelled numbers, got \(unlabeled.count)")
        }
        for (label, _) in labeled where !labels.contains(label) {
            throw CurveSyntaxError.invalid("\(function) has no argument \"\(label)\"; allowed: \(labels.joined(separator: ", "))")
        }
    }

    private func number(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw CurveSyntaxError.invalid("\"\(text)\" is not a number in \(function)(...)")
        }
        return value
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return String(s)
    }
}

extension Double {
    /// `12` for whole numbers, Swift's shortest round-trip text otherwise.
    var shortText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
