/// The chart property an animation drives: a key path into the chart
/// (`\.strokeEnd`, `\.series[0].visible`, `\.label.size`) or the name a
/// scene file gives it (`"chart.strokeEnd"`).
///
/// A key path becomes its scene-file name against the scene's chart: the
/// property is set on a copy of the chart, and the option that changed is
/// the name (`chart.` and its path in the chart's options). Whether the
/// property can be animated, and with which values, is checked when the
/// scene is read, with the same message a scene file gets.
public struct AnimatedProperty<Chart: SceneChart>: Sendable {
    private let resolve: @Sendable (Chart) -> String

    /// A property as a scene file names it: `"chart.strokeEnd"`, `"chart.series[1].visible"`.
    public init(_ name: String) {
        resolve = { _ in name }
    }

    /// The property a key path reaches; `sample` is a value it may take (an
    /// animation's first value), used to find which option it writes.
    init<Value: Sendable>(_ keyPath: WritableKeyPath<Chart, Value?> & Sendable, sample: Value?) {
        resolve = { chart in
            var probe = chart
            let before = SceneValue.object(probe.options)
            for value in [sample, nil] {
                probe[keyPath: keyPath] = value
                let after = SceneValue.object(probe.options)
                guard var path = OptionPath.difference(before, after) else { continue }
                // Writing [0.5, 0.6] over [0, 1] changes both items, and the
                // first difference is inside: the property is where the
                // value written is whole.
                if let value {
                    while path.count > 1, OptionPath.value(at: path, in: after) != SceneValue(option: value) { path.removeLast() }
                }
                return "chart." + OptionPath.text(path)
            }
            return "chart"
        }
    }

    /// The name the scene file gives the property, for the scene's chart.
    public func name(in chart: Chart) -> String {
        resolve(chart)
    }
}

/// A place in a chart's options, as a track names it: `strokeEnd`,
/// `series[0].visible`, `label.size`.
enum OptionPath {
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// Where `a` first differs from `b` (empty: they differ as a whole), nil when equal.
    static func difference(_ a: SceneValue, _ b: SceneValue) -> [Step]? {
        guard a != b else { return nil }
        switch (a, b) {
        case (.object(let x), .object(let y)):
            var keys = x.members.map(\.key)
            for key in y.members.map(\.key) where !keys.contains(key) { keys.append(key) }
            guard let key = keys.first(where: { x[$0] != y[$0] }) else { return nil }
            // A section set for the first time differs from no section where its new member is.
            let empty = SceneValue.object(SceneObject())
            switch (x[key], y[key]) {
            case (let inner?, let other?): return [.key(key)] + (difference(inner, other) ?? [])
            case (nil, .object(let other)?): return [.key(key)] + (difference(empty, .object(other)) ?? [])
            case (.object(let inner)?, nil): return [.key(key)] + (difference(.object(inner), empty) ?? [])
            default: return [.key(key)]
            }
        case (.array(let x), .array(let y)) where x.count == y.count:
            guard let i = x.indices.first(where: { x[$0] != y[$0] }) else { return nil }
            return [.index(i)] + (difference(x[i], y[i]) ?? [])
        default:
            return []
        }
    }

    /// The value at `path` in `value`, nil when there is none.
    static func value(at path: [Step], in value: SceneValue) -> SceneValue? {
        var current = value
        for step in path {
            switch (step, current) {
            case (.key(let key), .object(let object)):
                guard let next = object[key] else { return nil }
                current = next
            case (.index(let i), .array(let items)) where items.indices.contains(i):
                current = items[i]
            default:
                return nil
            }
        }
        return current
    }

    /// `series[0].visible`.
    static func text(_ path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }
}
