import Foundation
import Testing

/// Values given on the command line: out of range, malformed, or an option
/// given twice. Each is a usage error (exit 2) naming the option and the
/// value as it was typed.
@Suite struct CommandLineValueTests {
    struct BadValue: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badValues: [BadValue] = [
        // A negative value is a value, not a missing one.
        BadValue(arguments: ["info", "donut-progress", "--duration", "-1"],
                 message: "--duration must be more than 0 and at most 3600 seconds, got -1"),
        BadValue(arguments: ["info", "donut-progress", "--duration", "0"],
                 message: "--duration must be more than 0 and at most 3600 seconds, got 0"),
        BadValue(arguments: ["info", "donut-progress", "--duration", "nan"],
                 message: "--duration must be more than 0 and at most 3600 seconds, got nan"),
        BadValue(arguments: ["info", "donut-progress", "--fps", "0"], message: "--fps must be a whole number from 1 to 120, got 0"),
        BadValue(arguments: ["info", "donut-progress", "--fps", "2.50"], message: "--fps must be a whole number from 1 to 120, got 2.50"),
        BadValue(arguments: ["info", "donut-progress", "--fps", "1e26"], message: "--fps must be a whole number from 1 to 120, got 1e26"),
        BadValue(arguments: ["info", "donut-progress", "--scale", "-2"], message: "--scale must be from 0.25 to 8, got -2"),
        BadValue(arguments: ["info", "donut-progress", "--size", "0x50"],
                 message: "--size must be WxH in points, each side from 1 to 8192, got 0x50"),
        BadValue(arguments: ["info", "donut-progress", "--size", "wide"],
                 message: "--size must be WxH in points, each side from 1 to 8192, got wide"),
        BadValue(arguments: ["info", "donut-progress", "--chart", "-1"],
                 message: "--chart must be a whole number from 0 to 100000, got -1"),
        BadValue(arguments: ["render", "donut-progress", "-o", "a.gif", "--jobs", "-3"],
                 message: "--jobs must be a whole number from 1 to 256, got -3"),
        BadValue(arguments: ["render", "donut-progress", "-o", "a.gif", "--ffmpeg-timeout", "-5"],
                 message: "--ffmpeg-timeout must be more than 0 and at most 86400 seconds, got -5"),
        BadValue(arguments: ["frame", "donut-progress", "-o", "f.png", "--at", "-0.5"],
                 message: "--at must be 0 or more seconds, got -0.5"),
        BadValue(arguments: ["frame", "donut-progress", "-o", "f.png", "--at", "inf"],
                 message: "--at must be 0 or more seconds, got inf"),
        BadValue(arguments: ["frame", "donut-progress", "-o", "f.png", "--index", "-2"],
                 message: "--index must be a whole number, 0 or more, got -2"),
        BadValue(arguments: ["ease", "linear", "--samples", "-1"], message: "--samples must be a whole number from 2 to 100000, got -1"),
        BadValue(arguments: ["ease", "linear", "--duration", "-1"],
                 message: "--duration must be more than 0 and at most 3600 seconds, got -1"),
    ]

    @Test(arguments: badValues)
    func outOfRangeValueIsAUsageErrorQuotingIt(_ bad: BadValue) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        expectFailure(try workspace.chartreel(bad.arguments), status: 2, mentions: [bad.message])
        #expect(try workspace.contents().isEmpty)
    }

    @Test(arguments: [
        ["render", "donut-progress", "-o", "a.gif", "-o", "b.gif"],
        ["render", "donut-progress", "--output=a.gif", "-o", "b.gif"],
        ["frame", "donut-progress", "--at", "0", "--output", "a.png", "--output", "b.png"],
    ])
    func outputGivenTwiceIsRefused(_ arguments: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        expectFailure(try workspace.chartreel(arguments), status: 2, mentions: ["-o/--output is given twice; give it once"])
        #expect(try workspace.contents().isEmpty)
    }

    /// A value that looks like an option is the value of the option before
    /// it, not a second use of an option.
    @Test func valueThatLooksLikeAnOptionIsNotCountedAsOne() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["frame", "telegram-followers", "-o", "f.png", "--data", "-o", "--at", "0"])
        expectFailure(result, status: 65, mentions: ["--data: -o: no such file"])
    }

    /// Every option that takes a value, as ArgumentParser describes the
    /// commands, is refused when given twice: chartreel's own list of them
    /// cannot fall behind a new option.
    @Test func everySingleValuedOptionIsRefusedTwice() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let dump = try workspace.chartreel(["--experimental-dump-help"])
        try #require(dump.status == 0, "\(dump)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let commands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        var checked = 0
        for command in commands {
            let name = try #require(command["commandName"] as? String)
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                guard argument["kind"] as? String == "option", argument["isRepeating"] as? Bool != true else { continue }
                let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { entry -> String? in
                    guard let text = entry["name"] as? String else { return nil }
                    return (entry["kind"] as? String == "short" ? "-" : "--") + text
                }
                let spelling = try #require(names.first { $0.hasPrefix("--") })
                let result = try workspace.chartreel([name, spelling, "1", spelling, "2"])
                expectFailure(result, status: 2, mentions: ["\(spelling) is given twice"])
                checked += 1
            }
        }
        #expect(checked >= 15, "only \(checked) options found in the dump")
    }
}
