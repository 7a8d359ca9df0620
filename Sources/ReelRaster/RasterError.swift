/// Failures of the raster layer.
package enum RasterError: Error, CustomStringConvertible, Equatable {
    case cannotAllocate(width: Int, height: Int)
    case invalidPNG
    case pngEncodingFailed
    /// libgd's shared object (`GDLibrary.soname`) could not be loaded, and why.
    case libraryMissing(String, reason: String)

    package var description: String {
        switch self {
        case .cannotAllocate(let w, let h):
            return "cannot allocate a \(w)x\(h) canvas"
        case .invalidPNG:
            return "the data is not a PNG image libgd can read"
        case .libraryMissing(let soname, let reason):
            return "cannot load libgd (\(soname): \(reason)); chartreel draws every frame with it: "
                + "install it (Debian and Ubuntu: apt-get install libgd3)"
        case .pngEncodingFailed:
            return "libgd could not encode the frame as PNG"
        }
    }
}
