import ReelScene
import Foundation

/// One play's state: the setup being rendered, the clock, what is on screen.
/// `tick()` shows the frame due now if it is ready; `wait` sleeps until the
/// next frame is due, a frame is finished, a key is pressed or a signal arrives.
struct PlayLoop {
    let terminal: Terminal
    let kind: GraphicsProtocol
    let once: Bool
    let queue: FrameQueue
    private(set) var setup: PlaySetup
    private var scene: Scene
    private var playback: Playback
    private var size: TerminalSize
    /// The sequence on screen, and whether the next one continues it (for counting drops).
    private var shownSequence: Int?
    private var shownFrame: Int?
    private var continuous = false
    private var meter = RateMeter()
    private var playingSince: Double?
    private var started = false
    private var firstTick: Double?
    var status: StatusLine
    private var totals = PlayStats()

    /// What the play achieved so far, the time playing up to now included.
    var stats: PlayStats {
        var result = totals
        if let since = playingSince { result.playing += monotonicSeconds() - since }
        return result
    }

    init(scene: Scene, terminal: Terminal, kind: GraphicsProtocol, once: Bool) throws {
        (self.scene, self.terminal, self.kind, self.once) = (scene, terminal, kind, once)
        size = terminal.size()
        setup = try PlaySetup(scene: scene, terminal: size, kind: kind)
        queue = try FrameQueue(setup: setup)
        let now = monotonicSeconds()
        playback = Playback(fps: setup.fps, frameCount: setup.frameCount, looping: !once, now: now)
        status = StatusLine(seconds: 0, duration: scene.canvas.duration, frame: 0, frameCount: setup.frameCount,
                            fps: 0, dropped: 0, looping: !once, paused: false)
        (totals.kind, totals.columns, totals.rows) = (kind, setup.fit.columns, setup.fit.rows)
    }

    mutating func stop() {
        queue.stop()
    }

    /// Shows the frame due now if it is ready; returns how the play ended, if it did.
    mutating func tick() throws -> PlayOutcome? {
        if quitRequested { return .quit }
        if terminal.lost { return .signal(SIGHUP) }
        var now = monotonicSeconds()
        if !started {
            // The first frames take longest (fonts, caches): the clock starts when the lead
            // is ready (or after `Player.prerollLimit`), so they do not count as dropped.
            let first = upcoming(from: 0)
            queue.want(first)
            if firstTick == nil { firstTick = now }
            guard try queue.frame(0) != nil else { return nil }
            guard try first.allSatisfy({ try queue.frame($0) != nil })
                    || now - (firstTick ?? now) >= Player.prerollLimit else { return nil }
            now = monotonicSeconds()
            playback.start(at: now)
            playingSince = now
            started = true
        }
        let due = playback.dueSequence(at: now)
        queue.want(upcoming(from: due))
        let frame = playback.frame(ofSequence: due)
        if frame != shownFrame || due != shownSequence, let bytes = try queue.frame(frame) {
            if continuous, !playback.paused, let shown = shownSequence, due > shown + 1 {
                totals.dropped += due - shown - 1
            }
            if !playback.paused {
                totals.shown += 1
                meter.record(now)
            }
            (shownSequence, shownFrame, continuous) = (due, frame, !playback.paused)
            status.frame = frame
            status.seconds = setup.time(ofFrame: frame)
            status.fps = playback.paused ? 0 : meter.rate
            status.dropped = totals.dropped
            terminal.write(bytes + status.bytes(row: size.rows, columns: size.columns))
        }
        if once, shownFrame == setup.frameCount - 1, playback.hasEnded(at: now) { return .ended }
        return nil
    }

    /// The frames to render next: the due one and those after it (around
    /// the shown one while paused, for stepping).
    private func upcoming(from due: Int) -> [Int] {
        let count = setup.frameCount
        if playback.paused {
            let frame = playback.frame(ofSequence: due)
            return [frame, (frame + 1) % count, (frame - 1 + count) % count]
        }
        var frames: [Int] = []
        for sequence in due..<(due + Player.lead) {
            let frame = playback.frame(ofSequence: sequence)
            if !frames.contains(frame) { frames.append(frame) }
        }
        return frames
    }

    /// Sleeps until the next frame is due or something happens, then handles keys.
    mutating func wait(signals: Int32) {
        let now = monotonicSeconds()
        let due = playback.dueSequence(at: now)
        // Paused, or at the end of a single pass, nothing is due: wake for keys and signals only.
        let timeout = playback.paused || playback.hasEnded(at: now)
            ? 1.0 : max(0, playback.time(ofSequence: due + 1) - now)
        var fds = [terminal.input, signals, queue.wakeFD].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), Int32((timeout * 1000).rounded(.up)))
        queue.drainWakes()
        // A hung-up terminal (its window closed, tmux killed) polls readable forever: end, as on SIGHUP.
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { terminal.lost = true }
        if fds[0].revents & Int16(POLLIN) != 0 {
            for key in KeyDecoder.keys(in: terminal.readAvailable()) { handle(key, at: monotonicSeconds()) }
        }
    }

    /// Set by a quit key; `tick` would never return it on its own.
    private(set) var quitRequested = false

    private mutating func handle(_ key: PlayerKey, at now: Double) {
        let wasPaused = playback.paused
        switch key {
        case .quit: quitRequested = true
        case .togglePause: playback.togglePause(at: now)
        case .stepBack: playback.step(by: -1, at: now)
        case .stepForward: playback.step(by: 1, at: now)
        case .toggleLoop: playback.toggleLoop(at: now)
        }
        if wasPaused != playback.paused {
            if playback.paused, let since = playingSince {
                totals.playing += now - since
                playingSince = nil
            } else if !playback.paused {
                playingSince = now
                meter.reset()
            }
        }
        continuous = false
        status.looping = playback.looping
        status.paused = playback.paused
        shownSequence = nil
        redrawStatus()
    }

    /// Fits the frame to the terminal's new size and draws it again.
    mutating func refit() throws {
        size = terminal.size()
        try replace(scene: scene)
    }

    /// Plays `scene` (refitted) from the time shown.
    mutating func replace(scene newScene: Scene) throws {
        let next = try PlaySetup(scene: newScene, terminal: terminal.size(), kind: kind, generation: setup.generation + 1)
        scene = newScene
        setup = next
        queue.replace(next)
        playback.replace(fps: next.fps, frameCount: next.frameCount, at: monotonicSeconds())
        (shownSequence, shownFrame, continuous) = (nil, nil, false)
        (status.frameCount, status.duration) = (next.frameCount, newScene.canvas.duration)
        (totals.columns, totals.rows) = (next.fit.columns, next.fit.rows)
        terminal.write((kind == .kitty ? "\u{1b}_Ga=d\u{1b}\\" : "") + "\u{1b}[0m\u{1b}[2J")
        redrawStatus()
    }

    func redrawStatus() {
        terminal.write(status.bytes(row: size.rows, columns: size.columns))
    }
}
