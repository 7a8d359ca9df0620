import ReelJSON
/// The JSON Schema of a scene, generated from the option tables
/// (`Presets/scene.schema.json`; a test keeps the file in step). Draft-07,
/// the draft editors support best.
package enum SceneSchema {
    /// The schema as the file holds it.
    package static var text: String { document.text(.pretty) + "\n" }

    /// Every sheet: the scene's own sections and each chart's, nested ones included.
    static var sheets: [OptionSheet] {
        var found: [String: OptionSheet] = [:]
        var order: [String] = []
        func visit(_ sheet: OptionSheet) {
            guard found[sheet.name] == nil else { return }
            found[sheet.name] = sheet
            order.append(sheet.name)
            sheet.rows.forEach { visit(type: $0.type) }
        }
        func visit(type: OptionType) {
            switch type {
            case .section(let sheet): visit(sheet)
            case .list(let item, _): visit(type: item)
            case .anyOf(let types): types.forEach(visit(type:))
            default: break
            }
        }
        ([SceneSheets.document, SceneSheets.timelineEntry] + ChartCatalog.charts.map(\.sheet) + SchemaDefinitions.sheets).forEach(visit)
        return order.compactMap { found[$0] }
    }

    static var document: JSON {
        var root = object(SceneSheets.document)
        root.insert(("$schema", .string("http://json-schema.org/draft-07/schema#")), at: 0)
        root.insert(("$id", .string(identifier)), at: 1)
        root.insert(("title", .string("chartreel scene")), at: 2)
        root.append(("allOf", .array(SchemaTimeline.rootBranches)))
        let definitions = sheets.filter { $0.name != SceneSheets.document.name }.map { ($0.name, JSON.object(object($0))) }
            + SchemaDefinitions.shapes + [("chart", chartChoice)] + SchemaTimeline.definitions
        root.append(("definitions", .object(definitions)))
        return .object(root)
    }

    /// The schema's `$id`: where the project publishes it. Editors find the
    /// file itself through the scene's `$schema` (`SchemaLocation`).
    package static let identifier = "https://github.com/chartreel/chartreel/raw/main/Presets/scene.schema.json"

    /// `chart`: an object whose `type` picks which chart's sheet applies.
    /// Without `type` no branch applies, so the one message is that `type`
    /// is missing (not every chart's required keys).
    private static var chartChoice: JSON {
        let types = ChartCatalog.charts.map(\.type)
        let branches = JSON.object([
            ("properties", .object([("type", .object([("enum", .array(types.map { .string($0) }))]))])),
            ("allOf", .array(ChartCatalog.charts.map { chart in
                .object([
                    ("if", .object([("properties", .object([("type", .object([("const", .string(chart.type))]))]))])),
                    ("then", reference(chart.sheet.name)),
                ])
            })),
        ])
        return .object([
            ("type", .string("object")),
            ("if", .object([("required", .array([.string("type")]))])),
            ("then", branches),
            ("else", .object([("required", .array([.string("type")]))])),
        ])
    }

    /// The members of an object schema for `sheet`: its keys, the required
    /// ones, nothing else (a chart's sheet also allows its `type`).
    static func object(_ sheet: OptionSheet) -> [(String, JSON)] {
        var properties = sheet.rows.filter { !$0.isTrackOnly }.map { row in
            (row.key, schema(row.type, description: row.doc, default: SchemaDefaults.value(of: row)))
        }
        var required = sheet.rows.filter(\.isRequired).map { JSON.string($0.key) }
        if ChartCatalog.charts.contains(where: { $0.sheet.name == sheet.name }) {
            properties.insert(("type", .object([("const", .string(sheet.name))])), at: 0)
            required.insert(.string("type"), at: 0)
        }
        var members: [(String, JSON)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", .bool(false)))
        return members + SchemaDefaults.rules(sheet.rules)
    }

    static func reference(_ name: String) -> JSON {
        .object([("$ref", .string("#/definitions/\(name)"))])
    }

    /// The schema of one type; `description` documents a key's value.
    static func schema(_ type: OptionType, description: String? = nil, default value: JSON? = nil) -> JSON {
        var members: [(String, JSON)] = []
        if let description { members.append(("description", .string(description))) }
        if let value { members.append(("default", value)) }
        switch type {
        case .number(let r):
            members += [("type", .string("number"))] + bounds(r)
        case .integer(let r):
            members += [("type", .string("integer")), ("minimum", .exact(Double(r.lowerBound))),
                        ("maximum", .exact(Double(r.upperBound)))]
        case .bool: members.append(("type", .string("boolean")))
        case .string: members.append(("type", .string("string")))
        case .template(let placeholders, let allowEmpty):
            members += [("type", .string("string")), ("pattern", .string(SchemaDefaults.templatePattern(placeholders)))]
            if !allowEmpty { members.append(("minLength", .exact(1))) }
        case .color: members.append(("$ref", .string("#/definitions/color")))
        case .choice(let names): members.append(("enum", .array(names.map { .string($0) })))
        case .point: members += pair(Limits.coordinate)
        case .size: members += pair(Limits.length)
        case .range(let r): members += pair(r)
        case .numbers(let r, let minimum):
            members += [("type", .string("array")), ("items", .object([("type", .string("number"))] + bounds(r)))]
            if minimum > 0 { members.append(("minItems", .exact(Double(minimum)))) }
        case .list(let item, let minimum):
            members += [("type", .string("array")), ("items", schema(item))]
            if minimum > 0 { members.append(("minItems", .exact(Double(minimum)))) }
        case .section(let sheet): members.append(("$ref", .string("#/definitions/\(sheet.name)")))
        case .anyOf(let types): members.append(("anyOf", .array(types.map { schema($0) })))
        case .defined(let name, _): members.append(("$ref", .string("#/definitions/\(name)")))
        }
        return .object(members)
    }

    private static func bounds(_ r: ClosedRange<Double>) -> [(String, JSON)] {
        r == Limits.unbounded ? [] : [("minimum", .exact(r.lowerBound)), ("maximum", .exact(r.upperBound))]
    }

    private static func pair(_ r: ClosedRange<Double>) -> [(String, JSON)] {
        [("type", .string("array")), ("items", .object([("type", .string("number"))] + bounds(r))),
         ("minItems", .exact(2)), ("maxItems", .exact(2))]
    }
}
