import ArgumentParser
import ReelScene
import Foundation

struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a contact sheet: frames in a grid, each with its time under it, as one PNG.",
        discussion: """
            For reviewing an animation at a glance, in a pull request or an issue. Tiles are at most \
            400 pixels wide unless --scale is given; transparent frames sit on a checkerboard.
            """
    )

    @OptionGroup var options: SceneOptions

    @OptionGroup var watching: WatchOptions

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Output file: .png.", completion: .file(extensions: ["png"]))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("One tile every this many seconds, from 0.", valueName: "seconds"))
    var every: WrittenNumber<Double>?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Tiles spread evenly from the first frame to the last, 1-200 (default 12).", valueName: "n"))
    var frames: WrittenNumber<Int>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Tiles per row, 1-50 (default: a grid about as wide as tall).",
                                                        valueName: "n"))
    var columns: WrittenNumber<Int>?

    static let valuedOptions = SceneOptions.valuedOptions + [["-o", "--output"], ["--every"], ["--frames"], ["--columns"]]

    static let maximumTiles = 200
    static let tileWidth = 400.0

    func validate() throws {
        if every != nil && frames != nil { throw ValidationError("give --every or --frames, not both") }
        try every?.require("--every", "more than 0 seconds", WrittenNumber.within(0, 3600, open: true))
        try frames?.require("--frames", "a whole number from 1 to \(Self.maximumTiles)") { (1...Self.maximumTiles).contains($0) }
        try columns?.require("--columns", "a whole number from 1 to 50") { (1...50).contains($0) }
        do {
            _ = try OutputTarget.forFile(URL(fileURLWithPath: output), allowed: [.png])
        } catch {
            throw ValidationError(String(describing: error))
        }
        try options.refuseAsOutput(output)
        try watching.validate(scene: options.scene, data: options.overrides.data)
    }

    func run() throws {
        try watching.run(scene: options.scene, load: options.load) { try write($0) }
    }

    private func write(_ loaded: Scene) throws {
        var scene = loaded
        Notes.print(scene.notes)
        if options.overrides.scale == nil && !options.overrides.preview {
            scene.canvas.scale = min(scene.canvas.scale, Self.tileWidth / scene.canvas.width)
        }
        let info = Reel.info(scene)
        let times = ContactSheet.times(duration: scene.canvas.duration, fps: scene.canvas.fps, frameCount: info.frameCount,
                                       every: every?.value, frames: frames?.value)
        guard times.count <= Self.maximumTiles else {
            throw ValidationError("--every \(every!.text) gives \(times.count) tiles; at most \(Self.maximumTiles) fit a sheet")
        }
        let columns = columns?.value ?? ContactSheet.defaultColumns(tiles: times.count, tileWidth: info.width,
                                                                     tileHeight: info.height)
        let title = "\(BatchCommand.name(of: options.scene)) · \(info.width)x\(info.height) · \(info.fps) fps · "
            + String(format: "%g s", info.duration)
        let sheet = ContactSheet(times: times, tileWidth: info.width, tileHeight: info.height, columns: columns, title: title)
        if let problem = sheet.sizeProblem {
            throw ValidationError("\(problem): lower --scale, --frames or --columns")
        }
        try Reel.writeSheet(scene, sheet, to: URL(fileURLWithPath: output))
        try Console.print("wrote \(output): \(times.count) frames, \(sheet.columns) columns, \(sheet.width)x\(sheet.height)")
    }
}
