import CGD
import ReelSystem

/// libgd's functions, loaded when the first canvas is made rather than
/// when chartreel starts.
///
/// libgd links some forty image-format libraries (HEIF, AVIF, AV1, x265,
/// TIFF, ...) that chartreel never calls; binding them at start-up took
/// 15-25 ms of every run, before ffmpeg could be started. Loaded on
/// demand, commands that draw nothing never pay it, and a render pays it
/// while ffmpeg, spawned first, starts on the other core. The table is
/// filled once (a lazily initialised static, thread safe) and only read.
struct GDLibrary: @unchecked Sendable {
    /// libgd's shared object (Debian's libgd3; `scripts/deb.sh` names the package that ships it in Depends).
    static let soname = "libgd.so.3"

    let createTrueColor: @convention(c) (Int32, Int32) -> gdImagePtr?
    let destroy: @convention(c) (gdImagePtr?) -> Void
    let saveAlpha: @convention(c) (gdImagePtr?, Int32) -> Void
    let paletteToTrueColor: @convention(c) (gdImagePtr?) -> Int32
    let createFromPngPtr: @convention(c) (Int32, UnsafeMutableRawPointer?) -> gdImagePtr?
    let pngPtrEx: @convention(c) (gdImagePtr?, UnsafeMutablePointer<Int32>?, Int32) -> UnsafeMutableRawPointer?
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The library, or why it could not be loaded.
    private static let loaded: Result<GDLibrary, RasterError> = load()

    /// The loaded library; throws `RasterError.libraryMissing` where it cannot be loaded.
    static func shared() throws -> GDLibrary {
        try loaded.get()
    }

    private static func load() -> Result<GDLibrary, RasterError> {
        do throws(SharedLibrary.Failure) {
            let library = try SharedLibrary(soname)
            // Each function is taken as the type of the field it fills.
            return .success(GDLibrary(
                createTrueColor: try library.function("gdImageCreateTrueColor"),
                destroy: try library.function("gdImageDestroy"),
                saveAlpha: try library.function("gdImageSaveAlpha"),
                paletteToTrueColor: try library.function("gdImagePaletteToTrueColor"),
                createFromPngPtr: try library.function("gdImageCreateFromPngPtr"),
                pngPtrEx: try library.function("gdImagePngPtrEx"),
                free: try library.function("gdFree")))
        } catch {
            return .failure(.libraryMissing(soname, reason: error.reason))
        }
    }
}
