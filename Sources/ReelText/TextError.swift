/// Failures of text: a font that cannot be read or set, or text past the
/// limits of one mask.
package enum TextError: Error, CustomStringConvertible, Equatable {
    case text(String, font: String)
    /// Text too large to draw (a label scaled far past the frame): a limit, not a missing font.
    case textTooLarge(String)

    package var description: String {
        switch self {
        case .text(let message, let font):
            return "cannot draw text with font '\(font)': \(message)"
        case .textTooLarge(let message):
            return message
        }
    }
}
