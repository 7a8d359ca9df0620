import ReelScene
import Foundation
import ReelTerminal

/// `play --watch`: a thread that loads the scene again when it or a file it
/// reads changes, and hands the player the new scene, or the error of a
/// broken edit (shown in the status line while the last good scene plays on).
final class PlayWatch: @unchecked Sendable {
    private let sceneFile: String
    private let load: () throws -> Scene
    private let player: Player
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `loaded`, the scene `load` gave from `sceneFile`,
    /// whose files were as `before` says when it was read.
    init(sceneFile: String, loaded: Scene, before: FileSnapshot, load: @escaping () throws -> Scene, player: Player) {
        self.sceneFile = sceneFile
        self.load = load
        self.player = player
        let watched = WatchLoop.files(sceneFile: sceneFile, scene: loaded)
        let baseline = FileSnapshot(watched).keeping(before)
        Thread { [self] in
            watch(watched, from: baseline)
            finished.signal()
        }.start()
    }

    /// Stops watching and waits for the thread to end.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        finished.wait()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func watch(_ files: [String], from start: FileSnapshot) {
        var (watched, baseline) = (files, start)
        while ChangeWatch(baseline).wait(until: { isStopped }) != nil {
            let (read, before) = SettledRead.scene(load, watching: watched)
            baseline = before
            do {
                let scene = try read.get()
                watched = WatchLoop.files(sceneFile: sceneFile, scene: scene)
                baseline = FileSnapshot(watched).keeping(before)
                player.replace(scene: scene)
                player.report(error: nil)
            } catch {
                player.report(error: ExitStatus.report(for: error)?.message ?? String(describing: error))
            }
        }
    }
}
