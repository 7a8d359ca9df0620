/// A problem in SVG path data, with the character offset where it was found.
package struct PathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    package let offset: Int
    package let message: String
    package var description: String { "\(message) at character \(offset + 1)" }
}

extension Path {
    /// Parses SVG path data (`d`): M L H V C S Q T A Z in absolute and
    /// relative forms, with the usual shorthand (repeated commands, numbers
    /// like `-1.5e2`, `.5.5`, arc flags without separators).
    package init(svgData text: String) throws {
        var scanner = PathDataScanner(Array(text.utf8))
        self.init()
        var current = Point.zero, start = Point.zero
        var lastControl: Point?, lastCommand: UInt8 = 0
        while let command = try scanner.command(after: lastCommand) {
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : .zero
            func point() throws -> Point { base + Point(try scanner.number(), try scanner.number()) }
            var control: Point?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                current = try point()
                start = current
                move(to: current)
                // Further pairs after a move are lines.
                lastCommand = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
                lastControl = nil
                continue
            case UInt8(ascii: "l"):
                current = try point()
                line(to: current)
            case UInt8(ascii: "h"):
                current = Point((relative ? current.x : 0) + (try scanner.number()), current.y)
                line(to: current)
            case UInt8(ascii: "v"):
                current = Point(current.x, (relative ? current.y : 0) + (try scanner.number()))
                line(to: current)
            case UInt8(ascii: "c"), UInt8(ascii: "s"):
                let isSmooth = command | 0x20 == UInt8(ascii: "s")
                let c1 = isSmooth ? reflect(lastControl, [UInt8(ascii: "c"), UInt8(ascii: "s")], lastCommand, current)
                    : try point()
                let c2 = try point(), end = try point()
                cubic(to: end, control1: c1, control2: c2)
                control = c2
                current = end
            case UInt8(ascii: "q"), UInt8(ascii: "t"):
                let isSmooth = command | 0x20 == UInt8(ascii: "t")
                let c = isSmooth ? reflect(lastControl, [UInt8(ascii: "q"), UInt8(ascii: "t")], lastCommand, current)
                    : try point()
                let end = try point()
                quad(to: end, control: c)
                control = c
                current = end
            case UInt8(ascii: "a"):
                let rx = try scanner.number(), ry = try scanner.number(), rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let end = try point()
                if let segments = EllipticalArc.cubics(from: current, to: end, rx: rx, ry: ry, rotationDegrees: rotation,
                                                       largeArc: large, sweep: sweep) {
                    for (c1, c2, p) in segments { cubic(to: p, control1: c1, control2: c2) }
                } else if end != current {
                    line(to: end)
                }
                current = end
            default:  // z
                close()
                current = start
            }
            lastControl = control
            lastCommand = command
        }
    }

    /// The first control of a smooth curve: the previous one mirrored, when
    /// the previous command was of the same family; otherwise the current point.
    private func reflect(_ control: Point?, _ family: [UInt8], _ previous: UInt8, _ current: Point) -> Point {
        guard let control, family.contains(previous | 0x20) else { return current }
        return current * 2 - control
    }
}

/// Reads the tokens of SVG path data.
struct PathDataScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    /// The next command letter, or the previous command again when numbers
    /// follow without one; nil at the end.
    mutating func command(after previous: UInt8) throws -> UInt8? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if Self.commands.contains(byte) {
            index += 1
            return byte
        }
        guard previous != 0, previous | 0x20 != UInt8(ascii: "z") else {
            let what = previous == 0 ? "path data must start with a command (M)" : "expected a command after Z"
            throw PathDataError(offset: index, message: "\(what), found '\(Character(Unicode.Scalar(byte)))'")
        }
        return previous
    }

    mutating func number() throws -> Double {
        skipSeparators()
        let start = index
        func digits() { while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; digits() }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e"), index > start {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let before = index
            digits()
            if index == before { index = mark }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let found = index < bytes.count ? "'\(Character(Unicode.Scalar(bytes[index])))'" : "the end"
            throw PathDataError(offset: start, message: "expected a number, found \(text.isEmpty ? found : "\"\(text)\"")")
        }
        return value
    }

    /// An arc flag: a single 0 or 1, separators optional.
    mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw PathDataError(offset: index, message: "expected an arc flag (0 or 1)")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }
}
