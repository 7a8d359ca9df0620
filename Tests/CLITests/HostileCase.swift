import Foundation
import TestSupport
import Testing

/// One case of `HostileScenes/expectations.json`: a hostile input, the
/// chartreel command that reads it, and what must come of it.
struct HostileCase: Sendable, CustomTestStringConvertible {
    enum Expectation: Sendable, Equatable {
        /// Exit 0 and a valid output file.
        case renders
        /// A clean failure (exit 1 or 65, one short line, nothing left
        /// behind) whose line contains one of the texts, if any are given
        /// (`error:is a directory|not a file`).
        case error([String])
        /// Either of the above: for runaway inputs, where clipping the work
        /// and refusing the input are both fine as long as the limits hold.
        case rendersOrError
    }

    let name: String
    /// The scene file (or, for `ease`, nothing), relative to the case's folder.
    let scene: String
    /// `frame`, `render` or `ease`.
    let command: String
    /// For `ease`: the curve.
    let arguments: [String]
    /// `png`, `svg`, `gif` or `mp4`: the output file's extension.
    let output: String
    let expectation: Expectation
    /// Made before the run: the scene or its data as a folder or a FIFO.
    let directories: [String]
    let fifos: [String]

    var testDescription: String { name }

    static let folder = repositoryRoot.appendingPathComponent("Tests/CLITests/HostileScenes")
    static let manifest = folder.appendingPathComponent("expectations.json")
    static let knownOpenList = folder.appendingPathComponent("known-open.txt")

    /// Every case, by name; empty if the manifest cannot be read (a
    /// separate test reports that).
    static let all: [HostileCase] = (try? load()) ?? []

    static func load() throws -> [HostileCase] {
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any],
              let cases = root["cases"] as? [String: [String: Any]] else {
            throw TestFailure("\(manifest.path): expected an object with \"cases\"")
        }
        return try cases.keys.sorted().map { try HostileCase(name: $0, cases[$0]!) }
    }

    init(name: String, _ entry: [String: Any]) throws {
        self.name = name
        command = entry["command"] as? String ?? "frame"
        scene = entry["scene"] as? String ?? (command == "ease" ? "" : name + ".json")
        arguments = entry["arguments"] as? [String] ?? []
        output = entry["output"] as? String ?? "png"
        let make = entry["make"] as? [String: String] ?? [:]
        directories = make["directory"].map { [$0] } ?? []
        fifos = make["fifo"].map { [$0] } ?? []
        guard let expect = entry["expect"] as? String else { throw TestFailure("case \(name) has no \"expect\"") }
        switch expect {
        case "renders": expectation = .renders
        case "renders-or-error": expectation = .rendersOrError
        case "error": expectation = .error([])
        case let text where text.hasPrefix("error:"):
            expectation = .error(text.dropFirst("error:".count).split(separator: "|").map(String.init))
        default: throw TestFailure("case \(name): \"expect\" is \(expect); expected renders, error, error:TEXT or renders-or-error")
        }
    }

    /// The chartreel arguments for this case, writing to `out.EXT`.
    var commandLine: [String] {
        switch command {
        case "ease": return ["ease"] + arguments + ["--plot", outputName]
        case "render": return ["render", scene, "-o", outputName, "--quiet"]
        default: return ["frame", scene, "--at", "0.5", "-o", outputName]
        }
    }

    var outputName: String { "out." + output }

    /// Case names listed in `known-open.txt` (one a line, `#` comments):
    /// cases whose fix has not landed yet.
    static func knownOpen() throws -> Set<String> {
        try KnownOpenList.read(knownOpenList)
    }
}

/// A list of names, one a line, blank lines and `#` comments ignored.
enum KnownOpenList {
    static func read(_ file: URL) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        return Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }
}
