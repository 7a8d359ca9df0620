import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding
import ReelSystem
import ReelTerminal

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play the animation in this terminal (kitty, iTerm2, sixel images or Unicode symbols).",
        discussion: """
            The protocol is found from the environment (TERM, TERM_PROGRAM, KITTY_WINDOW_ID, LC_TERMINAL) or \
            else by asking the terminal for its device attributes; --protocol forces one. The frame is fitted \
            to the window and refitted when it is resized; the last line shows time, frame, frame rate and \
            dropped frames. Keys: space pauses and resumes, left and right step one frame, l toggles \
            looping, q or Ctrl-C quits. Standard input and output must be a terminal, except with \
            --print-frame, which writes one frame's bytes to standard output.
            """
    )

    @OptionGroup var options: SceneOptions

    @OptionGroup var watching: WatchOptions

    @Option(name: .customLong("protocol"), parsing: .unconditional,
            help: ArgumentHelp("How frames are drawn, instead of the one detected.", valueName: "kitty|iterm|sixel|symbols"),
            completion: .list(["kitty", "iterm", "sixel", "symbols"]))
    var protocolName: String?

    @Flag(help: "Play once and quit after the last frame (looping is off).")
    var once = false

    @Flag(help: "After quitting, print what the play achieved (frames, frame rate, dropped) on standard error.")
    var stats = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Write the frame at this time, encoded as played, to standard output and quit "
                               + "(no terminal needed; symbols unless --protocol says otherwise).", valueName: "seconds"))
    var printFrame: WrittenNumber<Double>?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --print-frame: the terminal's size in cells.", valueName: "COLSxROWS"))
    var cells: CellGrid?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("With --print-frame: one cell's size in pixels (default 10x20).", valueName: "WxH"))
    var cellPixels: CellGrid?

    static let valuedOptions = SceneOptions.valuedOptions + [["--protocol"], ["--print-frame"], ["--cells"], ["--cell-pixels"]]

    func validate() throws {
        if let protocolName, GraphicsProtocol(rawValue: protocolName) == nil {
            throw ValidationError("--protocol must be kitty, iterm, sixel or symbols, got \(protocolName)")
        }
        try printFrame?.require("--print-frame", "0 or more seconds", WrittenNumber.within(0, .greatestFiniteMagnitude))
        try cells?.validate("--cells", sides: 1...1000)
        try cellPixels?.validate("--cell-pixels", sides: 1...200)
        try watching.validate(scene: options.scene, data: options.overrides.data)
        if watching.watch && printFrame != nil {
            throw ValidationError("--watch plays on in the terminal; --print-frame writes one frame and quits")
        }
        if printFrame == nil, cells != nil || cellPixels != nil {
            throw ValidationError("--cells and --cell-pixels go with --print-frame; play itself fits the terminal's window")
        }
    }

    func run() throws {
        let kind = protocolName.flatMap(GraphicsProtocol.init(rawValue:))
        if let printFrame { return try self.printFrame(at: printFrame, kind: kind ?? .symbols) }
        if let problem = Terminal.problem() { throw UsageError(message: problem) }
        let sceneFile = watching.watch ? try PresetLibrary.standard().resolve(options.scene).relativePath : nil
        let before = FileSnapshot(sceneFile.map { [$0] } ?? [])
        let scene = try options.load()
        let player = Player(scene: scene, terminal: Terminal(), protocol: kind, once: once)
        let watch = sceneFile.map { PlayWatch(sceneFile: $0, loaded: scene, before: before, load: options.load, player: player) }
        defer { watch?.stop() }
        let (outcome, played) = try player.run()
        if stats { Console.writeError(played.line + "\n") }
        if case .signal(let signal) = outcome { throw ExitCode(128 + signal) }
    }

    /// `--print-frame`: one frame's bytes, as the player would draw them on a
    /// terminal of `--cells`, without the cursor moves that place it.
    private func printFrame(at seconds: WrittenNumber<Double>, kind: GraphicsProtocol) throws {
        let scene = try options.load()
        try seconds.require("--print-frame", "from 0 to \(FrameCommand.seconds(scene.canvas.duration)) "
                            + "(the scene's duration in seconds)") { $0 <= scene.canvas.duration }
        let grid = cells ?? CellGrid(argument: "80x24")!
        let cell = cellPixels ?? CellGrid(argument: "10x20")!
        let terminal = TerminalSize(columns: grid.width, rows: grid.height,
                                    pixelWidth: grid.width * cell.width, pixelHeight: grid.height * cell.height)
        var encoder = try FrameEncoder(setup: try PlaySetup(scene: scene, terminal: terminal, kind: kind))
        let bytes = try encoder.encode(at: seconds.value)
        let fit = encoder.setup.fit
        try bytes.withUnsafeBytes { buffer in
            if let code = FileBytes.writeAll(buffer, to: STDOUT_FILENO) {
                throw OutputStreamError(reason: String(cString: strerror(code)))
            }
        }
        Console.writeError("chartreel: frame at \(FrameCommand.seconds(seconds.value)) s: \(kind.rawValue), "
                           + "\(fit.pixelWidth)x\(fit.pixelHeight) px at scale \(String(format: "%.10g", fit.scale)), "
                           + "\(fit.columns)x\(fit.rows) cells\n")
    }
}
