import Foundation
import TestSupport
import Testing

/// Replays every input the fuzzer found (`FuzzCorpus/TARGET/`, see
/// scripts/fuzz.sh) through the same entry point, in the plain build of
/// `chartreel-fuzz`, one child process per input so that a trap fails one
/// case instead of ending the test run. Each must be read within 10 s and
/// 2 GB, and end normally or with an error of one line of at most 300
/// characters. Inputs listed in `FuzzCorpus/known-open.txt` (`TARGET/FILE`)
/// wait for fixes on other branches: they run, and the log says when one
/// passes, but they do not fail the suite.
@Suite(.serialized) struct FuzzCorpusTests {
    struct Input: Sendable, CustomTestStringConvertible {
        let target: String
        let file: URL
        var name: String { "\(target)/\(file.lastPathComponent)" }
        var testDescription: String { name }
    }

    static let folder = repositoryRoot.appendingPathComponent("Tests/CLITests/FuzzCorpus")

    /// Every saved input, in folders named after their targets.
    static let inputs: [Input] = {
        let manager = FileManager.default
        let targets = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return targets.flatMap { target -> [Input] in
            let files = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []
            return files.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map {
                Input(target: target, file: folder.appendingPathComponent(target).appendingPathComponent($0))
            }
        }
    }()

    @Test func corpusIsNotEmptyAndKnownOpenNamesInputs() throws {
        #expect(!Self.inputs.isEmpty)
        let names = Set(Self.inputs.map(\.name))
        for name in try KnownOpenList.read(Self.folder.appendingPathComponent("known-open.txt")) {
            #expect(names.contains(name), "known-open.txt lists \(name), which is not in the corpus")
        }
    }

    @Test(arguments: inputs)
    func replay(_ input: Input) throws {
        let open = try KnownOpenList.read(Self.folder.appendingPathComponent("known-open.txt")).contains(input.name)
        let failure = try Self.failure(replaying: input)
        switch (failure, open) {
        case (nil, false): break
        case (nil, true): print("fuzz corpus: \(input.name) PASSES NOW; remove it from known-open.txt")
        case (let failure?, true): print("fuzz corpus: \(input.name): open (known-open.txt): \(failure)")
        case (let failure?, false): Issue.record("\(input.name): \(failure)")
        }
    }

    /// Why replaying `input` failed, or nil. The replayer runs in Presets/,
    /// where the fuzzer ran, so data files scenes name are found alike.
    static func failure(replaying input: Input) throws -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let process = try RunningProcess(
            URL(fileURLWithPath: "/usr/bin/prlimit"),
            ["--as=\(2 << 30)", "--", try builtExecutable("chartreel-fuzz").path, input.target, input.file.path],
            in: repositoryRoot.appendingPathComponent("Presets"), environment: environment)
        let result: ProcessResult
        do {
            result = try process.wait(timeout: 10)
        } catch {
            return "still running after 10 s (killed)"
        }
        let lines = (result.stdoutText + result.stderrText).split(whereSeparator: \.isNewline)
        switch result.status {
        case 0: return nil
        case 3: return String(lines.first { $0.contains("PROBLEM") } ?? "a bad message")
        default:
            let how = result.status < 0 ? "killed by signal \(-result.status)" : "exit \(result.status)"
            return "\(how): \(lines.first { $0.contains("Fatal error") || $0.contains("failed") } ?? lines.last ?? "")"
        }
    }
}
