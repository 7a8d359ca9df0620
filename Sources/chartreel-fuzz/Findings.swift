import Foundation
import ReelScene

/// Inputs that were read without a trap but got a message a user should not
/// see, saved once per kind of message (`kind(of:problem:)`), so the
/// fuzzer's many variants of one bug make one file, not thousands.
struct Findings {
    /// Where to save them; nil: only printed.
    let folder: String?
    let target: String
    /// Kinds already saved, and a cap so a noisy bug cannot fill the disk.
    private var seen: Set<String> = []
    private let limit = 64

    init(folder: String?, target: String) {
        self.folder = folder
        self.target = target
    }

    mutating func record(_ bytes: [UInt8], problem: String, outcome: FuzzOutcome) {
        let kind = Self.kind(of: outcome, problem: problem)
        guard seen.count < limit, seen.insert(kind).inserted else { return }
        var line = "chartreel-fuzz: \(target): \(problem)"
        if case .rejected(let message) = outcome { line += ": " + String(message.prefix(160)).debugDescription }
        if let folder {
            let file = "\(folder)/message-\(String(Self.hash(kind), radix: 16))"
            _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
            line += " (saved as \(file))"
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The problem and the first four words of the message that are only
    /// letters, outside quotes: `fuzz.json:3:9: chart.x: "#GG" is not a
    /// colour` is "is not a colour", whatever the value, the place or the
    /// control characters the input put in them.
    static func kind(of outcome: FuzzOutcome, problem: String) -> String {
        let category = String(problem.prefix { !$0.isNumber })
        guard case .rejected(let message) = outcome else { return category }
        var unquoted = "", quoted = false
        for c in message.prefix(2000) {
            if c == "\"" { quoted.toggle() } else if !quoted { unquoted.append(c) }
        }
        let words = unquoted.split(separator: " ").filter { $0.allSatisfy(\.isLetter) }.prefix(4)
        return category + ": " + words.joined(separator: " ")
    }

    /// FNV-1a: stable across runs, unlike `Hasher`.
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
