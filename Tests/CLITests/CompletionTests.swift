import Foundation
import Testing

/// The bash completion offers values, not only option names: formats,
/// dithers, x264 presets, curves, describe topics, presets, and files
/// after --data and -o. Bash runs the generated script as it would on Tab.
@Suite struct CompletionTests {
    /// Bash sets these from the command line before calling the function
    /// `complete -F` names, with the command, the word and the word before.
    static let driver = #"""
        source ./chartreel.bash
        offer() {
            COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _chartreel chartreel "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\n' ' '
            echo
        }
        while IFS= read -r line; do offer "$line"; done < lines
        """#

    static let cases: [(line: String, offered: String)] = [
        ("chartreel render x.json --format ", "apng dotlottie frames gif html lottie mov mp4 svg webm webp"),
        ("chartreel render x.json --dither b", "bayer"),
        ("chartreel render x.json --preset very", "veryfast veryslow"),
        ("chartreel ease easeOutB", "easeOutBack easeOutBounce"),
        ("chartreel describe ", "activity canvas donut line scene shapes telegram timeline"),
        ("chartreel play x.json --protocol s", "sixel symbols"),
        ("chartreel presets --show donut", "donut-progress donut-spring"),
        ("chartreel frame x.json --data sa", "sales.csv sales.json"),
        ("chartreel render x.json -o ou", "out.gif"),
        ("chartreel validate line-s", "line-smooth-area"),
        ("chartreel check ", "assets"),
        ("chartreel check docs --diff ", "assets"),
        ("chartreel init --type l", "line"),
    ]

    @Test func bashOffersValues() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let script = try workspace.chartreel(["--generate-completion-script", "bash"])
        #expect(script.status == 0, "\(script)")
        try workspace.write("chartreel.bash", script.stdout)
        try workspace.write("driver.sh", Self.driver)
        try workspace.write("lines", Self.cases.map(\.line).joined(separator: "\n") + "\n")
        for file in ["sales.csv", "sales.json", "out.gif"] { try workspace.write(file, "") }
        try FileManager.default.createDirectory(at: workspace.file("assets"), withIntermediateDirectories: false)
        let bin = try chartreelExecutable().deletingLastPathComponent().path
        let result = try workspace.shell("PATH=\"\(bin):$PATH\" bash driver.sh")
        #expect(result.status == 0, "\(result)")
        let offered = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for (k, expected) in Self.cases.enumerated() {
            #expect(k < offered.count && offered[k] == expected.offered, "\(expected.line)")
        }
    }
}
