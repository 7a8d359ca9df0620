/// A value as a scene file writes it: what every chart option, animation
/// value and data table is stored as, so that a scene built in Swift and the
/// scene file it encodes to are the same thing.
///
/// Object members keep their order, so a scene encodes to the same bytes
/// each time. Literals build values directly:
/// `let point: SceneValue = [10, 20]`, `let data: SceneValue = ["csv": "visits.csv"]`.
public enum SceneValue: Sendable, Hashable {
    /// `null`: a gap in a series' values, or no value.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; it must be finite for the scene to be read.
    case number(Double)
    /// A string: a colour, a curve, a date, a path, a name.
    case string(String)
    /// An array: a point `[x, y]`, a range `[lower, upper]`, a list.
    case array([SceneValue])
    /// An object: members in the order the file writes them; a key appears once.
    case object(SceneObject)

    /// The member `key` of an object, nil for other values or a missing key.
    public subscript(key: String) -> SceneValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

/// An object's members in order, each key once: a chart's options, an
/// animation, a data table.
public struct SceneObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The members in order.
    public private(set) var members: [(key: String, value: SceneValue)]

    /// An object of these members; a repeated key keeps its last value, in its first place.
    public init(_ members: [(key: String, value: SceneValue)] = []) {
        self.members = []
        for (key, value) in members { self[key] = value }
    }

    /// An object of these members, in order.
    public init(dictionaryLiteral elements: (String, SceneValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }

    /// The value of `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> SceneValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let i?, let value?): members[i].value = value
            case (let i?, nil): members.remove(at: i)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// Whether both have the same members in the same order.
    public static func == (a: SceneObject, b: SceneObject) -> Bool {
        a.members.count == b.members.count && zip(a.members, b.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

extension SceneValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array: `[10, 20]`.
    public init(arrayLiteral elements: SceneValue...) { self = .array(elements) }
    /// An object whose members keep the literal's order: `["csv": "visits.csv"]`.
    public init(dictionaryLiteral elements: (String, SceneValue)...) {
        self = .object(SceneObject(elements.map { (key: $0.0, value: $0.1) }))
    }
}
