import Foundation
import Testing

/// Committed assets that `check` reads whole (an SVG parsed as XML, a WebP
/// decoded by libwebp, an HTML page compared byte for byte) are bounded by
/// the fresh render's size: 200 MB of blanks after an SVG's root, or after a
/// WebP's last chunk, were read whole and then passed as up to date.
@Suite struct CheckWholeFileBoundsTests {
    @Test(arguments: ["donut.svg", "donut.webp", "donut.html"])
    func aPaddedAssetIsOutOfDateUnread(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("chartreel-assets.json", #"{"\#(name)": "donut-progress --scale 0.5 --fps 10"}"#)
        let update = try workspace.chartreel(["check", ".", "--update"])
        #expect(update.status == 0, "\(update)")
        let padding = try FileHandle(forWritingTo: workspace.file(name))
        try padding.seekToEnd()
        let blanks = Data(repeating: 0x20, count: 1 << 20)
        for _ in 0..<200 { try padding.write(contentsOf: blanks) }
        try padding.close()
        let started = Date()
        let result = try workspace.shell("/usr/bin/time -f %M -o peak.txt \"$CHARTREEL\" check .; exit $?")
        let peakKB = Int(try workspace.read("peak.txt").split(whereSeparator: \.isNewline).last ?? "") ?? -1
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("over the") && result.stdout.contains("chartreel writes"), "\(result)")
        #expect(peakKB > 0 && peakKB < 150_000, "peak \(peakKB) KB")
        #expect(Date().timeIntervalSince(started) < 30)
    }
}
