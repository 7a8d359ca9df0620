import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding
import ReelSystem

/// `--watch`: the option, and the check that the scene is a file that can be watched.
struct WatchOptions: ParsableArguments {
    @Flag(help: "Run again whenever the scene or a file it reads (data, fonts) changes, until Ctrl-C.")
    var watch = false

    func validate(scene: String, data: String?) throws {
        if watch && scene == "-" {
            throw ValidationError("--watch needs a scene file or preset to watch, not - (standard input)")
        }
        if watch && data == "-" {
            throw ValidationError("--watch reads the data again on each change; give --data FILE, not - (standard input)")
        }
    }

    /// Runs `body` on the scene `load` gives, once, or with `--watch` again
    /// after every change. `cancellation` is the one the command's signal
    /// trap raises, if it installed one.
    func run(scene: String, cancellation: Cancellation? = nil, load: @escaping () throws -> Scene,
             _ body: (Scene) throws -> Void) throws {
        guard watch else { return try body(try load()) }
        let stop = cancellation ?? Cancellation()
        if cancellation == nil { SignalTrap.install(cancelling: stop) }
        try WatchLoop(scene: scene, load: load, cancellation: stop).run(body)
    }
}

/// Runs a command again each time its scene, or a file the scene reads,
/// changes. A scene that fails to load, or a run that fails, prints its
/// one-line error and the loop waits for the next change: the last good
/// output stays as it was (outputs are only ever replaced whole). Ctrl-C
/// while waiting ends the loop normally; during a run it interrupts the run
/// as without `--watch` (128 + the signal).
struct WatchLoop {
    /// The scene as given on the command line.
    let scene: String
    let load: () throws -> Scene
    let cancellation: Cancellation

    /// Loads the scene and runs `body` with it, then again after every change.
    func run(_ body: (Scene) throws -> Void) throws {
        let sceneFile = try PresetLibrary.standard().resolve(scene).relativePath
        var watched = [sceneFile]
        var announced = false
        while true {
            let (read, before) = SettledRead.scene(load, watching: watched)
            var baseline = before
            do {
                let loaded = try read.get()
                watched = Self.files(sceneFile: sceneFile, scene: loaded)
                baseline = FileSnapshot(watched).keeping(before)
                try body(loaded)
            } catch {
                // An interrupt ends the loop as it ends a plain run.
                if cancellation.isCancelled { throw error }
                guard let (message, _) = ExitStatus.report(for: error) else { throw error }
                Console.error(message)
            }
            let watch = ChangeWatch(baseline)
            if !announced {
                announced = true
                let others = watched.count - 1
                Console.note("watching \(sceneFile)" + (others > 0 ? " and \(others) file\(others == 1 ? "" : "s") it reads" : "")
                             + (watch.usesInotify ? "" : " (polling every \(ChangeWatch.pollInterval) s)")
                             + " for changes; Ctrl-C to stop")
            }
            guard let changed = watch.wait(until: { cancellation.isCancelled }) else { return }
            Console.note("changed: " + changed.joined(separator: ", "))
        }
    }

    /// The scene file, then every other file the scene was read from.
    static func files(sceneFile: String, scene: Scene) -> [String] {
        [sceneFile] + scene.inputs.map(\.path).filter { $0 != sceneFile }
    }
}
