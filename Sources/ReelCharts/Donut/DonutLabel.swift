import Foundation
import ReelGeometry

/// Text in the middle of a donut. It follows the reveal: while the arc is being
/// drawn, the numbers count up with it.
package struct DonutLabel: Sendable, Hashable {
    /// Template with placeholders `{percent}` (drawn fraction x 100), `{value}`
    /// (the part of `value` drawn so far) and `{maxValue}`.
    package var format: String
    /// Digits after the decimal point for the placeholders.
    package var decimals: Int
    package var font: Font
    package var color: Color
    /// Writes the numbers in the scene's locale (digits, separators).
    package var formatter: ValueFormatter

    package init(format: String = "{percent}%", decimals: Int = 0,
                font: Font = Font(size: 24), color: Color = Color.named["label"]!,
                formatter: ValueFormatter = ValueFormatter()) {
        self.format = format
        self.decimals = decimals
        self.font = font
        self.color = color
        self.formatter = formatter
    }

    /// The placeholders `format` understands.
    package static let placeholders = ["{percent}", "{value}", "{maxValue}"]

    func text(value: Double, percent: Double, maxValue: Double) -> String {
        format
            .replacingOccurrences(of: "{percent}", with: number(percent))
            .replacingOccurrences(of: "{value}", with: number(value))
            .replacingOccurrences(of: "{maxValue}", with: number(maxValue))
    }

    private func number(_ x: Double) -> String {
        // Round first so "-0" never shows and 99.96 with 1 decimal reads "100.0".
        let factor = pow(10, Double(decimals))
        let rounded = (x * factor).rounded() / factor
        return formatter.string(rounded == 0 ? 0 : rounded, .number(decimals: decimals, grouping: true))
    }
}
