import ReelScene
import Foundation

/// The progress line of `render --out-dir`: which output of how many has
/// started, and frames done of all outputs, redrawn on standard error as
/// the renders (several at once) write frames. Only on a terminal; the
/// summary lines printed as each output is written clear it first.
final class BatchProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var state: BatchProgress
    private var countdown = ProgressCountdown()
    /// "scene", or "output" when each scene is written in several formats.
    private let noun: String
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var drawn = false

    /// A progress line if standard error is a terminal.
    static func onTerminal(frameCounts: [Int], formats: Int) -> BatchProgressLine? {
        isatty(STDERR_FILENO) == 1 ? BatchProgressLine(frameCounts: frameCounts, formats: formats) : nil
    }

    init(frameCounts: [Int], formats: Int) {
        state = BatchProgress(frameCounts: frameCounts)
        noun = formats > 1 ? "output" : "scene"
    }

    func show(_ index: Int, _ progress: RenderProgress) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        state.update(index, progress)
        // A tenth of a second between redraws.
        guard now - lastDrawn > 100_000_000 else { return }
        lastDrawn = now
        Console.writeError("\r\u{1B}[Kchartreel: " + text(elapsed: Double(now - started) / 1e9))
        drawn = true
    }

    /// Clears the line before `print` writes its lines, and marks output `index` done.
    func finished(_ index: Int, then print: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        state.finish(index)
        if drawn { Console.writeError("\r\u{1B}[K") }
        drawn = false
        lastDrawn = 0
        print()
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Console.writeError("\r\u{1B}[K") }
        drawn = false
    }

    /// "scene 2 of 5, frame 130/400, 85 fps, ETA 3.2 s" (no ETA during the first second).
    private func text(elapsed: Double) -> String {
        let (done, total) = (state.done, state.total)
        let left = countdown.secondsLeft(done: done, total: total, elapsed: elapsed)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        return "\(noun) \(state.current) of \(state.count), frame \(done)/\(total), " + String(format: "%.0f fps", fps)
            + (left.isFinite ? String(format: ", ETA %.1f s", left) : "")
    }
}
