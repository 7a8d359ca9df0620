import ArgumentParser
import ReelScene

struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a scene's output size and timing as JSON."
    )

    @OptionGroup var options: SceneOptions

    func run() throws {
        let scene = try options.load()
        Notes.print(scene.notes)
        try Console.print(Reel.info(scene).json)
    }
}
