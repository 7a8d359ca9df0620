/// A Swift value that a scene file writes as a `SceneValue`: the types of
/// chart options and of animation values.
///
/// `init(sceneValue:)` reads back what `sceneValue` writes; it returns nil
/// for a value of another shape (the scene's own decoder, which runs before
/// any frame is drawn, says what was wrong and where).
public protocol SceneValueConvertible: Sendable {
    /// The value as the scene file writes it.
    var sceneValue: SceneValue { get }
    /// The value a scene file wrote, or nil when it has another shape.
    init?(sceneValue: SceneValue)
}

extension SceneValue: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { self }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) { self = sceneValue }
}

extension Double: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { .number(self) }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        guard case .number(let n) = sceneValue else { return nil }
        self = n
    }
}

extension Int: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { .number(Double(self)) }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        guard case .number(let n) = sceneValue, let whole = Int(exactly: n) else { return nil }
        self = whole
    }
}

extension Bool: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { .bool(self) }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        guard case .bool(let b) = sceneValue else { return nil }
        self = b
    }
}

extension String: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { .string(self) }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        guard case .string(let s) = sceneValue else { return nil }
        self = s
    }
}

/// `[lower, upper]`, as a window or an axis range.
extension ClosedRange: SceneValueConvertible where Bound == Double {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { [.number(lowerBound), .number(upperBound)] }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        guard case .array(let items) = sceneValue, items.count == 2,
              case .number(let lower) = items[0], case .number(let upper) = items[1], lower <= upper else { return nil }
        self = lower...upper
    }
}

extension Array: SceneValueConvertible where Element: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { .array(map(\.sceneValue)) }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
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
extension Optional: SceneValueConvertible where Wrapped: SceneValueConvertible {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { map(\.sceneValue) ?? .null }
    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        if sceneValue == .null {
            self = .none
            return
        }
        guard let wrapped = Wrapped(sceneValue: sceneValue) else { return nil }
        self = .some(wrapped)
    }
}
