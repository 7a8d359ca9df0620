import Foundation
import ReelEncoding

/// One output of a batch: a scene written to a file in a format.
public struct RenderJob: Sendable {
    public var scene: Scene
    public var output: URL
    public var format: VideoFormat
    /// Encoder choices for this output alone, replacing the batch's.
    public var encode: EncodeOptions?

    public init(scene: Scene, output: URL, format: VideoFormat, encode: EncodeOptions? = nil) {
        self.scene = scene
        self.output = output
        self.format = format
        self.encode = encode
    }
}

/// Renders many outputs in one process. Each render is already parallel,
/// but a GIF or WebM encode leaves cores idle that another render can use,
/// so several renders run at once, sharing the workers between them.
public enum BatchRender {
    /// Renders at once: one per core, no more than there are jobs.
    public static func concurrency(jobs: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        max(1, min(jobs, cores))
    }

    /// Renders every job; `finished` is called (on any thread, one call at a
    /// time) as each ends, and `progress` (on the render's thread, several
    /// renders at once) with the job's index as its frames are written.
    /// Results come back in the order of `jobs`; a failure does not stop
    /// the others, except a cancellation.
    public static func run(_ jobs: [RenderJob], options: RenderOptions,
                           progress: (@Sendable (Int, RenderProgress) -> Void)? = nil,
                           finished: @escaping @Sendable (Int, Result<RenderReport, Error>, Double) -> Void)
        -> [Result<RenderReport, Error>] {
        let running = concurrency(jobs: jobs.count)
        let cores = options.jobs > 0 ? options.jobs : ProcessInfo.processInfo.activeProcessorCount
        var shared = options
        shared.jobs = max(1, cores / running)
        shared.progress = nil
        let each = shared
        let results = LockedResults<RenderReport>(count: jobs.count)
        let next = Counter()
        let report = NSLock()
        let group = DispatchGroup()
        for _ in 0..<running {
            group.enter()
            Thread.detachNewThread {
                while let index = next.take(below: jobs.count) {
                    if options.encoder?.cancellation.signal != nil { break }
                    let started = Date()
                    let job = jobs[index]
                    var options = each
                    if let encode = job.encode { options.encoder?.options = encode }
                    if let progress { options.progress = { progress(index, $0) } }
                    let result = Result { try Reel.render(job.scene, to: job.output, format: job.format, options: options) }
                    results.set(index, result)
                    report.lock()
                    finished(index, result, Date().timeIntervalSince(started))
                    report.unlock()
                }
                group.leave()
            }
        }
        group.wait()
        return results.values.map { $0 ?? .failure(EncodingError.interrupted(signal: 0)) }
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// Results written by several threads, one slot each, read once all are done.
final class LockedResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<Value, Error>?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Value, Error>) {
        lock.lock()
        stored[index] = result
        lock.unlock()
    }

    var values: [Result<Value, Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
