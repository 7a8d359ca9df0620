import Foundation
import ReelScene

extension Scene {
    /// The scene in the scene file at `url` (JSON or YAML), checked as
    /// `chartreel validate` checks it; its relative paths start from the
    /// file's folder. Throws `SceneError` at the first problem, with the
    /// file's line and column, or when the file's chart is not a `Chart`.
    public init(contentsOf url: URL) throws {
        let source = try SceneErrors.translating(keepingLocation: true) {
            try SceneInput.file(url).source(inputs: InputLog())
        }
        try self.init(source: source, baseURL: url.deletingLastPathComponent())
    }

    /// The scene a scene file's text describes (JSON, or YAML when it does
    /// not start with `{`), checked as `chartreel validate` checks it;
    /// relative paths start from `baseURL` (nil: the working directory).
    public init(sceneFile text: String, baseURL: URL? = nil) throws {
        try self.init(source: Self.source(text, baseURL: baseURL), baseURL: baseURL)
    }

    private init(source: SourceText, baseURL: URL?) throws {
        let root = try SceneErrors.translating(keepingLocation: true) { () -> SceneValue in
            let parsed = try SceneLoader.parse(source)
            _ = try SceneLoader.decode(parsed: parsed, of: source)
            return SceneValue(parsed)
        }
        guard case .object(let object) = root, case .object(var chartObject)? = object["chart"],
              case .string(let type)? = chartObject["type"] else {
            throw SceneError(path: "chart", message: "the scene has no chart")
        }
        guard type == Chart.type else {
            throw SceneError(path: "chart.type", message: "the scene's chart is a \"\(type)\" chart, not \"\(Chart.type)\" (\(Chart.self))")
        }
        chartObject["type"] = nil
        guard case .object(let canvasObject)? = object["canvas"] else {
            throw SceneError(path: "canvas", message: "the scene has no canvas")
        }
        self.init(canvas: Canvas(options: canvasObject), chart: Chart(options: chartObject),
                  summary: object["description"].flatMap(String.init(sceneValue:)), baseURL: baseURL)
        if case .array(let entries)? = object["timeline"] {
            animations = entries.compactMap { entry in
                guard case .object(let entry) = entry else { return nil }
                return Self.animation(entry)
            }
        }
        locale = object["locale"].flatMap(String.init(sceneValue:))
        timeZone = object["timeZone"].flatMap(String.init(sceneValue:))
    }

    /// The animation a timeline entry (one the scene decoder accepted) writes.
    private static func animation(_ entry: SceneObject) -> any SceneAnimation<Chart> {
        let timing = MediaTiming(entry: entry)
        let curve = entry["curve"].flatMap(TimingFunction.init(sceneValue:))
        for (key, isSequence) in [("group", false), ("sequence", true)] {
            guard case .array(let children)? = entry[key] else { continue }
            let animations = children.compactMap { child -> (any SceneAnimation<Chart>)? in
                guard case .object(let child) = child else { return nil }
                return animation(child)
            }
            return AnimationGroup(animations: animations, isSequence: isSequence,
                                  stagger: entry["stagger"].flatMap(Double.init(sceneValue:)), timing: timing)
        }
        let property = AnimatedProperty<Chart>(entry["property"].flatMap(String.init(sceneValue:)) ?? "")
        if case .array(let values)? = entry["values"] {
            return KeyframeAnimation(property: property, values: values,
                                     keyTimes: entry["keyTimes"].flatMap([Double].init(sceneValue:)),
                                     timingFunctions: entry["curves"].flatMap([TimingFunction].init(sceneValue:)),
                                     timingFunction: curve,
                                     calculationMode: entry["calculationMode"].flatMap(String.init(sceneValue:)), timing: timing)
        }
        return BasicAnimation(property: property, from: entry["from"], to: entry["to"], timingFunction: curve, timing: timing)
    }
}

extension SceneValue {
    /// A parsed scene value, without where it was in the file.
    init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(SceneValue.init))
        case .object(let members): self = .object(SceneObject(members.map { (key: $0.key, value: SceneValue($0.value)) }))
        }
    }
}
