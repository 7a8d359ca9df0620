import ReelEncoding
/// The tokens of strict JSON (RFC 8259), read in place: strings are
/// checked and measured but never decoded, numbers are parsed only where
/// their value is checked.
extension LottieScanner {
    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func blanks() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func expect(_ character: Unicode.Scalar) throws {
        guard peek == UInt8(ascii: character) else {
            throw syntax(peek == nil ? "it ends before its last bracket closes" : "\(character) expected")
        }
        position += 1
    }

    func syntax(_ problem: String) -> AssetRefusal {
        AssetRefusal(reason: "not a JSON document (\(problem) at byte \(position))")
    }

    /// The JSON path of the value being read, as a message shows it
    /// (`layers[0].ks.o.x`), through the first `frames` open containers.
    func path(frames: Int? = nil) -> String {
        var text = ""
        for frame in stack.prefix(frames ?? stack.count) {
            if frame.isObject, !frame.key.isEmpty {
                text += (text.isEmpty ? "" : ".") + ByteText.shown(frame.key)
            } else if !frame.isObject, frame.count > 0 {
                text += "[\(frame.count - 1)]"
            }
            if text.count > 120 { return String(text.prefix(120)) + "…" }
        }
        return text.isEmpty ? "the top" : text
    }

    /// A string's bytes between its quotes, escapes as written.
    mutating func string() throws -> ArraySlice<UInt8> {
        let start = position + 1
        position = start
        while let byte = peek, byte != UInt8(ascii: "\"") {
            guard byte >= 0x20 else { throw syntax("a control character in a string") }
            position += 1
            if byte == UInt8(ascii: "\\") { try escape() }
            guard position - start <= bounds.string else {
                throw bounds.excess("it has a string longer than \(bounds.string) bytes", at: path(), written: \.longestString)
            }
        }
        guard peek != nil else { throw syntax("a string does not end") }
        position += 1
        shape.longestString = max(shape.longestString, position - 1 - start)
        return bytes[start..<(position - 1)]
    }

    /// The escape after a backslash.
    private mutating func escape() throws {
        guard let byte = peek else { throw syntax("a string does not end") }
        position += 1
        if "\"\\/bfnrt".utf8.contains(byte) { return }
        guard byte == UInt8(ascii: "u"), position + 4 <= bytes.count,
              bytes[position..<(position + 4)].allSatisfy({ Self.isHexDigit($0) }) else {
            throw syntax("an escape that is not JSON's")
        }
        position += 4
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// A number; its value is checked where `check` asks for it.
    mutating func number(_ check: Check) throws {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        if peek == UInt8(ascii: "0") { position += 1 } else { try digits() }
        if peek == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
        guard position - start <= Self.longestNumber else {
            throw AssetRefusal(reason: "it has a number of more than \(Self.longestNumber) characters at \(path())")
        }
        guard check != .none, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { return }
        switch check {
        case .layerType:
            guard value == 4 else { throw notAShapeLayer(path(frames: stack.count - 1)) }
            stack[stack.count - 1].isShapeLayer = true
        case .top(let key): top.numbers[key] = value
        case .none, .shapeType: break
        }
    }

    private mutating func digits() throws {
        let start = position
        while let byte = peek, (0x30...0x39).contains(byte) { position += 1 }
        guard position > start else { throw syntax("a number without digits") }
    }

    mutating func literal() throws {
        for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
            position += word.utf8.count
            return
        }
        throw syntax("a word that is not true, false or null")
    }
}
