/// Failures of the raster layer.
public enum RasterError: Error, CustomStringConvertible, Equatable {
    case cannotAllocate(width: Int, height: Int)
    case invalidPNG
    case pngEncodingFailed
    case text(String, font: String)
    /// Text too large to draw (a label scaled far past the frame): a limit, not a missing font.
    case textTooLarge(String)

    public var description: String {
        switch self {
        case .cannotAllocate(let w, let h):
            return "cannot allocate a \(w)x\(h) canvas"
        case .invalidPNG:
            return "the data is not a PNG image libgd can read"
        case .pngEncodingFailed:
            return "libgd could not encode the frame as PNG"
        case .text(let message, let font):
            return "cannot draw text with font '\(font)': \(message)"
        case .textTooLarge(let message):
            return message
        }
    }
}
