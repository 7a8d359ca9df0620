import ReelGeometry
import ReelJSON
import ReelTiming

/// Schema definitions written by hand: shapes that are not an option table
/// (a colour, a paint, a curve expression, a data source, a track's value).
enum SchemaDefinitions {
    /// Sheets that only a hand-written shape refers to (a map of them by id).
    static var sheets: [OptionSheet] { [ActivityOptions.kindTable.sheet] }

    static var shapes: [(String, JSON)] {
        [
            ("color", color),
            ("curve", curve),
            ("date", .object([("type", .string("string")), ("pattern", .string(DateValue.pattern)),
                              ("description", .string("a date: 2019-03-07, 2019-03-07T12:30:00Z, 2019-03-07 12:30+03:00"))])),
            ("null", .object([("type", .string("null"))])),
            ("trackValue", .object([("description", .string("a number, colour, point, size, range or date, as the property takes")),
                                    ("type", .array([.string("number"), .string("string"), .string("array")]))])),
            ("paint", paint),
            ("clock", .object([("type", .string("string")), ("pattern", .string(ClockTime.pattern)),
                               ("description", .string(ClockTime.what))])),
            ("dateRange", .object([("type", .string("array")), ("minItems", .exact(2)), ("maxItems", .exact(2)),
                                   ("items", .object([("anyOf", .array([SceneSchema.schema(.number(Limits.time)),
                                                                        SceneSchema.reference("date")]))]))])),
            ("gradient", gradient),
            ("activityTypes", .object([("type", .string("object")),
                                       ("additionalProperties", SceneSchema.reference(ActivityOptions.kindTable.sheet.name))])),
            ("lineGradient", oneKeyOf(["horizontal", "vertical", "alongLength"], .object([("anyOf", .array([
                .object([("type", .string("array")), ("items", SceneSchema.schema(.color)), ("minItems", .exact(1))]),
                SceneSchema.reference("gradient"),
            ]))]))),
            ("ticks", .object([("anyOf", .array([
                SceneSchema.schema(.integer(AxisOptions.tickCounts)),
                SceneSchema.schema(.numbers(Limits.data, minimum: 0)),
                closed([("step", SceneSchema.schema(.number(AxisOptions.tickSteps)))], required: ["step"]),
            ]))])),
            ("data", data),
            ("circle", closed([("center", SceneSchema.schema(.point)), ("radius", SceneSchema.schema(.number(Limits.length)))],
                              required: ["center", "radius"])),
            ("ellipse", closed([("center", SceneSchema.schema(.point)), ("radii", SceneSchema.schema(.size))],
                               required: ["center", "radii"])),
            ("arc", closed([("center", SceneSchema.schema(.point)), ("radius", SceneSchema.schema(.number(Limits.length))),
                            ("startAngle", SceneSchema.schema(.number(Limits.angle))),
                            ("endAngle", SceneSchema.schema(.number(Limits.angle))), ("clockwise", SceneSchema.schema(.bool))],
                           required: ["center", "radius", "startAngle", "endAngle"])),
            ("text", closed([("string", SceneSchema.schema(.string)), ("at", SceneSchema.schema(.point)),
                             ("size", SceneSchema.schema(.number(ShapesOptions.textSizes))), ("font", SceneSchema.schema(.string)),
                             ("align", SceneSchema.schema(.choice(TextAlignment.Horizontal.allCases.map(\.rawValue)))),
                             ("baseline", SceneSchema.schema(.choice(TextAlignment.Vertical.allCases.map(\.rawValue)))),
                             ("rotation", SceneSchema.schema(.number(ShapesOptions.textRotations))),
                             ("direction", SceneSchema.schema(.choice(TextDirection.allCases.map(\.rawValue))))],
                            required: ["string", "at"])),
        ]
    }

    /// What `Color(parsing:)` reads: a hex form or one of its names.
    private static var color: JSON {
        .object([("description", .string(Color.acceptedForms)), ("type", .string("string")), ("anyOf", .array([
            .object([("pattern", .string(Color.hexPattern))]),
            .object([("enum", .array(Color.named.keys.sorted().map(JSON.string)))]),
        ]))])
    }

    /// What `CurveCatalog.parse` reads: a name, or a function form whose
    /// arguments the schema leaves to `validate`.
    private static var curve: JSON {
        let functions = TimingCurve.functionForms.map { String($0.prefix { $0 != "(" }) }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return .object([("description", .string("a curve: \(TimingCurve.summary)")), ("type", .string("string")), ("anyOf", .array([
            .object([("enum", .array(CurveCatalog.plainNames.map(JSON.string)))]),
            .object([("pattern", .string("^[ \\t]*(\(functions.joined(separator: "|")))[ \\t]*\\(.*\\)[ \\t]*$"))]),
        ]))])
    }

    private static var gradient: JSON {
        closed([("colors", .object([("type", .string("array")), ("items", SceneSchema.schema(.color)), ("minItems", .exact(1))])),
                ("locations", SceneSchema.schema(.numbers(0...1, minimum: 1)))], required: ["colors"])
    }

    private static var paint: JSON {
        let units = ("units", SceneSchema.schema(.choice(["points", "bounds"])))
        let colors = ("colors", SceneSchema.schema(.list(.color, minimum: 1)))
        let locations = ("locations", SceneSchema.schema(.numbers(0...1, minimum: 1)))
        let point = SceneSchema.schema(.point)
        return .object([("anyOf", .array([
            SceneSchema.schema(.color),
            closed([("linearGradient", closed([colors, locations, units, ("start", point), ("end", point)],
                                              required: ["colors", "start", "end"]))], required: ["linearGradient"]),
            closed([("radialGradient", closed([colors, locations, units, ("center", point),
                                               ("radius", SceneSchema.schema(.number(Limits.length)))],
                                              required: ["colors", "center", "radius"]))], required: ["radialGradient"]),
            closed([("conicGradient", closed([colors, locations, units, ("center", point),
                                              ("startAngle", SceneSchema.schema(.number(PaintDecoding.conicStartAngles)))],
                                             required: ["colors", "center"]))], required: ["conicGradient"]),
        ]))])
    }

    private static var data: JSON {
        let fields: [(String, JSON)] = [
            ("x", SceneSchema.schema(.string)),
            ("y", SceneSchema.schema(.anyOf([.string, .list(.string, minimum: 1)]))),
            ("delimiter", SceneSchema.schema(.choice([",", ";", "\t"]))),
        ]
        let chart = ("chart", SceneSchema.schema(.integer(0...DataSource.maximumChartIndex)))
        return .object([("anyOf", .array([
            closed([("file", SceneSchema.schema(.string))] + fields + [chart], required: ["file"]),
            closed([("csv", SceneSchema.schema(.string))] + fields, required: ["csv"]),
            closed([("telegram", SceneSchema.schema(.string)), chart], required: ["telegram"]),
            closed([("records", .object([("type", .string("array")), ("minItems", .integer(1)), ("items", .object([("type", .string("object"))])),
                                         ("description", .string("records written inline, read as a file of records"))]))] + fields.prefix(2),
                   required: ["records"]),
            .object([("type", .string("object")), ("required", .array([.string("columns"), .string("types")])),
                     ("description", .string("one chart of the contest's chart_data.json, written inline"))]),
        ]))])
    }

    /// An object with exactly these keys allowed.
    static func closed(_ properties: [(String, JSON)], required: [String]) -> JSON {
        .object([("type", .string("object")), ("properties", .object(properties)),
                 ("required", .array(required.map { .string($0) })), ("additionalProperties", .bool(false))])
    }

    private static func oneKeyOf(_ keys: [String], _ value: JSON) -> JSON {
        .object([("oneOf", .array(keys.map { closed([($0, value)], required: [$0]) }))])
    }
}
