import ReelScene
import Foundation
import ReelGeometry
import ReelJSON
import ReelSystem

/// What `chartreel render` reports once the file is written.
struct RenderSummary {
    let report: RenderReport
    let seconds: Double

    /// The file's size, or the frames' together for a folder of frames.
    var bytes: Int {
        let manager = FileManager.default
        guard report.format == .frames else { return report.bytes ?? 0 }
        let names = (try? manager.contentsOfDirectory(atPath: report.output.path)) ?? []
        return names.reduce(0) { total, name in
            total + (FileBytes.size(of: report.output.appendingPathComponent(name).path) ?? 0)
        }
    }

    /// chartreel's own peak resident memory (ffmpeg's is its own): the
    /// kernel's high-water mark of this program's memory (`VmHWM`), which
    /// starts at exec. `ru_maxrss` does not: it keeps the peak of the process
    /// that started chartreel (a test runner, a build tool) across the exec,
    /// so it is only the fallback where /proc cannot be read.
    var peakMemoryBytes: Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }

    /// CPU seconds (user and system) of this chartreel process so far, all
    /// its threads, and of the encoders it ran (ffmpeg, once each has
    /// exited): for one render, that render's; for several in one command,
    /// their total so far (like `peakMemoryBytes`).
    var cpuSeconds: (own: Double, encoders: Double) {
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(who), &usage)
            let times = [usage.ru_utime, usage.ru_stime]
            return times.reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        }
        return (seconds(RUSAGE_SELF.rawValue), seconds(RUSAGE_CHILDREN.rawValue))
    }

    var line: String {
        "wrote \(report.output.relativePath): \(report.width)x\(report.height), \(report.fps) fps, \(report.frameCount) frames, "
            + "\(ByteCount.format(bytes)) in \(String(format: "%.2f", seconds)) s"
    }

    /// One line of JSON, keys in a fixed order.
    var json: String {
        JSON.object([
            "output": .string(report.output.path), "format": .string(report.format.rawValue),
            "width": .integer(report.width), "height": .integer(report.height), "fps": .integer(report.fps),
            "frames": .integer(report.frameCount), "duration": .fixed(Double(report.frameCount) / Double(report.fps), places: 6),
            "bytes": .integer(bytes), "seconds": .fixed(seconds, places: 3), "jobs": .integer(report.jobs),
            "peakMemoryBytes": .integer(peakMemoryBytes),
            "cpuSeconds": .fixed(cpuSeconds.own, places: 3), "encoderCPUSeconds": .fixed(cpuSeconds.encoders, places: 3),
            "notes": .array(report.notes.map(JSON.string)),
        ]).text(.inline)
    }
}

/// One line on standard error, redrawn as frames are written: frames
/// done of total over every pass (a GIF may render its frames twice),
/// frames per second, time left. Only on a terminal.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDrawn: UInt64 = 0
    private var drawn = false
    private var countdown = ProgressCountdown()

    /// A progress line if standard error is a terminal.
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func show(_ progress: RenderProgress) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        // A tenth of a second between redraws, and always the last frame.
        guard now - lastDrawn > 100_000_000 || progress.framesDone == progress.frameCount else { return }
        lastDrawn = now
        let left = countdown.secondsLeft(done: progress.done, total: progress.total, elapsed: progress.elapsed)
        let pass = progress.passes > 1 ? "pass \(progress.pass) of \(progress.passes): " : ""
        let text = "\(pass)frame \(progress.done)/\(progress.total), "
            + String(format: "%.0f fps, %d jobs", progress.framesPerSecond, progress.jobs)
            + (left.isFinite ? String(format: ", ETA %.1f s", left) : "")
        Console.writeError("\r\u{1B}[Kchartreel: \(text)")
        drawn = true
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Console.writeError("\r\u{1B}[K") }
    }
}
