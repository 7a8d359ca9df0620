/// What chartreel's SVG writer (`ReelRaster/SVG`) emits, and so all that
/// `SVGAssetGate` admits: its elements, each with the attributes the
/// writer gives it, each attribute's value of the kind the writer writes
/// there. A browser reads more than this (links, scripts, style sheets,
/// `url()` in any case, foreign namespaces); an allow-list of what
/// chartreel writes leaves nothing of that to get past a deny-list.
enum SVGAllowList {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// What an attribute's value may be.
    enum Kind: Equatable {
        /// A decimal number (`-1.5`, `.25`).
        case number
        /// Numbers separated by spaces or commas (`viewBox`, dash arrays).
        case numbers
        /// Path data: commands and numbers.
        case pathData
        /// `none`, `#RRGGBB` or `url(#ID)` of an id of the document.
        case paint
        /// `#RRGGBB`.
        case color
        /// `url(#ID)` of an id of the document.
        case reference
        /// `#ID` of an id of the document.
        case link
        /// An element's id: any text, written with each copy's prefix.
        case id
        /// Text for assistive tools (`aria-label`): any text.
        case label
        /// `translate(…) rotate(…) skewX(…) scale(…)`, any of them.
        case transform
        /// Seconds: a number and `s`.
        case duration
        /// `indefinite`, or a number.
        case repeatCount
        /// Numbers separated by `;`, and within one by spaces (`keyTimes`, `keySplines`).
        case keys
        /// One of these words.
        case choice(Set<String>)
        /// An animation's `attributeName`: an attribute its parent may have.
        case attributeName
        /// An animation's `values`: values of its attribute's kind, separated by `;`.
        case values
    }

    static let kinds: [String: Kind] = {
        var kinds: [String: Kind] = [
            "viewBox": .numbers, "stroke-dasharray": .numbers, "d": .pathData, "fill": .paint, "stroke": .paint,
            "stop-color": .color, "clip-path": .reference, "mask": .reference, "href": .link, "id": .id, "aria-label": .label,
            "transform": .transform, "dur": .duration, "repeatCount": .repeatCount, "keyTimes": .keys, "keySplines": .keys,
            "attributeName": .attributeName, "values": .values,
            "fill-rule": .choice(["nonzero", "evenodd"]), "stroke-linecap": .choice(["butt", "round", "square"]),
            "stroke-linejoin": .choice(["miter", "round", "bevel"]), "display": .choice(["inline", "none"]),
            "gradientUnits": .choice(["userSpaceOnUse"]), "maskUnits": .choice(["userSpaceOnUse"]), "role": .choice(["img"]),
            "calcMode": .choice(["discrete", "linear", "spline"]), "additive": .choice(["sum"]),
            "type": .choice(transformTypes),
        ]
        for name in ["width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "offset", "opacity", "fill-opacity",
                     "stroke-opacity", "stop-opacity", "stroke-width", "stroke-miterlimit", "stroke-dashoffset", "pathLength"] {
            kinds[name] = .number
        }
        return kinds
    }()

    static let transformTypes: Set<String> = ["translate", "rotate", "skewX", "scale"]

    /// What a drawn element (a path, rectangle or group) may say about how it is painted.
    private static let painting: Set<String> = [
        "id", "display", "opacity", "transform", "clip-path", "mask", "fill", "fill-opacity", "fill-rule", "stroke",
        "stroke-opacity", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
        "stroke-dashoffset",
    ]
    private static let animation: Set<String> = ["attributeName", "dur", "repeatCount", "values", "keyTimes", "calcMode", "keySplines"]

    /// Each element the writer writes, with the attributes it may have.
    static let elements: [String: Set<String>] = [
        "svg": ["width", "height", "viewBox"],
        "defs": [],
        "title": [],
        "g": painting.union(["role", "aria-label"]),
        "path": painting.union(["d", "pathLength"]),
        "rect": painting.union(["x", "y", "width", "height"]),
        "use": ["href", "x", "y", "display"],
        "clipPath": ["id"],
        "mask": ["id", "maskUnits", "x", "y", "width", "height"],
        "linearGradient": ["id", "gradientUnits", "x1", "y1", "x2", "y2"],
        "radialGradient": ["id", "gradientUnits", "cx", "cy", "r"],
        "stop": ["offset", "stop-color", "stop-opacity"],
        "animate": animation,
        "animateTransform": animation.union(["type", "additive"]),
    ]

    /// Elements that hold no other element.
    static let leaves: Set<String> = ["title", "animate", "animateTransform"]

    /// What an element's animation may not change: what says what the
    /// element is or links to, rather than how it looks.
    static let unanimated: Set<String> = ["id", "href", "role", "aria-label", "transform"]

    /// `value` read as `kind`, split where it names ids; nil when it is not
    /// of that kind. `.attributeName` and `.values` depend on the element
    /// and are read by the gate.
    static func pieces(_ value: String, as kind: Kind) -> [AdmittedSVG.Piece]? {
        switch kind {
        case .number: return isNumber(value[...]) ? [.text(value)] : nil
        case .numbers: return only(value, numberCharacters.union(" ,")) ? [.text(value)] : nil
        case .pathData: return only(value, numberCharacters.union(" ,MmLlHhVvCcSsQqTtAaZz")) ? [.text(value)] : nil
        case .paint: return value == "none" || isColor(value) ? [.text(value)] : reference(value)
        case .color: return isColor(value) ? [.text(value)] : nil
        case .reference: return reference(value)
        case .link:
            guard value.hasPrefix("#"), isIDName(value.dropFirst()) else { return nil }
            return [.text("#"), .id(String(value.dropFirst()))]
        case .id: return value.isEmpty ? nil : [.id(value)]
        case .label: return [.text(value)]
        case .transform: return isTransform(value[...]) ? [.text(value)] : nil
        case .duration: return value.hasSuffix("s") && isNumber(value.dropLast()) ? [.text(value)] : nil
        case .repeatCount: return value == "indefinite" || isNumber(value[...]) ? [.text(value)] : nil
        case .keys: return only(value, numberCharacters.union(" ,;")) ? [.text(value)] : nil
        case .choice(let words): return words.contains(value) ? [.text(value)] : nil
        case .attributeName, .values: return nil
        }
    }

    /// An animation's `values` for an attribute of `kind`: each of them of that kind.
    static func values(_ value: String, of kind: Kind) -> [AdmittedSVG.Piece]? {
        var pieces: [AdmittedSVG.Piece] = []
        for (k, item) in value.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
            guard let read = Self.pieces(String(item), as: kind) else { return nil }
            pieces += (k == 0 ? [] : [.text(";")]) + read
        }
        return pieces
    }

    /// What a value of `kind` must look like, for a refusal.
    static func expectation(_ kind: Kind) -> String {
        switch kind {
        case .number, .duration, .repeatCount: return "a number"
        case .numbers, .keys: return "numbers"
        case .pathData: return "path data"
        case .paint: return "none, #RRGGBB or url(#ID) of its own"
        case .color: return "#RRGGBB"
        case .reference: return "url(#ID) of its own"
        case .link: return "#ID of its own"
        case .id, .label: return "text"
        case .transform: return "translate, rotate, skewX and scale"
        case .choice(let words): return words.sorted().joined(separator: " or ")
        case .attributeName: return "an attribute its element has"
        case .values: return "values of its attribute"
        }
    }

    private static let numberCharacters: Set<Character> = Set("0123456789.-+eE")

    private static func only(_ value: String, _ allowed: Set<Character>) -> Bool {
        !value.isEmpty && value.allSatisfy(allowed.contains)
    }

    private static func isNumber(_ value: Substring) -> Bool {
        value.allSatisfy(numberCharacters.contains) && value.contains(where: \.isWholeNumber)
    }

    private static func isColor(_ value: String) -> Bool {
        value.count == 7 && value.hasPrefix("#") && value.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// An id as `url(#…)` and `href` name it: no space, quote or bracket.
    private static func isIDName(_ name: Substring) -> Bool {
        !name.isEmpty && !name.contains { $0.isWhitespace || "()'\"\\;".contains($0) || $0.asciiValue.map { $0 < 0x20 } == true }
    }

    private static func reference(_ value: String) -> [AdmittedSVG.Piece]? {
        guard value.hasPrefix("url(#"), value.hasSuffix(")"), value.count > 6 else { return nil }
        let name = value.dropFirst(5).dropLast()
        return isIDName(name) ? [.text("url(#"), .id(String(name)), .text(")")] : nil
    }

    /// `translate(…)` and the others, each of numbers, separated by spaces.
    private static func isTransform(_ value: Substring) -> Bool {
        var rest = value, parts = 0
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { return parts > 0 }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close,
                  transformTypes.contains(String(rest[..<open])),
                  only(String(rest[rest.index(after: open)..<close]), numberCharacters.union(" ,")) else { return false }
            rest = rest[rest.index(after: close)...]
            parts += 1
        }
    }
}
