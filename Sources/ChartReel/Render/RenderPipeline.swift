import Foundation
import ReelEncoding
import ReelGeometry
import ReelRaster

/// Renders a scene's frames on several threads and hands them over in order.
///
/// Each worker owns a `FrameRenderer`, so no lock is taken while a frame
/// is drawn. Workers claim frame indices in increasing order and draw into
/// canvases from a fixed pool (contiguous, so a finished canvas is the
/// frame's bytes, converted in place where the layout needs it); the calling
/// thread takes the frames back in order and passes them on (to an encoder,
/// which works meanwhile). The pool, `jobs + 1` canvases, is the reorder
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
    private var ready: [Int: Canvas] = [:]
    private var free: [Canvas] = []
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
            free = try (0..<(jobs + 1)).map { _ in try Canvas(contiguousWidth: spec.width, height: spec.height) }
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
                try consume(UnsafeRawBufferPointer(buffer.contiguousBytes!), index)
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
    private func claim() -> (Int, Canvas)? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && nextToClaim < spec.frameCount && free.isEmpty { condition.wait() }
        guard failure == nil, nextToClaim < spec.frameCount else { return nil }
        nextToClaim += 1
        return (nextToClaim - 1, free.removeLast())
    }

    private func deliver(_ buffer: Canvas, _ index: Int) {
        condition.lock()
        ready[index] = buffer
        condition.broadcast()
        condition.unlock()
    }

    private func waitForFrame(_ index: Int) throws -> Canvas {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil && failure == nil { condition.wait() }
        if let failure { throw failure }
        return ready.removeValue(forKey: index)!
    }

    private func recycle(_ buffer: Canvas) {
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

/// One worker's renderer, kept across passes; used by one thread at a time.
private final class Worker: @unchecked Sendable {
    private var renderer: FrameRenderer
    private let fps: Double
    private let layout: PixelLayout
    private let transparent: Bool

    init(scene: Scene, spec: VideoSpec) throws {
        renderer = FrameRenderer(scene: scene)
        fps = Double(spec.fps)
        layout = spec.layout
        transparent = scene.canvas.isTransparent
    }

    /// Draws frame `index` on `canvas`, then turns its pixels into the layout's bytes in place.
    func render(frame index: Int, into canvas: Canvas) throws {
        try renderer.draw(at: Double(index) / fps, on: canvas)
        let bytes = canvas.contiguousBytes!
        switch layout {
        case .rgba: canvas.copyRGBA(into: bytes)
        case .bgr0 where transparent: canvas.copyBGR0(over: .black, into: bytes)
        case .bgr0: break  // libgd's pixels already are bgr0
        }
    }
}
