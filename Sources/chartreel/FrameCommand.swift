import ArgumentParser
import ReelScene
import Foundation

struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Render frames to PNG or SVG, by time (--at, --every) or by frame number (--index).",
        discussion: """
            With one time the frame is written to the output as named. With several (--at given more \
            than once, or --every), each is written beside it with its time in the name: \
            -o f.png --at 0.5 --at 1 writes f-0.5s.png and f-1s.png. \
            With --layout, one frame's display items are printed as JSON instead (see the README). \
            With --explain, one frame's tracks and derived values are printed as a table (--json: as JSON).
            """
    )

    @OptionGroup var options: SceneOptions

    @OptionGroup var watching: WatchOptions

    @Option(parsing: .unconditionalSingleValue,
            help: "Time of a frame in seconds, from 0 to the scene's duration; give it again for more.")
    var at: [WrittenNumber<Double>] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("A frame every this many seconds, from 0 to the end.", valueName: "seconds"))
    var every: WrittenNumber<Double>?

    @Option(parsing: .unconditional, help: "Frame number, 0-based, at the scene's frame rate.")
    var index: WrittenNumber<Int>?

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Output file: .png or .svg.",
            completion: .file(extensions: ["png", "svg"]))
    var output: String?

    @Flag(help: "Print the frame's display items (role, id, bounds) as JSON instead of writing an image.")
    var layout = false

    @Flag(help: "Print why the frame looks as it does: every track's state and value, and what the chart derives.")
    var explain = false

    @Flag(help: "With --explain: print JSON instead of a table.")
    var json = false

    @Flag(help: "Draw debug geometry over the frame: plot and clip rectangles, every item's bounds coloured by role.")
    var overlay = false

    /// `--at` is left out: it may be given more than once.
    static let valuedOptions = SceneOptions.valuedOptions + [["--every"], ["--index"], ["-o", "--output"]]

    static let maximumFrames = 1000

    func validate() throws {
        try watching.validate(scene: options.scene, data: options.overrides.data)
        if [!at.isEmpty, every != nil, index != nil].filter({ $0 }).count != 1 {
            throw ValidationError("give one of --at SECONDS (repeatable), --every SECONDS or --index N")
        }
        for time in at { try time.require("--at", "0 or more seconds", WrittenNumber.within(0, .greatestFiniteMagnitude)) }
        try every?.require("--every", "more than 0 seconds", WrittenNumber.within(0, 3600, open: true))
        try index?.require("--index", "a whole number, 0 or more") { $0 >= 0 }
        if json && !explain { throw ValidationError("--json goes with --explain (--layout prints JSON already)") }
        if layout && explain { throw ValidationError("give --layout or --explain, not both: each prints one document") }
        if overlay && (layout || explain) { throw ValidationError("--overlay draws on an image; leave out --layout and --explain") }
        for (flag, given) in [("--layout", layout), ("--explain", explain)] where given {
            if output != nil { throw ValidationError("\(flag) prints to standard output; leave out -o") }
            if every != nil || at.count > 1 { throw ValidationError("\(flag) takes one frame: one --at or --index") }
            return
        }
        guard let output else { throw ValidationError("give the output file: -o FILE.png or -o FILE.svg") }
        do {
            _ = try OutputTarget.forFile(URL(fileURLWithPath: output), allowed: OutputTarget.frames)
        } catch {
            throw ValidationError(String(describing: error))
        }
        try options.refuseAsOutput(output)
    }

    func run() throws {
        try watching.run(scene: options.scene, load: options.load) { try write($0) }
    }

    private func write(_ scene: Scene) throws {
        Notes.print(scene.notes)
        let times = try self.times(in: scene)
        if explain {
            let explanation = try Reel.explain(scene, at: times[0])
            return try Console.printText(json ? explanation.json() : explanation.table(width: Console.width))
        }
        guard let output, !layout else {
            return try Console.printText(try Reel.layout(scene, at: times[0]).json())
        }
        let single = times.count == 1 && every == nil
        for seconds in times {
            let file = single ? output : Self.name(output, seconds)
            try Reel.writeFrame(scene, at: seconds, to: URL(fileURLWithPath: file), overlay: overlay)
            try Console.print("wrote \(file): \(scene.canvas.pixelWidth)x\(scene.canvas.pixelHeight) at \(Self.seconds(seconds)) s")
        }
    }

    /// Seconds as short as they can be written: 0.5, 1, 1.25.
    static func seconds(_ value: Double) -> String { String(format: "%g", value) }

    /// `f.png` at 1.25 s is `f-1.25s.png`.
    static func name(_ output: String, _ seconds: Double) -> String {
        let url = URL(fileURLWithPath: output)
        let stem = (output as NSString).deletingPathExtension
        return "\(stem)-\(Self.seconds(seconds))s.\(url.pathExtension)"
    }

    /// The frames' times; --at, --every and --index are checked against
    /// this scene, which only now is known.
    private func times(in scene: Scene) throws -> [Double] {
        let duration = scene.canvas.duration
        if let index {
            let count = Reel.info(scene).frameCount
            try index.require("--index", "a whole number from 0 to \(count - 1) (the scene's last frame)") { $0 < count }
            return [try Reel.time(ofFrame: index.value, in: scene)]
        }
        if let every {
            guard let times = EverySampling.times(duration: duration, every: every.value, limit: Self.maximumFrames) else {
                let count = EverySampling.count(through: duration, every: every.value)
                throw ValidationError("--every \(every.text) gives \(EverySampling.text(count)) frames over "
                                      + "\(Self.seconds(duration)) s; at most \(Self.maximumFrames): give a larger --every")
            }
            return times
        }
        for time in at {
            try time.require("--at", "from 0 to \(String(format: "%g", duration)) (the scene's duration in seconds)") { $0 <= duration }
        }
        return at.map(\.value)
    }
}
