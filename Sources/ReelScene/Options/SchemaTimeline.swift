import ReelJSON
/// The timeline's schema per chart type: a track's `property` names an
/// animatable property of the scene's chart (`chart.xRange` on a donut is
/// refused), and its `from`, `to` and `values` have that property's shape
/// (a colour track takes colours). Built from the chart sheets' `tracks`,
/// the names and shapes the track binder resolves.
enum SchemaTimeline {
    static func name(_ type: String) -> String { "timeline.\(type)" }

    /// For the root: each chart type's timeline applies when `chart.type` names it.
    static var rootBranches: [JSON] {
        ChartCatalog.charts.map { chart in
            .object([
                ("if", .object([
                    ("properties", .object([("chart", .object([
                        ("properties", .object([("type", .object([("const", .string(chart.type))]))])),
                        ("required", .array([.string("type")])),
                    ]))])),
                    ("required", .array([.string("chart")])),
                ])),
                ("then", .object([("properties", .object([
                    ("timeline", .object([("items", SceneSchema.reference(name(chart.type)))])),
                ]))])),
            ])
        }
    }

    static var definitions: [(String, JSON)] {
        [(trackBase, trackEntry)] + ChartCatalog.charts.map { chart in (name(chart.type), entry(chart.type, chart.sheet.tracks)) }
    }

    private static let trackBase = "timelineTrack"

    /// A track (an entry that is no group): it names a property and moves it.
    private static var trackEntry: JSON {
        let isGroup = JSON.object([("anyOf", .array([
            .object([("required", .array([.string("group")]))]), .object([("required", .array([.string("sequence")]))]),
        ]))])
        let moves = ["from", "to", "values"].map { JSON.object([("required", .array([.string($0)]))]) }
        return .object([
            ("if", .object([("not", isGroup)])),
            ("then", .object([("required", .array([.string("property")])), ("anyOf", .array(moves))])),
        ])
    }

    /// The entries of a timeline whose chart is `type`; groups hold the same.
    private static func entry(_ type: String, _ tracks: [(name: String, shape: TrackShape)]) -> JSON {
        let shapes = Dictionary(grouping: tracks, by: { value($0.shape).text(.pretty) })
        let order = tracks.map { value($0.shape).text(.pretty) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let checks = order.map { key -> JSON in
            let group = shapes[key]!
            let shape = value(group[0].shape)
            return .object([
                ("if", .object([("properties", .object([("property", names(group.map(\.name)))])), ("required", .array([.string("property")]))])),
                ("then", .object([("properties", .object([
                    ("from", shape), ("to", shape), ("values", .object([("items", shape)])),
                ]))])),
            ])
        }
        let own = SceneSchema.reference(name(type))
        return .object([
            ("allOf", .array([SceneSchema.reference("timelineEntry"), SceneSchema.reference(trackBase)] + checks)),
            ("properties", .object([
                ("property", names(tracks.map(\.name), described: true)),
                ("group", .object([("items", own)])),
                ("sequence", .object([("items", own)])),
            ])),
        ])
    }

    /// A schema that `property` matches when it is one of `names` (relative
    /// to `chart.`); element names (`series[N].opacity`) match by index or by id.
    static func names(_ names: [String], described: Bool = false) -> JSON {
        let plain = names.filter { !$0.contains("[N]") }.map { JSON.string("chart." + $0) }
        var elements: [(target: String, properties: [String])] = []
        for name in names where name.contains("[N].") {
            let parts = name.components(separatedBy: "[N].")
            if let i = elements.firstIndex(where: { $0.target == parts[0] }) { elements[i].properties.append(parts[1]) }
            else { elements.append((parts[0], [parts[1]])) }
        }
        var choices: [JSON] = []
        if !plain.isEmpty { choices.append(.object([("enum", .array(plain))])) }
        for element in elements {
            let dot = element.target.lastIndex(of: ".")
            let outer = dot.map { String(element.target[...$0]) } ?? ""
            let collection = dot.map { String(element.target[element.target.index(after: $0)...]) } ?? element.target
            let properties = element.properties.map(SchemaDefaults.escaped).joined(separator: "|")
            let pattern = "^chart\\.\(SchemaDefaults.escaped(outer))(\(SchemaDefaults.escaped(collection))\\[[0-9]+\\]|[^\\[\\]]+)\\.(\(properties))$"
            choices.append(.object([("pattern", .string(pattern))]))
        }
        var members: [(String, JSON)] = []
        if described {
            members.append(("description", .string("a property of this chart type: chart.NAME, or chart.COLLECTION[N].NAME / chart.ID.NAME for an element")))
        }
        members += [("type", .string("string"))]
        members.append(choices.count == 1 ? choices[0].members[0] : ("anyOf", .array(choices)))
        return .object(members)
    }

    /// What one value of a track on a property of this shape is.
    static func value(_ shape: TrackShape) -> JSON {
        switch shape.kind {
        case .color: return SceneSchema.schema(.color)
        case .number, .date: return scalar(shape)
        case .named(let names):
            return .object([("anyOf", .array([scalar(shape), .object([("enum", .array(names.map(JSON.string)))])]))])
        case .point, .size, .range, .dateRange:
            return .object([("type", .string("array")), ("items", scalar(shape)), ("minItems", .exact(2)), ("maxItems", .exact(2))])
        case .numbers:
            return .object([("type", .string("array")), ("items", scalar(shape))])
        }
    }

    private static func scalar(_ shape: TrackShape) -> JSON {
        let bounds = shape.kind == .date || shape.kind == .dateRange ? Limits.time : shape.bounds
        let number = SceneSchema.schema(.number(bounds))
        return shape.mayBeDate ? .object([("anyOf", .array([number, SceneSchema.reference("date")]))]) : number
    }
}

extension JSON {
    /// An object's members; none for anything else.
    var members: [(String, JSON)] {
        if case .object(let members) = self { return members.map { ($0.key, $0.value) } }
        return []
    }
}
