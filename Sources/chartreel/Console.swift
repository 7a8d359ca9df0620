import ReelScene
import Foundation
import Glibc
import ReelEncoding
import ReelSystem

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

    /// Columns of the terminal on standard output (ioctl), else `COLUMNS`,
    /// else 120 (a pipe or a file: wide enough to read, short enough to diff).
    static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 120
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
        Array(text.utf8).withUnsafeBytes { FileBytes.writeAll($0, to: fd) }
    }
}

/// Standard output could not be written.
struct OutputStreamError: Error, CustomStringConvertible {
    let reason: String

    var description: String { "cannot write to standard output: \(reason)" }
}
