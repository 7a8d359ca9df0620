import ReelScene
import Foundation

/// How a play ended.
package enum PlayOutcome: Sendable, Equatable {
    /// `q` or Ctrl-C.
    case quit
    /// A single pass (`once`) reached its last frame.
    case ended
    /// SIGTERM, SIGHUP or SIGINT from outside; the exit status is 128 + it.
    case signal(Int32)
}

/// What a play achieved, for the summary line and the bench.
package struct PlayStats: Sendable {
    package var shown = 0
    package var dropped = 0
    /// Seconds spent playing (not paused).
    package var playing = 0.0
    package var kind = GraphicsProtocol.symbols
    package var columns = 0
    package var rows = 0

    package var fps: Double { playing > 0 && shown > 1 ? Double(shown - 1) / playing : 0 }

    package var line: String {
        String(format: "played %d frames in %.2f s: %.1f fps, %d dropped (%@, %dx%d cells)",
               shown, playing, fps, dropped, kind.rawValue, columns, rows)
    }
}

/// Plays a scene on the terminal until a key, a signal or (with `once`) the
/// last frame ends it. The terminal is restored on every way out.
///
/// The scene can be replaced while it plays (`replace(scene:)`, from any
/// thread): the player refits it and goes on at the same time; `report(error:)`
/// shows a line in the status area while the last good frame stays on screen.
package final class Player: @unchecked Sendable {
    private let terminal: Terminal
    private let requested: GraphicsProtocol?
    private let once: Bool
    private let inbox = NSLock()
    private var pendingScene: Scene?
    private var pendingError: String??
    private var scene: Scene
    private var wakeWriteFD: Int32 = -1
    /// Frames rendered ahead of the one shown: a third of a second at 60
    /// fps, so a render slowed by another process is absorbed, not dropped.
    static let lead = 20
    /// The longest the first frames are waited for before the clock starts anyway.
    static let prerollLimit = 1.0

    /// `kind` nil detects the protocol (environment, then device attributes).
    package init(scene: Scene, terminal: Terminal, protocol kind: GraphicsProtocol?, once: Bool) {
        (self.scene, self.terminal, requested, self.once) = (scene, terminal, kind, once)
    }

    /// Plays `scene` from now on, at the time shown (thread-safe).
    package func replace(scene: Scene) {
        inbox.lock()
        pendingScene = scene
        wake()
        inbox.unlock()
    }

    /// Shows `error` in the status line, or clears it with nil (thread-safe).
    package func report(error: String?) {
        inbox.lock()
        pendingError = .some(error)
        wake()
        inbox.unlock()
    }

    /// Wakes the loop's poll; called with `inbox` held.
    private func wake() {
        var byte: UInt8 = 2
        if wakeWriteFD >= 0 { _ = write(wakeWriteFD, &byte, 1) }
    }

    /// Plays until the end; the terminal is as it was when this returns or throws.
    package func run(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (PlayOutcome, PlayStats) {
        let signals = try TerminalSignals()
        defer { signals.restore() }
        try terminal.enter()
        defer { terminal.restore() }
        let kind = requested ?? ProtocolDetection.fromEnvironment(environment)
            ?? ProtocolDetection.fromDeviceAttributes(terminal.deviceAttributes())
        terminal.deletesKittyImages = kind == .kitty
        var loop = try PlayLoop(scene: scene, terminal: terminal, kind: kind, once: once)
        defer { loop.stop() }
        setWake(loop.queue.wakeWriteEnd)
        defer { setWake(-1) }
        while true {
            applyInbox(to: &loop)
            if let outcome = try loop.tick() { return (outcome, loop.stats) }
            loop.wait(signals: signals.readFD)
            for signal in signals.drain() {
                if signal == SIGWINCH { try loop.refit() } else { return (.signal(signal), loop.stats) }
            }
        }
    }

    private func setWake(_ fd: Int32) {
        inbox.lock()
        wakeWriteFD = fd
        inbox.unlock()
    }

    private func applyInbox(to loop: inout PlayLoop) {
        inbox.lock()
        let (newScene, newError) = (pendingScene, pendingError)
        (pendingScene, pendingError) = (nil, nil)
        inbox.unlock()
        if let newError { loop.status.error = newError }
        if let newScene {
            do {
                try loop.replace(scene: newScene)
                scene = newScene
            } catch {
                loop.status.error = String(describing: error)
            }
        }
        if newError != nil || newScene != nil { loop.redrawStatus() }
    }
}
