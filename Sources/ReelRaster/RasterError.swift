/// Failures of the raster layer.
package enum RasterError: Error, CustomStringConvertible, Equatable {
    case cannotAllocate(width: Int, height: Int)
    case invalidPNG
    case pngEncodingFailed

    package var description: String {
        switch self {
        case .cannotAllocate(let w, let h):
            return "cannot allocate a \(w)x\(h) canvas"
        case .invalidPNG:
            return "the data is not a PNG image libgd can read"
        case .pngEncodingFailed:
            return "libgd could not encode the frame as PNG"
        }
    }
}
