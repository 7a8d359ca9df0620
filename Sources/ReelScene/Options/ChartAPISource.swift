/// The Swift API's chart types, generated from the option tables as the
/// schema and the format reference are: one struct per chart and per
/// nested section, one typed property per option, its documentation the
/// option's. `make reference` writes them into `Sources/ChartReel/Charts/`
/// and a test fails when they are stale, so a new option reaches Swift
/// without a second hand-written list.
package enum ChartAPISource {
    /// The Swift type each chart is known by, with its scene `type`.
    package static let charts: [(type: String, swiftName: String)] = [
        ("donut", "Donut"), ("shapes", "Shapes"), ("line", "LineChart"), ("telegram", "TelegramChart"), ("activity", "ActivityChart"),
    ]

    /// The generated files, their names and Swift sources: each chart's, and
    /// one per section it reaches (`LineChart+Axis.swift`), so no file
    /// holds a whole chart's hundreds of options.
    package static var files: [(name: String, text: String)] {
        charts.flatMap { chart in
            let sheet = ChartCatalog.charts.first { $0.type == chart.type }!.sheet
            var writer = Writer(chart: chart.swiftName)
            writer.chart(sheet, type: chart.type)
            return writer.files
        }
    }

    /// Writes one chart's files: the chart, then the sections it reaches, each once.
    struct Writer {
        static let header = "// Generated from the option tables by `make reference`: edit the tables, not this file.\n"
        let chart: String
        var text = Self.header
        var files: [(name: String, text: String)] = []
        var written: Set<String> = []
        var pending: [(sheet: OptionSheet, swiftName: String)] = []

        init(chart: String) {
            self.chart = chart
        }

        mutating func chart(_ sheet: OptionSheet, type: String) {
            text += "\n/// The `\(type)` chart.\n///\n/// Its options as the scene file's `chart` object writes them; a property\n"
                + "/// left nil takes the chart's default.\n"
            text += "public struct \(chart): SceneChart {\n"
            text += "    /// The chart's `type` in the scene file.\n    public static let type = \"\(type)\"\n\n"
            body(sheet, owner: chart, isChart: true)
            text += "}\n"
            files.append((chart + ".swift", text))
            while !pending.isEmpty {
                let (section, name) = pending.removeFirst()
                var text = Self.header + "\nextension \(chart) {\n"
                text += "    /// The `\(section.name)` options: \(section.title).\n"
                text += "    public struct \(name): OptionSection {\n"
                var inner = Writer(chart: chart)
                inner.text = ""
                inner.written = written
                inner.body(section, owner: chart + "." + name, isChart: false)
                written = inner.written
                pending += inner.pending
                text += inner.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                text += "    }\n}\n"
                files.append((chart + "+" + name + ".swift", text))
            }
        }

        /// The storage, the initialisers and one property per key. A
        /// chart's storage is public (`SceneChart.options`); a section's is
        /// the library's own, so each section costs the API only its options.
        mutating func body(_ sheet: OptionSheet, owner: String, isChart: Bool) {
            let rows = sheet.rows.filter { !$0.isTrackOnly }
            let typed = rows.map { (row: $0, type: swiftType($0.type), nested: Self.isNested($0.type)) }
            let access = isChart ? "public " : ""
            text += "    /// The options as the scene file writes them.\n    \(access)var options: SceneObject\n\n"
            text += "    /// These options as they are.\n    \(access)init(options: SceneObject) {\n        self.options = options\n    }\n\n"
            text += "    /// The options given; nil leaves an option's default.\n"
            let parameters = typed.map { "\(identifier($0.row.key)): \($0.type)? = nil" }
            text += "    public init(\n" + parameters.map { "        " + $0 }.joined(separator: ",\n") + "\n    ) {\n        options = SceneObject()\n"
            for (row, _, nested) in typed {
                let name = identifier(row.key)
                text += nested ? "        if let \(name) { self.\(name) = \(name) }\n" : "        self.\(name) = \(name)\n"
            }
            text += "    }\n"
            for (row, type, nested) in typed {
                text += "\n" + documentation(row)
                // Sections and lists are never nil, so that a key path reaches
                // into them (`\\.label.size`, `\\.series[0].visible`) and can be set.
                if nested {
                    let empty = type.hasPrefix("[") ? "[]" : "\(type)(options: SceneObject())"
                    text += "    public var \(identifier(row.key)): \(type) {\n"
                    let (get, set) = type.hasPrefix("[") ? ("sections", "setSections") : ("section", "setSection")
                    text += "        get { options.\(get)(\"\(row.key)\") ?? \(empty) }\n        set { options.\(set)(\"\(row.key)\", newValue) }\n    }\n"
                } else {
                    text += "    public var \(identifier(row.key)): \(type)? {\n"
                    text += "        get { options.value(\"\(row.key)\") }\n        set { options.setValue(\"\(row.key)\", newValue) }\n    }\n"
                }
            }
        }

        /// Whether an option holds a section or a list of sections (a nested struct).
        static func isNested(_ type: OptionType) -> Bool {
            switch type {
            case .section, .list(.section, _): return true
            default: return false
            }
        }

        /// The Swift type of an option's value; sections become nested structs.
        mutating func swiftType(_ type: OptionType) -> String {
            switch type {
            case .number: return "Double"
            case .integer: return "Int"
            case .bool: return "Bool"
            case .string, .template, .choice: return "String"
            case .color: return "Color"
            case .range: return "ClosedRange<Double>"
            case .point, .size, .numbers: return "[Double]"
            case .section(let sheet): return sectionName(sheet)
            case .list(.section(let sheet), _): return "[\(sectionName(sheet))]"
            case .defined(name: "curve", _): return "TimingFunction"
            case .defined(name: "data", _): return "ChartData"
            case .list(.anyOf(let kinds), _) where Self.areNumberOrNull(kinds): return "[Double?]"
            case .list, .anyOf, .defined: return "SceneValue"
            }
        }

        /// A series' values: numbers, `null` for a gap.
        static func areNumberOrNull(_ kinds: [OptionType]) -> Bool {
            guard kinds.count == 2, case .number = kinds[0], case .defined(name: "null", _) = kinds[1] else { return false }
            return true
        }

        mutating func sectionName(_ sheet: OptionSheet) -> String {
            let last = sheet.name.split(separator: ".").last.map(String.init) ?? sheet.name
            let name = last.prefix(1).uppercased() + last.dropFirst()
            if !written.contains(sheet.name) {
                written.insert(sheet.name)
                pending.append((sheet, name))
            }
            return name
        }

        /// The option's line, its values and default, and its track name when animatable.
        func documentation(_ row: OptionRow) -> String {
            var lines = [sentence(row.doc), "", "Takes \(row.type.text)" + (row.defaultText.isEmpty ? "." : "; default \(row.defaultText).")]
            if let track = row.animatable.first {
                lines += ["", "Animatable: `chart.\(track.name)`."]
            }
            return lines.map { "    /// \($0)".trimmingTrailingSpace }.joined(separator: "\n") + "\n"
        }

        func sentence(_ doc: String) -> String {
            let first = doc.prefix(1).uppercased() + doc.dropFirst()
            return first.hasSuffix(".") ? first : first + "."
        }

        func identifier(_ key: String) -> String {
            ["default", "in", "is", "as", "self", "Type", "init", "class", "struct", "func", "var", "let"].contains(key) ? "`\(key)`" : key
        }
    }
}

private extension String {
    var trimmingTrailingSpace: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
