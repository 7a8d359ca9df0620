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

/// A nested object of a chart's options (a donut's label, a line's axis, a
/// series): its options as the file writes them, read and written through
/// its typed properties. The library's own: a section is reached through its
/// chart, whose `options` hold it.
protocol OptionSection: Sendable {
    var options: SceneObject { get set }
    init(options: SceneObject)
}

/// The typed reads and writes the generated properties make.
extension SceneObject {
    /// The member `key` as a `Value`; nil when it is not set (or has another shape).
    func value<Value: OptionValue>(_ key: String) -> Value? {
        self[key].flatMap(Value.init(sceneValue:))
    }

    /// Sets the member `key`; nil removes it.
    mutating func setValue<Value: OptionValue>(_ key: String, _ value: Value?) {
        self[key] = value?.sceneValue
    }

    /// The section at `key`; nil when it is not set.
    func section<Section: OptionSection>(_ key: String) -> Section? {
        guard case .object(let object)? = self[key] else { return nil }
        return Section(options: object)
    }

    /// Sets the section at `key`.
    mutating func setSection<Section: OptionSection>(_ key: String, _ section: Section) {
        self[key] = .object(section.options)
    }

    /// The list of sections at `key`; nil when it is not set.
    func sections<Section: OptionSection>(_ key: String) -> [Section]? {
        guard case .array(let items)? = self[key] else { return nil }
        return items.map { item in
            guard case .object(let object) = item else { return Section(options: SceneObject()) }
            return Section(options: object)
        }
    }

    /// Sets the list of sections at `key`.
    mutating func setSections<Section: OptionSection>(_ key: String, _ sections: [Section]) {
        self[key] = .array(sections.map { .object($0.options) })
    }
}
