/// How the text of a YAML scalar becomes a value: YAML 1.2's core schema
/// (`true`, `12`, `1.5e3`, `null`; anything else is a string), with the
/// forms that YAML 1.1 reads differently, or that JSON has no word for,
/// refused with what to write instead, so a scene means the same whichever
/// YAML its author had in mind.
enum YAMLScalar {
    /// A scalar's text that cannot be read, and why.
    struct Refusal: Error {
        let message: String
    }

    /// The value of a plain (unquoted) scalar.
    static func plain(_ text: String) throws(Refusal) -> JSONValue.Kind {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if let number = try number(text) { return .number(number) }
        return .string(text)
    }

    /// The value of a scalar carrying an explicit tag: the standard tags
    /// are honoured (`!!str 12` is the string "12"), if the text is what
    /// the tag says; any other tag is refused.
    static func tagged(_ text: String, tag: String) throws(Refusal) -> JSONValue.Kind {
        let name = display(tag: tag)
        let kind: JSONValue.Kind
        switch name {
        case "!", "!!str": return .string(text)
        case "!!int", "!!float", "!!bool", "!!null": kind = try plain(text)
        case "!!map", "!!seq": throw Refusal(message: "tag \(name) on a scalar (\(quoted(text))); it belongs on a \(name == "!!map" ? "mapping" : "sequence")")
        default: throw unknown(tag: name)
        }
        switch (name, kind) {
        case ("!!int", .number(let n)) where n.rounded() == n: return kind
        case ("!!float", .number), ("!!bool", .bool), ("!!null", .null): return kind
        default:
            let what = ["!!int": "an integer", "!!float": "a number", "!!bool": "true or false", "!!null": "null"][name] ?? name
            throw Refusal(message: "\(name) \(quoted(text)) is not \(what)")
        }
    }

    /// Checks the tag of a mapping or sequence: none, `!`, or the one that
    /// says what it is.
    static func check(collectionTag tag: String?, isMapping: Bool) throws(Refusal) {
        guard let tag else { return }
        let name = display(tag: tag)
        switch name {
        case "!", isMapping ? "!!map" : "!!seq": return
        case "!!map", "!!seq", "!!str", "!!int", "!!float", "!!bool", "!!null":
            throw Refusal(message: "tag \(name) on a \(isMapping ? "mapping" : "sequence")")
        default: throw unknown(tag: name)
        }
    }

    /// `!!int` rather than `tag:yaml.org,2002:int`, as the file writes it.
    static func display(tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        let name = tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
        return MessageText.shortened(name, to: JSONValue.summaryLength)
    }

    private static func unknown(tag name: String) -> Refusal {
        Refusal(message: "tag \(name) is not allowed; a scene may use only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + MessageText.shortened(text, to: JSONValue.summaryLength) + "\""
    }
}

extension YAMLScalar {
    /// The number `text` writes, nil if it is no number, or a refusal for
    /// numbers written in a way that YAML 1.1 and 1.2 read differently or
    /// that is not finite.
    static func number(_ text: String) throws(Refusal) -> Double? {
        let bytes = Array(text.utf8)
        if NumberSyntax.isDecimal(bytes[...]) {
            if let fix = NumberSyntax.withoutLeadingZeros(bytes) {
                let octal = NumberSyntax.octalValue(of: bytes).map { ", which YAML 1.1 reads as octal (\($0))" } ?? ""
                throw Refusal(message: "\(short(text)) has a leading zero\(octal); write \(short(fix))")
            }
            guard let value = Double(text), value.isFinite else { throw Refusal(message: NumberMessages.outOfRange(text)) }
            return value
        }
        if NumberSyntax.isNotFinite(text) { throw Refusal(message: NumberMessages.notFinite(text)) }
        if let (base, value) = NumberSyntax.radixValue(bytes) {
            let decimal = value.map { " (\($0))" } ?? ""
            throw Refusal(message: "\(short(text)) is \(base) number; write it in decimal\(decimal)")
        }
        if bytes.contains(UInt8(ascii: "_")) {
            let plain = bytes.filter { $0 != UInt8(ascii: "_") }
            if NumberSyntax.isDecimal(plain[...]) || NumberSyntax.radixValue(plain) != nil {
                throw Refusal(message: "\(short(text)) groups digits with _, which YAML 1.2 reads as text; write \(short(String(decoding: plain, as: UTF8.self)))")
            }
        }
        return nil
    }

    private static func short(_ text: String) -> String { MessageText.shortened(text, to: JSONValue.summaryLength) }
}

/// The messages the JSON and YAML readers give for numbers they cannot hold.
enum NumberMessages {
    static func outOfRange(_ text: String) -> String {
        "number \(MessageText.shortened(text, to: JSONValue.summaryLength)) is out of range; numbers go up to about 1.8e308"
    }

    static func notFinite(_ text: String) -> String {
        "\(MessageText.shortened(text, to: JSONValue.summaryLength)) is not a finite number"
    }
}
