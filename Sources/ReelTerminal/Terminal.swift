import Foundation

/// The terminal the player draws on: standard input for keys, standard
/// output for frames. `enter()` takes the screen (raw input, alternate
/// screen, hidden cursor); `restore()` gives it back exactly as it was,
/// and is safe to call more than once.
package final class Terminal {
    package let input: Int32
    package let output: Int32
    private var saved: termios?
    private var entered = false
    /// Kitty keeps images until told to delete them.
    package var deletesKittyImages = false
    /// Set when the terminal hung up (a write failed, or input reported a hang-up): the play ends.
    package var lost = false

    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        (self.input, self.output) = (input, output)
    }

    /// Why this process cannot play here, or nil when both ends are a terminal.
    package static func problem(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> String? {
        switch (isatty(input) == 1, isatty(output) == 1) {
        case (true, true): nil
        case (_, false): "standard output is not a terminal; run chartreel play in a terminal, "
            + "or write a file with chartreel render (or one frame's bytes with --print-frame)"
        case (false, true): "standard input is not a terminal (play reads keys from it); run chartreel play "
            + "without redirecting its input"
        }
    }

    /// The window's size in cells and pixels (TIOCGWINSZ).
    package func size() -> TerminalSize {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row),
                            pixelWidth: Int(size.ws_xpixel), pixelHeight: Int(size.ws_ypixel))
    }

    /// Raw input (keys one at a time, no echo, Ctrl-C a key), alternate screen, cursor hidden.
    package func enter() throws {
        var mode = termios()
        guard tcgetattr(input, &mode) == 0 else { throw TerminalError.system("tcgetattr", errno) }
        saved = mode
        // Output processing stays on, so a newline still returns the carriage.
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        mode.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP)
        // VMIN and VTIME 0: a read returns what is there at once.
        withUnsafeMutableBytes(of: &mode.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &mode) == 0 else { throw TerminalError.system("tcsetattr", errno) }
        entered = true
        write("\u{1b}[?1049h\u{1b}[?25l\u{1b}[2J")
    }

    /// Leaves the alternate screen, shows the cursor, deletes kitty's images
    /// and puts the terminal's modes back as `enter()` found them.
    package func restore() {
        guard entered, var mode = saved else { return }
        entered = false
        write((deletesKittyImages ? "\u{1b}_Ga=d\u{1b}\\" : "") + "\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l")
        tcsetattr(input, TCSAFLUSH, &mode)
    }

    /// Asks for the primary device attributes and returns the reply, or
    /// nothing when none arrives in `timeout` seconds. Needs raw input.
    package func deviceAttributes(timeout: Double = 0.2) -> [UInt8] {
        write("\u{1b}[c")
        var reply: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while !reply.contains(UInt8(ascii: "c")) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, wait(for: input, seconds: left) else { break }
            let bytes = readAvailable()
            if bytes.isEmpty { break }
            reply += bytes
        }
        return reply
    }

    /// Bytes waiting on the input, without blocking.
    package func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(input, &buffer, buffer.count)
        if count < 0, errno == EIO { lost = true }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Writes all of `bytes`, retrying short writes.
    package func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno != EINTR, errno != EAGAIN {
                    lost = true
                    return
                }
            }
        }
    }

    package func write(_ text: String) { write(Array(text.utf8)) }
}

/// Whether `fd` is readable within `seconds` (poll).
func wait(for fd: Int32, seconds: Double) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, Int32(max(0, seconds * 1000).rounded(.up))) > 0
}
