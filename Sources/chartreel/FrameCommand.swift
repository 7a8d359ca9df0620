import ArgumentParser
import ChartReel
import Foundation

struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Render one frame to a PNG or SVG, by time (--at) or by frame number (--index)."
    )

    @OptionGroup var options: SceneOptions

    @Option(parsing: .unconditional, help: "Time of the frame in seconds, from 0 to the scene's duration.")
    var at: WrittenNumber<Double>?

    @Option(parsing: .unconditional, help: "Frame number, 0-based, at the scene's frame rate.")
    var index: WrittenNumber<Int>?

    @Option(name: .shortAndLong, parsing: .unconditional, help: "Output file: .png or .svg.")
    var output: String

    static let valuedOptions = SceneOptions.valuedOptions + [["--at"], ["--index"], ["-o", "--output"]]

    func validate() throws {
        if (at == nil) == (index == nil) {
            throw ValidationError("give exactly one of --at SECONDS or --index N")
        }
        try at?.require("--at", "0 or more seconds", WrittenNumber.within(0, .greatestFiniteMagnitude))
        try index?.require("--index", "a whole number, 0 or more") { $0 >= 0 }
        do {
            _ = try OutputTarget.forFile(URL(fileURLWithPath: output), allowed: OutputTarget.frames)
        } catch {
            throw ValidationError(String(describing: error))
        }
        try options.refuseAsOutput(output)
    }

    func run() throws {
        let scene = try options.load()
        Notes.print(scene.notes)
        let seconds = try time(in: scene)
        try Reel.writeFrame(scene, at: seconds, to: URL(fileURLWithPath: output))
        try Console.print("wrote \(output): \(scene.canvas.pixelWidth)x\(scene.canvas.pixelHeight) at \(seconds) s")
    }

    /// The frame's time; --at and --index are checked against this scene,
    /// which only now is known.
    private func time(in scene: Scene) throws -> Double {
        if let at {
            let duration = scene.canvas.duration
            try at.require("--at", "from 0 to \(String(format: "%g", duration)) (the scene's duration in seconds)") { $0 <= duration }
            return at.value
        }
        let count = Reel.info(scene).frameCount
        try index!.require("--index", "a whole number from 0 to \(count - 1) (the scene's last frame)") { $0 < count }
        return try Reel.time(ofFrame: index!.value, in: scene)
    }
}
