import ReelGeometry

/// A JSON value together with its path and source, with typed accessors that
/// fail with a `SceneError` naming the place and the accepted values.
struct ValueContext {
    let value: JSONValue
    let path: String
    let source: SourceText
    /// The decode this value is read in: where problems go when validating,
    /// and the files read; children share it.
    let session: DecodingSession
    /// The largest text size the scene's canvas can show, in points, once
    /// the canvas is known (`CanvasSpec.largestTextSize`); children inherit it.
    var textSizeLimit: Double? = nil

    /// A value inside this one, at `path`, read under the same limits.
    func child(_ value: JSONValue, path: String) -> ValueContext {
        ValueContext(value: value, path: path, source: source, session: session, textSizeLimit: textSizeLimit)
    }

    /// `body`'s result, or nil when it failed and validation recorded the
    /// failure (`DecodingSession.attempt`).
    func attempt<T>(_ body: () throws -> T) throws -> T? {
        try session.attempt(body)
    }

    /// A text size in points: within `range`, and no larger than the canvas
    /// can show (a glyph bigger than the frame draws nothing useful and
    /// costs a mask of many frames' size).
    func textSize(in range: ClosedRange<Double>) throws -> Double {
        let size = try number(in: range)
        if let limit = textSizeLimit, size > limit {
            throw error("a text size of \(OptionType.short(size)) is larger than the canvas can show; "
                        + "at most \(OptionType.short(limit)) (the canvas's larger side, in points)")
        }
        return size
    }

    func error(_ message: String) -> SceneError {
        SceneError(location: source.location(of: value.offset), path: path, message: message)
    }

    /// "found X", with what YAML made of X where that is likely not what
    /// the author meant (`YAMLTraps`).
    func found(expecting: YAMLTraps.Expectation = .other) -> String {
        "found \(value.summary)" + YAMLTraps.hint(for: value, in: source, expecting: expecting)
    }

    func number(in range: ClosedRange<Double>? = nil, what: String = "a number") throws -> Double {
        guard case .number(let n) = value.kind else { throw error("expected \(what), \(found())") }
        if let range, !range.contains(n) {
            throw error("\(value.summary) is out of range; expected \(what) from \(OptionType.short(range.lowerBound)) to \(OptionType.short(range.upperBound))")
        }
        return n
    }

    func integer(in range: ClosedRange<Int>, what: String = "a whole number") throws -> Int {
        guard case .number(let n) = value.kind, n.rounded() == n, abs(n) < 1e15 else {
            throw error("expected \(what), \(found())")
        }
        guard range.contains(Int(n)) else {
            throw error("\(value.summary) is out of range; expected \(what) from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(n)
    }

    func string() throws -> String {
        guard case .string(let s) = value.kind else { throw error("expected a string, \(found(expecting: .text))") }
        return s
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value.kind else { throw error("expected true or false, \(found(expecting: .bool))") }
        return b
    }

    func color() throws -> Color {
        guard case .string(let s) = value.kind else {
            throw error("expected a colour (\(Color.acceptedForms)), \(found(expecting: .text))")
        }
        guard let color = Color(parsing: s) else {
            let hint = s.hasPrefix("#") ? "" : Suggestions.hint(for: s, in: Array(Color.named.keys).sorted())
            throw error("\(value.summary) is not a colour\(hint); expected \(Color.acceptedForms)")
        }
        return color
    }

    /// One of a fixed set of names.
    func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        let s = try string()
        guard let result = E(rawValue: s) else {
            throw error("\(value.summary) is not allowed\(Suggestions.hint(for: s, in: names)); expected one of \(MessageText.list(names))")
        }
        return result
    }

    /// `[x, y]`, each within `Limits.coordinate`.
    func point() throws -> Point {
        let v = try pair("a point [x, y]", each: Limits.coordinate, what: "a coordinate")
        return Point(v.0, v.1)
    }

    /// `[width, height]`, each within `Limits.length`.
    func size() throws -> Size {
        let v = try pair("a size [width, height]", each: Limits.length, what: "a length")
        return Size(v.0, v.1)
    }

    /// `[lower, upper]` with lower <= upper, both within `bounds`.
    func range(within bounds: ClosedRange<Double> = Limits.data) throws -> ValueRange {
        let v = try pair("a range [lower, upper]", each: bounds, what: "a value")
        guard v.0 <= v.1 else { throw error("the lower end \(NumberText.format(v.0)) is above the upper end \(NumberText.format(v.1))") }
        return ValueRange(v.0, v.1)
    }

    /// A time in seconds since 1970: a number, or a date string
    /// (`2019-03-07`, `2019-03-07T12:30:00Z`) read as UTC unless it has an offset.
    func time() throws -> Double {
        guard case .string(let text) = value.kind else {
            return try number(in: Limits.time, what: "a time (seconds since 1970) or a date such as \"2019-03-07\"")
        }
        guard let seconds = DateValue.seconds(text) else {
            throw error("\"\(text)\" is not a date; expected 2019-03-07, 2019-03-07T12:30:00Z or seconds since 1970")
        }
        return seconds
    }

    /// `[lower, upper]` times (numbers or dates), lower <= upper.
    func timeRange() throws -> ValueRange {
        guard case .array(let elements) = value.kind, elements.count == 2 else {
            throw error("expected a range of times [lower, upper], found \(value.summary)")
        }
        let items = try array()
        let lower = try items[0].time(), upper = try items[1].time()
        guard lower <= upper else { throw error("the lower end is after the upper end") }
        return ValueRange(lower, upper)
    }

    /// A number, or one of the names in `names` standing for a number.
    func number(orOneOf names: [String: Double], in bounds: ClosedRange<Double>? = nil) throws -> Double {
        guard case .string(let text) = value.kind else {
            return try number(in: bounds, what: "one of \(names.keys.sorted().joined(separator: ", ")) or a number")
        }
        guard let number = names[text] else {
            let known = names.keys.sorted()
            throw error("\(value.summary) is not allowed\(Suggestions.hint(for: text, in: known)); expected a number or one of \(MessageText.list(known))")
        }
        return number
    }

    /// An array of numbers, each within `bounds`.
    func numbers(in bounds: ClosedRange<Double> = Limits.data) throws -> [Double] {
        try array().map { try $0.number(in: bounds) }
    }

    /// A text with `{name}` placeholders, each one of `placeholders` (given
    /// with their braces): a misspelt placeholder is an error, not text.
    func template(placeholders: [String], allowEmpty: Bool = true) throws -> String {
        let text = try string()
        if text.isEmpty && !allowEmpty { throw error("the format is empty; for no text, leave this section out") }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let found = String(rest[open...close])
            if !placeholders.contains(found) {
                throw error("unknown placeholder \(found)\(Suggestions.hint(for: found, in: placeholders)); this format knows \(MessageText.list(placeholders))")
            }
            rest = rest[rest.index(after: close)...]
        }
        return text
    }

    /// A font: a fontconfig name or a font file's path, loaded once now
    /// (`FontCheck`), so a font that cannot be used is reported at its place
    /// in the scene instead of when the first frame draws text.
    func fontName() throws -> String {
        let name = try string()
        guard !name.isEmpty else { throw error("the font name is empty; expected a fontconfig name such as \"DejaVu Sans:bold\" or a font file") }
        if let problem = FontCheck.problem(with: name, inputs: session.inputs) {
            throw SceneError(location: source.location(of: value.offset), path: path, message: problem, kind: .missingDependency)
        }
        return name
    }

    private func pair(_ what: String, each bounds: ClosedRange<Double>, what item: String) throws -> (Double, Double) {
        guard case .array(let elements) = value.kind, elements.count == 2 else {
            throw error("expected \(what), found \(value.summary)")
        }
        let items = try array()
        return (try items[0].number(in: bounds, what: item), try items[1].number(in: bounds, what: item))
    }

    func array() throws -> [ValueContext] {
        guard case .array(let elements) = value.kind else { throw error("expected an array, \(found())") }
        return elements.enumerated().map { child($1, path: "\(path)[\($0)]") }
    }

    func object() throws -> ObjectReader {
        try ObjectReader(self)
    }
}
