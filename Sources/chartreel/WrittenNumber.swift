import ArgumentParser

/// A number from the command line that keeps its text, so a message quotes
/// `-1` or `0.10` as the user wrote them, not as `-1.0` or `0.1`.
///
/// Any text is accepted while parsing and checked by `require`, so `--fps 2.5`
/// says what `--fps` takes instead of ArgumentParser's "the value is invalid".
/// Options of this type are declared with `parsing: .unconditional`: the
/// value after `--duration` is taken even when it starts with "-", so
/// `--duration -1` is out of range rather than "missing a value".
struct WrittenNumber<Value: LosslessStringConvertible & Sendable>: ExpressibleByArgument, Sendable {
    let text: String
    private let parsed: Value?

    init(argument: String) {
        text = argument
        parsed = Value(argument)
    }

    /// The number; only for options `require` has accepted.
    var value: Value {
        guard let parsed else { preconditionFailure("\(text) was used before validate() checked it") }
        return parsed
    }

    var defaultValueDescription: String { text }

    /// Fails with "NAME must be EXPECTATION, got TEXT" unless the text is a
    /// number of this type that is `allowed`.
    func require(_ name: String, _ expectation: String, _ allowed: (Value) -> Bool) throws {
        guard let parsed, allowed(parsed) else {
            throw ValidationError("\(name) must be \(expectation), got \(text)")
        }
    }
}

extension WrittenNumber where Value: BinaryFloatingPoint {
    /// Whether the value is finite and in `lower...upper`, or above `lower`
    /// when `open`. NaN and infinities fail every range.
    static func within(_ lower: Value, _ upper: Value, open: Bool = false) -> (Value) -> Bool {
        { $0.isFinite && (open ? $0 > lower : $0 >= lower) && $0 <= upper }
    }
}
