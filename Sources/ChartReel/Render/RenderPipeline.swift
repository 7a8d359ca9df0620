import Foundation
import ReelEncoding
import ReelGeometry
import ReelRaster

/// Renders a scene's frames on several threads and hands them over in order.
///
/// Each worker owns a `FrameRenderer`, so no lock is taken while a frame
/// is drawn. Workers claim frame indices in increasing order and draw into
/// frames from a fixed pool (contiguous canvases, so a finished canvas is the
/// frame's bytes, converted in place where the layout keeps 4 bytes a pixel,
/// else into the frame's own buffer); the calling
/// thread takes the frames back in order and passes them on (to an encoder,
/// which works meanwhile). The pool, `jobs + 1` frames, is the reorder
/// window: memory depends on the frame size and the number of workers,
/// never on the clip's length. Frames are pure
/// functions of time, so the output is the same for any number of workers.
final class RenderPipeline: @unchecked Sendable {
    let scene: Scene
    let spec: VideoSpec
    let jobs: Int
    private let cancellation: Cancellation
    private let condition = NSCondition()
    private var nextToClaim = 0
    private var ready: [Int: FrameBuffer] = [:]
    private var free: [FrameBuffer] = []
    private var failure: Error?
    private var idleWorkers: [Worker] = []

    /// `jobs` workers render `spec.frameCount` frames at `spec.fps` in `spec.layout`.
    init(scene: Scene, spec: VideoSpec, jobs: Int, cancellation: Cancellation) {
        self.scene = scene
        self.spec = spec
        self.jobs = max(1, jobs)
        self.cancellation = cancellation
    }

    /// Renders every frame once, calling `consume` with each in order on this thread.
    func run(_ consume: (UnsafeRawBufferPointer, Int) throws -> Void) throws {
        if free.isEmpty && ready.isEmpty {
            free = try (0..<(jobs + 1)).map { _ in try FrameBuffer(spec) }
        }
        condition.lock()
        nextToClaim = 0
        failure = nil
        free += ready.values
        ready.removeAll()
        condition.unlock()
        let group = DispatchGroup()
        for _ in 0..<jobs {
            let worker = try takeWorker()
            group.enter()
            let thread = Thread { [self] in
                work(worker)
                condition.lock()
                idleWorkers.append(worker)
                condition.unlock()
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer { group.wait() }
        do {
            for index in 0..<spec.frameCount {
                let buffer = try waitForFrame(index)
                defer { recycle(buffer) }
                try consume(UnsafeRawBufferPointer(buffer.bytes), index)
            }
        } catch {
            stop(with: error)
            throw error
        }
    }

    /// Frees the canvases between passes (a sink may need the memory to
    /// finish); the next `run` allocates them again.
    func releaseCanvases() {
        condition.lock()
        free.removeAll()
        ready.removeAll()
        condition.unlock()
    }

    private func takeWorker() throws -> Worker {
        condition.lock()
        defer { condition.unlock() }
        if let worker = idleWorkers.popLast() { return worker }
        return try Worker(scene: scene, spec: spec)
    }

    private func work(_ worker: Worker) {
        while let (index, buffer) = claim() {
            do {
                try cancellation.check()
                try worker.render(frame: index, into: buffer)
                deliver(buffer, index)
            } catch {
                stop(with: error)
                return
            }
        }
    }

    /// The next frame to render and a buffer for it, waiting for a free
    /// buffer; nil when all are claimed or the run failed.
    private func claim() -> (Int, FrameBuffer)? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && nextToClaim < spec.frameCount && free.isEmpty { condition.wait() }
        guard failure == nil, nextToClaim < spec.frameCount else { return nil }
        nextToClaim += 1
        return (nextToClaim - 1, free.removeLast())
    }

    private func deliver(_ buffer: FrameBuffer, _ index: Int) {
        condition.lock()
        ready[index] = buffer
        condition.broadcast()
        condition.unlock()
    }

    private func waitForFrame(_ index: Int) throws -> FrameBuffer {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil && failure == nil { condition.wait() }
        if let failure { throw failure }
        return ready.removeValue(forKey: index)!
    }

    private func recycle(_ buffer: FrameBuffer) {
        condition.lock()
        free.append(buffer)
        condition.broadcast()
        condition.unlock()
    }

    /// Records the first failure and wakes everyone; frames rendered but not
    /// written go back to the pool.
    private func stop(with error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        free += ready.values
        ready.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}

/// A canvas of the pool and the bytes it is handed over as: the canvas's
/// own pixels, or a buffer of their own for layouts of another size.
private final class FrameBuffer: @unchecked Sendable {
    let canvas: Canvas
    let bytes: UnsafeMutableRawBufferPointer
    private let ownsBytes: Bool

    init(_ spec: VideoSpec) throws {
        canvas = try Canvas(contiguousWidth: spec.width, height: spec.height)
        let own = canvas.contiguousBytes!
        ownsBytes = spec.frameByteCount != own.count
        bytes = ownsBytes ? .allocate(byteCount: spec.frameByteCount, alignment: 64) : own
    }

    deinit { if ownsBytes { bytes.deallocate() } }
}

/// One worker's renderer, kept across passes; used by one thread at a time.
private final class Worker: @unchecked Sendable {
    private var renderer: FrameRenderer
    private let fps: Double
    private let layout: PixelLayout
    private let transparent: Bool
    private let padding: Color

    init(scene: Scene, spec: VideoSpec) throws {
        renderer = FrameRenderer(scene: scene)
        fps = Double(spec.fps)
        layout = spec.layout
        transparent = scene.canvas.isTransparent
        padding = Color(parsing: "#" + spec.padColor) ?? .black
    }

    /// Draws frame `index` on the frame's canvas, then turns its pixels into the layout's bytes.
    func render(frame index: Int, into frame: FrameBuffer) throws {
        let canvas = frame.canvas
        try renderer.draw(at: Double(index) / fps, on: canvas)
        let pixels = canvas.contiguousBytes!
        switch layout {
        case .rgba: canvas.copyRGBA(into: pixels)
        case .bgra: canvas.copyBGRA(into: pixels)
        case .bgr0: if transparent { canvas.copyBGR0(over: .black, into: pixels) }  // else already bgr0
        case .yuv420p:
            if transparent { canvas.copyBGR0(over: .black, into: pixels) }
            canvas.copyYUV420(padding: padding, into: frame.bytes)
        }
    }
}
