import ChartReel
import Foundation
import Glibc

/// chartreel's two streams: results on standard output; errors, notes and
/// the progress line on standard error, each message one line.
///
/// Both are written with write(2) and every result checked, so a failed
/// write to standard output (`chartreel info scene > /dev/full`) is an
/// error, never a lost result with exit status 0. Swift's `print` would
/// leave the failure in a stdio buffer, and `FileHandle.write` traps on it.
enum Console {
    /// Longest error line, prefix included; longer messages are cut in the
    /// middle so the location at the start and the expectation at the end stay.
    static let errorLineLimit = 300

    static let errorPrefix = "chartreel: error: "

    /// Writes `line` and a line break to standard output.
    static func print(_ line: String) throws {
        if let code = write(line + "\n", to: STDOUT_FILENO) {
            throw OutputStreamError(reason: String(cString: strerror(code)))
        }
    }

    /// Writes `text` to standard output as it is (a file's contents).
    static func printText(_ text: String) throws {
        if let code = write(text, to: STDOUT_FILENO) {
            throw OutputStreamError(reason: String(cString: strerror(code)))
        }
    }

    /// `message` as the one line chartreel prints for an error.
    static func errorLine(_ message: String) -> String {
        let text = MessageText.oneLine(message)
        return errorPrefix + MessageText.shortened(text, to: errorLineLimit - errorPrefix.count, keepingEnd: true)
    }

    static func error(_ message: String) {
        writeError(errorLine(message) + "\n")
    }

    /// Something the user should know that is not a failure.
    static func note(_ note: String) {
        writeError("chartreel: note: " + MessageText.shortened(MessageText.oneLine(note), to: errorLineLimit) + "\n")
    }

    /// Writes `text` to standard error as it is (the progress line's redraws).
    /// A failure is ignored: there is nowhere left to report it.
    static func writeError(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `fd`; the errno of a failure, or nil.
    private static func write(_ text: String, to fd: Int32) -> Int32? {
        write(Array(text.utf8), to: fd)
    }

    private static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var bytes = bytes
        return bytes.withUnsafeMutableBytes { buffer -> Int32? in
            var done = 0
            while done < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count < 0 ? errno : EIO }
                done += count
            }
            return nil
        }
    }
}

/// Standard output could not be written.
struct OutputStreamError: Error, CustomStringConvertible {
    let reason: String

    var description: String { "cannot write to standard output: \(reason)" }
}

/// A private folder in the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/chartreel-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw OutputStreamError(reason: "cannot create a temporary folder: \(String(cString: strerror(errno)))")
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
