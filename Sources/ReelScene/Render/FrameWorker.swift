import ReelEncoding
import ReelGeometry
import ReelRaster

/// One frame of the output window, in the encoder's layout; or a worker's
/// canvas converted in place (not owned: it goes back to no pool).
final class FrameBytes: @unchecked Sendable {
    let bytes: UnsafeMutableRawBufferPointer
    let isOwned: Bool

    init(count: Int) {
        bytes = .allocate(byteCount: count, alignment: 64)
        isOwned = true
    }

    init(borrowing bytes: UnsafeMutableRawBufferPointer) {
        self.bytes = bytes
        isOwned = false
    }

    deinit { if isOwned { bytes.deallocate() } }
}

/// One worker's renderer and canvas, kept across passes; used by one thread at a time.
final class FrameWorker: @unchecked Sendable {
    private var renderer: FrameRenderer
    private var canvas: Canvas?
    /// What a yuv420p frame converted in place holds meanwhile (`Canvas.yuv420ScratchByteCount`).
    private var scratch: UnsafeMutableRawBufferPointer?
    private let times: FrameTimes
    private let spec: VideoSpec
    private let transparent: Bool
    private let padding: Color

    init(farm: FrameFarm, spec: VideoSpec) {
        renderer = FrameRenderer(scene: farm.scene)
        times = farm.times
        self.spec = spec
        transparent = farm.scene.canvas.isTransparent
        padding = Color(parsing: "#" + spec.padColor) ?? .black
    }

    deinit { scratch?.deallocate() }

    func releaseCanvas() {
        canvas = nil
        scratch?.deallocate()
        scratch = nil
    }

    /// What frame `index` draws.
    func displayList(frame index: Int) -> DisplayList {
        renderer.displayList(at: times[index])
    }

    /// Draws `list` (a frame's `displayList`) on this worker's canvas.
    func draw(_ list: DisplayList) throws {
        let canvas = try self.canvas ?? Canvas(contiguousWidth: spec.width, height: spec.height)
        self.canvas = canvas
        try renderer.draw(list, on: canvas)
    }

    /// The canvas drawn last, rewritten in place in the layout's pixels
    /// (yuv420p's smaller planes through `Canvas.convertToYUV420InPlace`);
    /// valid until the next `draw`.
    func convertInPlace() -> UnsafeMutableRawBufferPointer {
        let canvas = canvas!, bytes = canvas.contiguousBytes!
        guard spec.layout == .yuv420p else {
            convert(into: bytes)
            return UnsafeMutableRawBufferPointer(rebasing: bytes[0..<spec.frameByteCount])
        }
        flattenForYUV(canvas)
        let scratch = self.scratch ?? .allocate(byteCount: canvas.yuv420ScratchByteCount, alignment: 64)
        self.scratch = scratch
        return canvas.convertToYUV420InPlace(padding: padding, scratch: scratch)
    }

    /// Writes the canvas drawn last into `bytes` in the layout's pixels;
    /// `bytes` may be the canvas's own (every conversion but yuv420p's reads
    /// a pixel before it writes it).
    func convert(into bytes: UnsafeMutableRawBufferPointer) {
        let canvas = canvas!
        switch spec.layout {
        case .rgba: canvas.copyRGBA(into: bytes)
        case .bgra: canvas.copyBGRA(into: bytes)
        case .bgr0: transparent ? canvas.copyBGR0(over: .black, into: bytes) : canvas.copyBGR0(into: bytes)
        case .yuv420p:
            flattenForYUV(canvas)
            canvas.copyYUV420(padding: padding, into: bytes)
        }
    }

    /// yuv420p has no alpha: a transparent canvas is composited over black
    /// in its own pixels first.
    private func flattenForYUV(_ canvas: Canvas) {
        if transparent { canvas.copyBGR0(over: .black, into: canvas.contiguousBytes!) }
    }
}
