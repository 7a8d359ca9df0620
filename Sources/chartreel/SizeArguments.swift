import ArgumentParser

/// A size written `WxH` on the command line (`320x240`, `10X20`).
enum WxH {
    /// The text on each side of the one `x`, or nil without exactly one.
    static func sides(_ argument: String) -> (width: Substring, height: Substring)? {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
}

/// `--size 320x240`. Any text is taken and checked in `validate()`, so a
/// wrong size gets a message saying what is allowed.
struct CanvasSize: ExpressibleByArgument {
    static let sides = 1.0...8192.0

    let text: String
    let width: Double
    let height: Double

    init?(argument: String) {
        text = argument
        let parts = WxH.sides(argument)
        width = parts.flatMap { Double($0.width) } ?? .nan
        height = parts.flatMap { Double($0.height) } ?? .nan
    }

    func validate() throws {
        guard Self.sides.contains(width), Self.sides.contains(height) else {
            throw ValidationError("--size must be WxH in points, each side from 1 to 8192, got \(text)")
        }
    }

    static var defaultValueDescription: String { "WxH" }
}

/// `80x24`: whole numbers, checked in `validate` so a wrong one gets a message saying what is allowed.
struct CellGrid: ExpressibleByArgument {
    let text: String
    let width: Int
    let height: Int

    init?(argument: String) {
        text = argument
        let sides = WxH.sides(argument)
        width = sides.flatMap { Int($0.width) } ?? 0
        height = sides.flatMap { Int($0.height) } ?? 0
    }

    func validate(_ option: String, sides: ClosedRange<Int>) throws {
        guard sides.contains(width), sides.contains(height) else {
            throw ValidationError("\(option) must be two whole numbers WxH, each from \(sides.lowerBound) "
                                  + "to \(sides.upperBound), got \(text)")
        }
    }
}
