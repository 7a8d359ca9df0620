/// A chart a scene draws: `Donut`, `LineChart`, `TelegramChart`,
/// `ActivityChart` or `Shapes`.
///
/// A chart is its options as the scene file's `chart` object writes them;
/// its typed properties read and write those options, so a chart built in
/// Swift and one read from a file are the same value. A property left nil
/// takes the chart's default (the scene format reference lists them). The
/// values are checked when the scene is read, with the messages a scene
/// file gets.
public protocol SceneChart: Sendable, Hashable {
    /// The chart's `type` in the scene file (`donut`, `line`, ...).
    static var type: String { get }
    /// The chart's options as the scene file writes them, without `type`.
    var options: SceneObject { get set }
    /// A chart with these options.
    init(options: SceneObject)
}

extension SceneChart {
    /// The option `key` as a `Value`; nil when it is not set (or has another shape).
    func option<Value: SceneValueConvertible>(_ key: String) -> Value? {
        options[key].flatMap(Value.init(sceneValue:))
    }

    /// Sets the option `key`; nil removes it.
    mutating func setOption<Value: SceneValueConvertible>(_ key: String, _ value: Value?) {
        options[key] = value?.sceneValue
    }
}

/// A nested object of a chart's options (a donut's label, a line's axis, a
/// series): its options as the file writes them, read and written through
/// its typed properties.
public protocol SceneSection: SceneValueConvertible, Hashable {
    /// The section's options as the scene file writes them.
    var options: SceneObject { get set }
    /// A section with these options.
    init(options: SceneObject)
}

extension SceneSection {
    /// The value as the scene file writes it.
    public var sceneValue: SceneValue { .object(options) }

    /// The value a scene file wrote, or nil when it has another shape.
    public init?(sceneValue: SceneValue) {
        guard case .object(let object) = sceneValue else { return nil }
        self.init(options: object)
    }

    /// The option `key` as a `Value`; nil when it is not set (or has another shape).
    func option<Value: SceneValueConvertible>(_ key: String) -> Value? {
        options[key].flatMap(Value.init(sceneValue:))
    }

    /// Sets the option `key`; nil removes it.
    mutating func setOption<Value: SceneValueConvertible>(_ key: String, _ value: Value?) {
        options[key] = value?.sceneValue
    }
}
