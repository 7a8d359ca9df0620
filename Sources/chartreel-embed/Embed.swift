import Foundation

/// `chartreel-embed INPUT OUTPUT`: writes a Swift file declaring the text of
/// `INPUT` (named `Type.member.ext`) as `extension Type { static let member }`,
/// for the `EmbedText` build plugin. The text is a raw string literal with
/// more `#` than any run in the text, so no byte of it is read as Swift; the
/// file's last line break is not part of the text.
///
/// An `@main` type rather than top-level code: the fuzzer's build compiles
/// every executable of the graph as a library (libFuzzer brings `main`).
@main
enum Embed {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else { fail("usage: chartreel-embed INPUT OUTPUT", status: 64) }
        let input = URL(fileURLWithPath: arguments[1]), output = URL(fileURLWithPath: arguments[2])
        let parts = input.deletingPathExtension().lastPathComponent.split(separator: ".")
        guard parts.count == 2, parts.allSatisfy(isIdentifier) else {
            fail("\(input.lastPathComponent): expected a name Type.member.ext", status: 65)
        }
        guard let text = try? String(contentsOf: input, encoding: .utf8) else {
            fail("\(input.path): not readable as UTF-8", status: 66)
        }
        do {
            try source(type: parts[0], member: parts[1], text: text, from: input.lastPathComponent)
                .write(to: output, atomically: true, encoding: .utf8)
        } catch {
            fail("\(output.path): \(error)", status: 73)
        }
    }

    static func source(type: Substring, member: Substring, text: String, from file: String) -> String {
        var text = text
        if text.hasSuffix("\n") { text.removeLast() }
        var longestRun = 0, run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        return "// Written by chartreel-embed from \(file): edit that file.\n"
            + "extension \(type) {\n"
            + "    static let \(member) = \(hashes)\"\"\"\n"
            + body.joined(separator: "\n") + "\n"
            + "    \"\"\"\(hashes)\n"
            + "}\n"
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ word: Substring) -> Bool {
        let letter = { (c: Unicode.Scalar) in c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = word.unicodeScalars.first, letter(first) else { return false }
        return word.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("chartreel-embed: \(message)\n".utf8))
        exit(status)
    }
}
