import ReelTerminal
import Testing

/// The player's pure parts: protocol choice, keys, the clock, the fit.
@Suite struct PlayerLogicTests {
    @Test func environmentNamesTheProtocol() {
        #expect(ProtocolDetection.fromEnvironment(["TERM": "xterm-kitty"]) == .kitty)
        #expect(ProtocolDetection.fromEnvironment(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(ProtocolDetection.fromEnvironment(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(ProtocolDetection.fromEnvironment(["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"]) == .iterm)
        #expect(ProtocolDetection.fromEnvironment(["TERM": "mlterm"]) == .sixel)
        #expect(ProtocolDetection.fromEnvironment(["TERM": "dumb"]) == .symbols)
        // Unknown terminals, and anything inside tmux (even from kitty), are asked.
        #expect(ProtocolDetection.fromEnvironment(["TERM": "xterm-256color"]) == nil)
        #expect(ProtocolDetection.fromEnvironment(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1", "TMUX": "/tmp/x"]) == nil)
    }

    @Test func deviceAttributesWithFourMeanSixel() {
        #expect(ProtocolDetection.fromDeviceAttributes(Array("\u{1b}[?62;4;22c".utf8)) == .sixel)
        #expect(ProtocolDetection.fromDeviceAttributes(Array("\u{1b}[?64;1;2;6;9;15;18;21;22c".utf8)) == .symbols)
        #expect(ProtocolDetection.fromDeviceAttributes(Array("\u{1b}[?1;2;4c".utf8)) == .sixel)
        // 42 is not 4; no reply at all is symbols.
        #expect(ProtocolDetection.fromDeviceAttributes(Array("\u{1b}[?62;42c".utf8)) == .symbols)
        #expect(ProtocolDetection.fromDeviceAttributes([]) == .symbols)
    }

    @Test func keysAreDecodedFromRawBytes() {
        #expect(KeyDecoder.keys(in: Array(" lq\u{3}".utf8)) == [.togglePause, .toggleLoop, .quit, .quit])
        #expect(KeyDecoder.keys(in: Array("\u{1b}[C\u{1b}[D\u{1b}OC x".utf8))
                == [.stepForward, .stepBack, .stepForward, .togglePause])
    }

    @Test func playbackIsAFunctionOfTheClock() {
        var playback = Playback(fps: 10, frameCount: 5, looping: true, now: 100)
        #expect(playback.dueSequence(at: 100.05) == 0)
        #expect(playback.dueSequence(at: 100.75) == 7)
        #expect(playback.frame(ofSequence: 7) == 2)
        playback.togglePause(at: 100.75)
        #expect(playback.dueSequence(at: 200) == 7)
        playback.step(by: 1, at: 200)
        #expect(playback.frame(ofSequence: playback.dueSequence(at: 300)) == 3)
        playback.step(by: 2, at: 300)  // wraps while looping
        #expect(playback.frame(ofSequence: playback.dueSequence(at: 300)) == 0)
        playback.togglePause(at: 400)
        #expect(playback.frame(ofSequence: playback.dueSequence(at: 400.05)) == 0)
        #expect(playback.frame(ofSequence: playback.dueSequence(at: 400.25)) == 2)
    }

    @Test func aSinglePassStopsOnItsLastFrame() {
        var playback = Playback(fps: 10, frameCount: 5, looping: false, now: 0)
        #expect(playback.dueSequence(at: 3) == 4)
        #expect(playback.hasEnded(at: 3))
        playback.toggleLoop(at: 3)  // looping again starts over
        #expect(playback.frame(ofSequence: playback.dueSequence(at: 3.01)) == 0)
    }

    @Test func fitKeepsTheAspectAndLeavesTheStatusLine() {
        // 600x400 pt into 80x24 cells of 10x20 px: 800x460 px free, the height limits: 690x460.
        let fit = FrameFit(width: 600, height: 400, terminal: TerminalSize(columns: 80, rows: 24, pixelWidth: 800, pixelHeight: 480),
                           protocol: .kitty)
        #expect(fit.pixelHeight == 460)
        #expect(fit.pixelWidth == 690)
        #expect(fit.rows == 23)
        #expect(fit.columns == 69)
        #expect(fit.column == 5)
        // Symbols: the same cells, at 4x8 pixels a cell.
        let symbols = FrameFit(width: 600, height: 400, terminal: TerminalSize(columns: 80, rows: 24), protocol: .symbols)
        #expect(symbols.columns == 69 && symbols.rows == 23)
        #expect(symbols.pixelWidth == 276 && symbols.pixelHeight == 184)
    }
}
