/// A Swift value that a scene file writes as a `SceneValue`: the types of
/// chart options, and so of animation values. The library's own, so that
/// the standard types it extends show no new members to its users.
///
/// `init(sceneValue:)` reads back what `sceneValue` writes; it returns nil
/// for a value of another shape (the scene's own decoder, which runs before
/// any frame is drawn, says what was wrong and where).
protocol OptionValue: Sendable {
    var sceneValue: SceneValue { get }
    init?(sceneValue: SceneValue)
}

extension SceneValue {
    /// `value` as the scene file writes it: every type a chart's property
    /// has is an `OptionValue`; anything else is null, which the scene
    /// decoder refuses by its place.
    init<Value>(option value: Value) {
        self = (value as? OptionValue)?.sceneValue ?? .null
    }
}

extension SceneValue: OptionValue {
    var sceneValue: SceneValue { self }
    init?(sceneValue: SceneValue) { self = sceneValue }
}

extension Double: OptionValue {
    var sceneValue: SceneValue { .number(self) }
    init?(sceneValue: SceneValue) {
        guard case .number(let n) = sceneValue else { return nil }
        self = n
    }
}

extension Int: OptionValue {
    var sceneValue: SceneValue { .number(Double(self)) }
    init?(sceneValue: SceneValue) {
        guard case .number(let n) = sceneValue, let whole = Int(exactly: n) else { return nil }
        self = whole
    }
}

extension Bool: OptionValue {
    var sceneValue: SceneValue { .bool(self) }
    init?(sceneValue: SceneValue) {
        guard case .bool(let b) = sceneValue else { return nil }
        self = b
    }
}

extension String: OptionValue {
    var sceneValue: SceneValue { .string(self) }
    init?(sceneValue: SceneValue) {
        guard case .string(let s) = sceneValue else { return nil }
        self = s
    }
}

/// `[lower, upper]`, as a window or an axis range.
extension ClosedRange: OptionValue where Bound == Double {
    var sceneValue: SceneValue { [.number(lowerBound), .number(upperBound)] }
    init?(sceneValue: SceneValue) {
        guard case .array(let items) = sceneValue, items.count == 2,
              case .number(let lower) = items[0], case .number(let upper) = items[1], lower <= upper else { return nil }
        self = lower...upper
    }
}

extension Array: OptionValue where Element: OptionValue {
    var sceneValue: SceneValue { .array(map(\.sceneValue)) }
    init?(sceneValue: SceneValue) {
        guard case .array(let items) = sceneValue else { return nil }
        var elements: [Element] = []
        for item in items {
            guard let element = Element(sceneValue: item) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

/// `null` for nil: a gap in a series' values.
extension Optional: OptionValue where Wrapped: OptionValue {
    var sceneValue: SceneValue { map(\.sceneValue) ?? .null }
    init?(sceneValue: SceneValue) {
        if sceneValue == .null {
            self = .none
            return
        }
        guard let wrapped = Wrapped(sceneValue: sceneValue) else { return nil }
        self = .some(wrapped)
    }
}
