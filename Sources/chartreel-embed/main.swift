import Foundation

/// `chartreel-embed INPUT OUTPUT`: writes a Swift file declaring the text of
/// `INPUT` (named `Type.member.ext`) as `extension Type { static let member }`,
/// for the `EmbedText` build plugin. The text is a raw string literal with
/// more `#` than any run in the text, so no byte of it is read as Swift; the
/// file's last line break is not part of the text.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: chartreel-embed INPUT OUTPUT\n".utf8))
    exit(64)
}
let input = URL(fileURLWithPath: arguments[1]), output = URL(fileURLWithPath: arguments[2])
let parts = input.deletingPathExtension().lastPathComponent.split(separator: ".")
let identifier = /^[A-Za-z_][A-Za-z0-9_]*$/
guard parts.count == 2, parts.allSatisfy({ $0.wholeMatch(of: identifier) != nil }) else {
    FileHandle.standardError.write(Data("chartreel-embed: \(input.lastPathComponent): expected a name Type.member.ext\n".utf8))
    exit(65)
}
guard var text = try? String(contentsOf: input, encoding: .utf8) else {
    FileHandle.standardError.write(Data("chartreel-embed: \(input.path): not readable as UTF-8\n".utf8))
    exit(66)
}
if text.hasSuffix("\n") { text.removeLast() }
let longestRun = text.matches(of: /#+/).map { $0.output.count }.max() ?? 0
let hashes = String(repeating: "#", count: longestRun + 1)
let source = """
    // Written by chartreel-embed from \(input.lastPathComponent): edit that file.
    extension \(parts[0]) {
        static let \(parts[1]) = \(hashes)\"\"\"
    \(text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
        \"\"\"\(hashes)
    }

    """
do {
    try source.write(to: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("chartreel-embed: \(output.path): \(error)\n".utf8))
    exit(73)
}
