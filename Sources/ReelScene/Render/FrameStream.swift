import Foundation
import ReelEncoding
import ReelGeometry
import ReelRaster
import ReelSystem

/// A `FrameFarm`'s frames handed over in order, to an encoder.
///
/// Each worker owns a `FrameRenderer` (rasteriser and render context) and
/// a canvas, so no lock is taken while a frame is drawn. Workers claim frame indices in increasing order,
/// draw on their canvas and convert the pixels into a frame of the output
/// window; the calling thread takes the frames back in order and passes them
/// on (to an encoder, which works meanwhile).
///
/// The window, `window` frames in the encoder's layout, is both the reorder
/// buffer and the lead the workers may take on the encoder: while ffmpeg
/// starts up (a tenth of a second of dynamic linking on one core) the
/// workers fill it on the idle core, so fewer frames are drawn later while
/// the encoder wants both cores. A frame is claimed while fewer than `lead`
/// frames (the window, and at least one more than the workers) are claimed
/// and not yet handed over; it takes a buffer once it is within `window`
/// frames of the next to hand over. So frames too large for more than a few
/// buffers are still drawn while the encoder takes the one before, and every
/// buffer goes to a frame the consumer waits for before any later one: the
/// next frame to hand over always finds one free. Memory depends on the
/// frame size, the workers and the window, never on the clip's length.
/// Frames are pure functions of time, so the output is the same for any
/// number of workers.
///
/// With `onCanvas`, there is no window: a worker converts its canvas in
/// place and hands the canvas itself over, then waits for it to be written
/// before drawing the next frame. That saves a whole frame where the budget
/// has room for at most one beside the workers (a 4K GIF's 33 MB, an MP4's
/// 12.4 less the 4.1 its chroma is held in, see
/// `RenderOptions.framesOnCanvas`), for the overlap of drawing with writing.
///
/// A frame that draws what the frame before it drew (equal display lists,
/// so equal pixels: a chart at rest) is not drawn again: its worker hands
/// over word of that, and the consumer passes on the previous frame's bytes,
/// which it keeps, within the window, until the next frame is handed over.
/// A worker learns the previous frame's list from the worker that drew it,
/// if that one has got so far; if not, the frame is simply drawn. Either way
/// the bytes are the same. Frames on canvases are always drawn.
///
/// A sink that reads frames by reference (ffmpeg's pipe given the pages
/// by vmsplice) is lent them: each stays out of the pool, its window place
/// taken, until the sink's `lendingLag` frames have been written after it,
/// and the last ones until the next run, after the sink's pass has ended.
///
/// With `adaptive`, one worker starts, and another each time the consumer
/// waits for frames more than `WorkerDemand` allows, up to the farm's
/// workers: where the encoder is the slower side, the cores stay its own.
/// Given `background`, workers well ahead of the consumer draw on the
/// cores nothing else wants, until it nears them (`WorkerYield`).
final class FrameStream: @unchecked Sendable {
    let farm: FrameFarm
    let spec: VideoSpec
    /// The most workers one `run` has started (the consumer's thread reads and changes it).
    private(set) var jobs = 0
    /// Whether workers start as the consumer needs them rather than all at once.
    let adaptive: Bool
    /// Frames in the output window: buffers in the encoder's layout.
    let window: Int
    /// Frames claimed ahead of the consumer (at least `jobs + 1`).
    let lead: Int
    /// Whether each frame is handed over on its worker's canvas.
    let onCanvas: Bool
    private let condition = NSCondition()
    private var nextToClaim = 0
    private var nextToWrite = 0
    private var ready: [Int: Delivery] = [:]
    private var free: [FrameBytes] = []
    /// Frames handed over and not back in the pool yet, oldest first, each
    /// with `nextToWrite` after its last hand-over: the last one while the
    /// next may repeat it, and any the sink may still read (`lag`). Their
    /// window places stay taken; always the window's own frames.
    private var lent: [(frame: FrameBytes, writtenBy: Int)] = []
    /// How many frames after it a frame handed over stays unchanged: the
    /// sink's `lendingLag` when the stream lends frames, else 0.
    let lag: Int
    /// Whether a frame may be handed over as a repeat of the one before.
    private let repeats: Bool
    /// Frames the last `run` handed over as repeats, not drawn (the consumer's thread reads and changes it).
    private(set) var repeatedFrames = 0
    /// Each worker's latest display list, by frame index.
    private var lists: [Int: DisplayList] = [:]
    private var failure: Error?
    private var idleWorkers: [FrameWorker] = []
    /// Moves the workers to the background and back; nil: they stay put.
    private let background: BackgroundPriority?
    /// Where the workers are, and where they go next.
    private var yield: WorkerYield?
    /// The running workers' threads, so the consumer can move them.
    private var workerThreads: [BackgroundPriority.ThreadID] = []

    /// The farm's workers render its frames in `spec.layout`, up to
    /// `window` frames ahead of the consumer, or with `onCanvas` (for a
    /// layout the size of the canvas) on their own canvases.
    /// A sink that reads frames by reference `lendingLag` frames behind is
    /// lent them (`lends`) when the window has two frames more, so that
    /// frames are still drawn ahead; never frames on canvases.
    init(_ farm: FrameFarm, spec: VideoSpec, window: Int, onCanvas: Bool = false, adaptive: Bool = false,
         lendingLag: Int = 0, background: BackgroundPriority? = nil) {
        precondition(!onCanvas || spec.frameByteCount <= spec.width * spec.height * 4)
        self.farm = farm
        self.spec = spec
        self.adaptive = adaptive
        self.window = max(window, 1)
        self.onCanvas = onCanvas
        lead = max(window, farm.jobs + 1)
        repeats = !onCanvas && self.window >= 2
        lag = !onCanvas && lendingLag > 0 && self.window >= lendingLag + 2 ? lendingLag : 0
        self.background = onCanvas ? nil : background
    }

    /// Whether frames are handed over to be read by reference, `lag` frames behind.
    var lends: Bool { lag > 0 }

    /// Renders every frame once, calling `consume` with each in order on this thread.
    func run(_ consume: (UnsafeRawBufferPointer, Int) throws -> Void) throws {
        condition.lock()
        (nextToClaim, nextToWrite, failure, repeatedFrames) = (0, 0, nil, 0)
        reclaimReady()
        // The sink's pass before this one has ended: it reads none of them.
        free.append(contentsOf: lent.map(\.frame))
        lent.removeAll()
        lists.removeAll()
        yield = background == nil ? nil : WorkerYield(window: window)
        condition.unlock()
        let group = DispatchGroup()
        defer { group.wait() }
        var started = 0
        var demand = WorkerDemand()
        do {
            for _ in 0..<(adaptive ? 1 : farm.jobs) { try startWorker(in: group, count: &started) }
            for index in 0..<spec.frameCount {
                let (frame, waited) = try waitForFrame(index)
                defer { handedOver(frame) }
                if adaptive, started < farm.jobs, demand.took(index, waited: waited, now: DispatchTime.now().uptimeNanoseconds) {
                    try startWorker(in: group, count: &started)
                }
                try consume(UnsafeRawBufferPointer(frame.bytes), index)
            }
        } catch {
            stop(with: error)
            throw error
        }
    }

    /// Starts one more worker on a thread of its own, counted in `count` and `jobs`.
    private func startWorker(in group: DispatchGroup, count: inout Int) throws {
        let worker = try takeWorker()
        group.enter()
        let thread = Thread { [self] in
            enterWorkerThread()
            work(worker)
            condition.lock()
            workerThreads.removeAll { $0 == BackgroundPriority.currentThread() }
            idleWorkers.append(worker)
            condition.unlock()
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
        count += 1
        jobs = max(jobs, count)
    }

    /// Frees the window and the workers' canvases between passes (a sink may
    /// need the memory to finish); the next `run` allocates them again.
    func releaseCanvases() {
        condition.lock()
        free.removeAll()
        ready.removeAll()
        // Frames the sink may still read stay until the next run.
        if lag == 0 { lent.removeAll() }
        for worker in idleWorkers { worker.releaseCanvas() }
        condition.unlock()
    }

    /// Counts the calling thread among the workers the consumer moves, in
    /// the background at once if the others are.
    private func enterWorkerThread() {
        guard let background else { return }
        let thread = BackgroundPriority.currentThread()
        condition.lock()
        workerThreads.append(thread)
        if yield?.inBackground == true { background.set(thread, background: true) }
        condition.unlock()
    }

    /// The workers running now, and how many of them are in the background.
    var workerPlaces: (running: Int, inBackground: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (workerThreads.count, workerThreads.filter(BackgroundPriority.isInBackground).count)
    }

    /// Moves every worker as `WorkerYield` decided (`place`: true for the
    /// background). Holds the lock, so no thread leaves meanwhile.
    private func moveWorkers(_ place: Bool?) {
        guard let place, let background else { return }
        for thread in workerThreads { background.set(thread, background: place) }
    }

    private func takeWorker() throws -> FrameWorker {
        condition.lock()
        defer { condition.unlock() }
        if let worker = idleWorkers.popLast() { return worker }
        return FrameWorker(farm: farm, spec: spec)
    }

    private func work(_ worker: FrameWorker) {
        var published: Int?
        while let index = claim() {
            do {
                try farm.cancellation.check()
                let list = worker.displayList(frame: index)
                if repeats {
                    let previous = publish(list, index, replacing: published)
                    published = index
                    if previous == list {
                        deliver(.repeat, index)
                        continue
                    }
                }
                try worker.draw(list)
                if onCanvas {
                    deliver(.pixels(FrameBytes(borrowing: worker.convertInPlace())), index)
                    guard waitUntilWritten(index) else { return }
                    continue
                }
                guard let frame = takeBuffer(for: index) else { return }
                worker.convert(into: frame.bytes)
                deliver(.pixels(frame), index)
            } catch {
                stop(with: error)
                return
            }
        }
    }

    /// The next frame to render, once the window has room for it; nil when
    /// all are claimed or the run failed.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && nextToClaim < spec.frameCount && nextToClaim - nextToWrite >= lead {
            condition.wait()
        }
        guard failure == nil, nextToClaim < spec.frameCount else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    /// A free frame of the window for frame `index`, once it is within
    /// `window` frames of the next to hand over (at once when the window is
    /// the lead); allocated on first use, so a short clip never allocates
    /// the whole window. Nil when the run failed meanwhile.
    private func takeBuffer(for index: Int) -> FrameBytes? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && index - nextToWrite >= window - lent.count { condition.wait() }
        guard failure == nil else { return nil }
        return free.popLast() ?? FrameBytes(count: spec.frameByteCount)
    }

    /// Waits until frame `index` is written (its canvas may be drawn on
    /// again); false when the run failed meanwhile.
    private func waitUntilWritten(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && nextToWrite <= index { condition.wait() }
        return failure == nil
    }

    /// Records `list` as frame `index`'s, in place of the worker's frame
    /// `replacing`, and returns the previous frame's list if known.
    private func publish(_ list: DisplayList, _ index: Int, replacing old: Int?) -> DisplayList? {
        condition.lock()
        defer { condition.unlock() }
        let previous = lists[index - 1]
        if let old { lists[old] = nil }
        lists[index] = list
        return previous
    }

    private func deliver(_ frame: Delivery, _ index: Int) {
        condition.lock()
        ready[index] = frame
        condition.broadcast()
        condition.unlock()
    }

    /// Frame `index` once drawn, and the nanoseconds the caller waited for it.
    private func waitForFrame(_ index: Int) throws -> (FrameBytes, waited: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        var waited: UInt64 = 0
        if ready[index] == nil && failure == nil {
            // Never waits on a worker in the background.
            moveWorkers(yield?.consumerWaits())
            let start = DispatchTime.now().uptimeNanoseconds
            while ready[index] == nil && failure == nil { condition.wait() }
            waited = DispatchTime.now().uptimeNanoseconds - start
        }
        if let failure { throw failure }
        let delivery = ready.removeValue(forKey: index)!
        moveWorkers(yield?.took(ready: ready.count))
        switch delivery {
        case .pixels(let frame): return (frame, waited)
        case .repeat:
            repeatedFrames += 1
            return (lent.last!.frame, waited)
        }
    }

    /// Frame `frame` is written: it is kept while the next frame may repeat
    /// it or the sink may still read it, and the frames lent before it go
    /// back to the pool once `lag` frames have been written after them.
    private func handedOver(_ frame: FrameBytes) {
        condition.lock()
        nextToWrite += 1
        if frame.isOwned {
            if let last = lent.last, last.frame === frame {
                lent[lent.count - 1].writtenBy = nextToWrite
            } else {
                lent.append((frame, nextToWrite))
            }
        }
        let newest = repeats ? 1 : 0
        while lent.count > newest, nextToWrite - lent[0].writtenBy >= lag {
            free.append(lent.removeFirst().frame)
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Puts the frames rendered but not written back in the pool (a
    /// borrowed canvas stays its worker's). Holds the lock.
    private func reclaimReady() {
        for case .pixels(let frame) in ready.values where frame.isOwned { free.append(frame) }
        ready.removeAll()
    }

    /// Records the first failure and wakes everyone; frames rendered but not
    /// written go back to the pool.
    private func stop(with error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        reclaimReady()
        condition.broadcast()
        condition.unlock()
    }
}

/// What a worker hands over for a frame: its pixels, or word that they are
/// the previous frame's.
private enum Delivery {
    case pixels(FrameBytes)
    case `repeat`
}
