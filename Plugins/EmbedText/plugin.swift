import Foundation
import PackagePlugin

/// Embeds each `Type.member.js` file of a target as `Type.member`, a string:
/// the script stays a file that editors, linters and `node --check` read, and
/// the binary carries it without a resource bundle (the installed
/// `chartreel` ships as one file).
///
/// Each file is one build command, run again whenever the file changes,
/// that writes the Swift with `/bin/sh` and `sed`. Not a tool built from
/// this package: it would be built with the fuzzer's flags too (`make
/// fuzz`), where libFuzzer takes `main` and the tool could not run.
@main
struct EmbedText: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try target.sourceFiles(withSuffix: ".js").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let parts = name.split(separator: ".")
            guard parts.count == 2, parts.allSatisfy(Self.isIdentifier) else {
                throw EmbedError(message: "\(file.url.path): expected a name Type.member.js")
            }
            let output = context.pluginWorkDirectoryURL.appending(path: name + ".swift")
            return .buildCommand(displayName: "Embedding \(file.url.lastPathComponent)", executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", Self.script, "embed", file.url.path, output.path, String(parts[0]), String(parts[1])],
                                 inputFiles: [file.url], outputFiles: [output])
        }
    }

    /// `sh -c SCRIPT embed FILE OUTPUT TYPE MEMBER`: the text of FILE as a
    /// raw string literal with more `#` than any run in it (so no byte of it
    /// is read as Swift), indented as the literal's closing line; the file's
    /// last line break is not part of the text.
    static let script = #"""
        set -eu
        file=$1 out=$2 type=$3 member=$4
        longest=$( (grep -o '#*' "$file" || true) | awk '{ if (length > n) n = length } END { print n + 0 }')
        hashes=$(printf '%*s' $((longest + 1)) '' | tr ' ' '#')
        {
            printf '// Written by the EmbedText plugin from %s: edit that file.\n' "${file##*/}"
            printf 'extension %s {\n    static let %s = %s"""\n' "$type" "$member" "$hashes"
            sed 's/^./    &/' "$file"
            printf '    """%s\n}\n' "$hashes"
        } > "$out.new"
        mv "$out.new" "$out"
        """#

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ word: Substring) -> Bool {
        let letter = { (c: Unicode.Scalar) in c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = word.unicodeScalars.first, letter(first) else { return false }
        return word.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }
}

struct EmbedError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
