import Foundation
import ReelSystem

/// Hands a GIF's palette to an encoding pass that was started before the
/// palette existed: the encoder reads it from a FIFO, where it waits (in
/// `open`) until the palette pass has finished.
///
/// The palette is written only once the encoder holds the FIFO open: a
/// FIFO's contents are dropped when its last end closes, so writing before
/// the reader arrived could lose them. Opening for writing without blocking
/// fails with ENXIO until then, which is what `deliver` waits out.
struct PaletteRelay {
    /// The FIFO the encoder reads (`-f png_pipe -i fifo`).
    let fifo: URL

    /// Creates the FIFO.
    init(fifo: URL) throws {
        self.fifo = fifo
        guard mkfifo(fifo.path, 0o600) == 0 else {
            throw SystemError.output("cannot create \(fifo.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `palette` (a PNG file) into the FIFO for `encoder` and closes
    /// it, which ends the encoder's palette input. Waits at most `timeout`
    /// seconds for the encoder to open the FIFO; throws if it exits first.
    func deliver(_ palette: URL, to encoder: FFmpegProcess, timeout: Double, cancellation: Cancellation) throws {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: palette)
        } catch {
            throw EncodingError.unusable("ffmpeg ended the GIF palette pass without writing the palette ("
                                       + (SystemErrorText.line(for: error, path: palette.path) ?? "\(error)")
                                       + "); the target was not replaced")
        }
        let wait = Wait(timeout: timeout, cancellation: cancellation)
        var fd: Int32 = -1
        while fd < 0 {
            fd = open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { break }
            guard errno == ENXIO || errno == EINTR else {
                throw SystemError.output("cannot open \(fifo.path): \(String(cString: strerror(errno)))")
            }
            // An encoder gone before it read its palette: its own error says why.
            guard encoder.isRunning else { return }
            try wait.pause("open")
        }
        defer { close(fd) }
        try write(bytes, to: fd, wait)
    }

    private func write(_ bytes: Data, to fd: Int32, _ wait: Wait) throws {
        try bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n; continue }
                guard n < 0, errno == EAGAIN || errno == EINTR else { return }  // the encoder went away
                try wait.pause("read")
            }
        }
    }

    /// The encoder's time limit while it takes its palette, from when `deliver` began.
    private struct Wait {
        let timeout: Double
        let cancellation: Cancellation
        let started = DispatchTime.now().uptimeNanoseconds

        /// Throws if cancelled or past the limit (naming what the encoder did
        /// not do with its palette), else sleeps 2 ms before the next try.
        func pause(_ action: String) throws {
            try cancellation.check()
            guard Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 < timeout else {
                throw SystemError.stalled(stage: "GIF encoding pass",
                                            message: "ffmpeg did not \(action) its palette within \(SystemError.seconds(timeout)); stopped it")
            }
            usleep(2000)
        }
    }

    /// Lets an encoder still waiting in `open` go: a writer that opens and
    /// closes at once gives it an end of file (ffmpeg's signal handler does
    /// not interrupt that `open`).
    func release() {
        let fd = open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if fd >= 0 { close(fd) }
    }
}
