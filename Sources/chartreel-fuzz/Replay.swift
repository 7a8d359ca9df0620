import ReelScene
import Foundation

/// Feeds saved inputs to a target, one after another, printing each outcome.
enum Replay {
    /// Exit status: 0 if every input was accepted or refused with a proper
    /// message, 3 if one was not, 1 if a path cannot be read.
    static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            guard let files = inputs(at: path) else {
                FileHandle.standardError.write(Data("chartreel-fuzz: cannot read \(path)\n".utf8))
                status = 1
                continue
            }
            for file in files {
                let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
                let outcome = target.run(bytes)
                print("\(file): \(summary(outcome))")
                if let problem = outcome.problem {
                    print("\(file): PROBLEM: \(problem)")
                    status = 3
                }
            }
        }
        return status
    }

    /// `path` itself, or the files in folder `path` (sorted, hidden ones and
    /// notes ending in .md left out); nil if it does not exist.
    static func inputs(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return [path] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { path + "/" + $0 }
    }

    private static func summary(_ outcome: FuzzOutcome) -> String {
        switch outcome {
        case .accepted: return "accepted"
        case .rejected(let message): return "rejected: " + String(message.prefix(400)).debugDescription
        case .flawed(let flaw): return "flawed: \(flaw)"
        }
    }
}
