import Foundation
import Glibc
import ReelEncoding

/// Copies a finished file to standard output (`-o -`) so that a signal ends
/// the copy at once, even when nothing reads the pipe.
///
/// A blocking write into a full pipe is restarted after every signal (the
/// handlers are SA_RESTART) and the signal may land on another thread, so
/// such a write would never return. Instead the copy waits for room in
/// `poll`, in short slices that check the cancellation, and writes no more
/// than a pipe takes without blocking once `poll` says it has room.
struct StandardOutputCopy {
    let cancellation: Cancellation
    var fd: Int32 = STDOUT_FILENO

    /// Copies `file`; throws `InterruptedOutput` once cancelled, and
    /// `OutputStreamError` when standard output cannot be written.
    func copy(_ file: URL) throws {
        let source = open(file.path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else {
            throw OutputStreamError(reason: "cannot read \(file.path): \(SystemErrorText.reason(errno: errno))")
        }
        defer { close(source) }
        let piece = isStream ? Int(PIPE_BUF) : 1 << 20
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(source, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw OutputStreamError(reason: "cannot read \(file.path): \(SystemErrorText.reason(errno: errno))")
            }
            if count == 0 { return }
            try buffer.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0.prefix(count)), piece: piece) }
        }
    }

    private func write(_ bytes: UnsafeRawBufferPointer, piece: Int) throws {
        var done = 0
        while done < bytes.count {
            try waitForRoom()
            let n = Glibc.write(fd, bytes.baseAddress! + done, min(piece, bytes.count - done))
            if n > 0 { done += n; continue }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            throw OutputStreamError(reason: n < 0 ? SystemErrorText.reason(errno: errno) : "nothing was written")
        }
    }

    /// Returns once standard output takes bytes; throws once cancelled.
    private func waitForRoom() throws {
        while true {
            if let signal = cancellation.signal { throw InterruptedOutput(signal: signal) }
            var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready > 0 || (ready < 0 && errno != EINTR) { return }  // an error shows in the write
        }
    }

    /// A pipe, FIFO, socket or terminal: a write there can block for ever.
    private var isStream: Bool {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return true }
        return info.st_mode & S_IFMT != S_IFREG
    }
}

/// A signal stopped the copy to standard output; what it received is cut short.
struct InterruptedOutput: Error, CustomStringConvertible {
    let signal: Int32

    var description: String {
        let name = EncodingError.interrupted(signal: signal).signalName.map { " by \($0)" } ?? ""
        return "interrupted\(name) while writing standard output; what it received is incomplete"
    }

    /// 128 + the signal, as for any interrupted render.
    var exitStatus: Int32 { EncodingError.interrupted(signal: signal).exitStatus }
}
