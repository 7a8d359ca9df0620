import ArgumentParser
import ChartReel
import Foundation

struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Render one frame to a PNG or SVG, by time (--at) or by frame number (--index)."
    )

    @OptionGroup var options: SceneOptions

    @Option(help: "Time of the frame in seconds.")
    var at: Double?

    @Option(help: "Frame number, 0-based, at the scene's frame rate.")
    var index: Int?

    @Option(name: .shortAndLong, help: "Output file: .png or .svg.")
    var output: String

    func validate() throws {
        if (at == nil) == (index == nil) {
            throw ValidationError("give exactly one of --at SECONDS or --index N")
        }
        if let at, !(at >= 0) { throw ValidationError("--at must be 0 or more, got \(at)") }
        if let index, index < 0 { throw ValidationError("--index must be 0 or more, got \(index)") }
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
        let seconds = try at ?? Reel.time(ofFrame: index!, in: scene)
        try Reel.writeFrame(scene, at: seconds, to: URL(fileURLWithPath: output))
        print("wrote \(output): \(scene.canvas.pixelWidth)x\(scene.canvas.pixelHeight) at \(seconds) s")
    }
}
