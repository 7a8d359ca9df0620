import Foundation
import TestSupport
import Testing

/// `render -o page.html`: one windows-1252 page whose embedded frames are an
/// animated AVIF of every frame and whose frame information holds, for each
/// frame, what `frame --layout` and `frame --explain --json` print, with
/// numbers rounded to 4 decimals.
/// (How a browser shows it is checked in a real browser, ScrubberBrowserTests.)
@Suite struct ScrubberPageTests {
    /// The bytes of the blob in `<script ... id="ID">`, decoded as the page's
    /// script does: escapes undone, then the shift (the first byte) taken off.
    static func blob(_ page: [UInt8], id: String) throws -> [UInt8] {
        let open = Array("id=\"\(id)\">".utf8), close = Array("</script>".utf8)
        let start = try #require(page.firstRange(of: open)).upperBound
        let end = try #require(page[start...].firstRange(of: close)).lowerBound
        var out: [UInt8] = []
        var i = start
        while i < end {
            if page[i] == 0x01 {
                i += 1
                out.append([0x00, 0x0D, 0x3C, 0x01][Int(page[i]) - 0x31])
            } else {
                out.append(page[i])
            }
            i += 1
        }
        let shift = try #require(out.first)
        return out.dropFirst().map { $0 &- shift }
    }

    static func inflate(_ bytes: [UInt8], in workspace: Workspace) throws -> Data {
        // Python's zlib inflates raw deflate (wbits -15), independently of chartreel.
        try Data(bytes).write(to: workspace.file("blob.deflate"))
        let result = try workspace.shell("python3 -c \"import zlib; open('blob.inflated','wb').write(zlib.decompress(open('blob.deflate','rb').read(), -15))\"")
        #expect(result.status == 0, "\(result)")
        return try Data(contentsOf: workspace.file("blob.inflated"))
    }

    /// Each frame's document from its entry: line operations (a line, or
    /// [k, n]: n lines of the previous frame's from line k), or a string of
    /// differences of its numbers from the previous frame's.
    static func expand(_ frames: [Any]) throws -> [[String: Any]] {
        var previous = (lines: [String](), skeleton: [String](), numbers: [Int64]())
        return try frames.map { entry in
            if let differences = entry as? String {
                var index = 0
                for part in differences.split(separator: ",") {
                    if part.hasPrefix("_") { index += part.count > 1 ? try #require(Int(part.dropFirst())) : 1 } else {
                        previous.numbers[index] += try #require(Int64(part))
                        index += 1
                    }
                }
                var text = previous.skeleton[0]
                for (i, number) in previous.numbers.enumerated() { text += Self.decimal(number) + previous.skeleton[i + 1] }
                previous.lines = text.components(separatedBy: "\n")
            } else {
                var lines: [String] = []
                for operation in try #require(entry as? [Any]) {
                    if let line = operation as? String { lines.append(line) } else {
                        let range = try #require(operation as? [Int])
                        lines += previous.lines[range[0]..<(range[0] + range[1])]
                    }
                }
                previous.lines = lines
                (previous.skeleton, previous.numbers) = Self.columns(lines.joined(separator: "\n"))
            }
            let object = try JSONSerialization.jsonObject(with: Data(previous.lines.joined(separator: "\n").utf8))
            return try #require(object as? [String: Any])
        }
    }

    /// The page's cut of a document into text and numbers (in ten-thousandths), by regular expression.
    static func columns(_ text: String) -> ([String], [Int64]) {
        let pattern = #"(?<![0-9.])(?<![0-9]-)-?(?:0|[1-9][0-9]{0,10})(?:\.[0-9]{0,3}[1-9])?(?![0-9.eE])"#
        let expression = try! NSRegularExpression(pattern: pattern)
        let whole = text as NSString
        var skeleton: [String] = [], numbers: [Int64] = [], start = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: whole.length)) {
            let token = whole.substring(with: match.range)
            // The greedy token must be the whole run of -digits.digits: a cut run is text.
            guard token != "-0", whole.substring(from: match.range.location).range(of: #"^-?[0-9]+(\.[0-9]+)?"#,
                options: .regularExpression).map({ whole.substring(from: match.range.location)[$0].count }) == token.count
            else { continue }
            let parts = token.replacingOccurrences(of: "-", with: "").split(separator: ".", omittingEmptySubsequences: false)
            let fraction = parts.count > 1 ? String(parts[1]) : ""
            let value = Int64(parts[0])! * 10_000 + Int64((fraction + "0000").prefix(4))!
            skeleton.append(whole.substring(with: NSRange(location: start, length: match.range.location - start)))
            numbers.append(token.hasPrefix("-") ? -value : value)
            start = match.range.location + match.range.length
        }
        skeleton.append(whole.substring(from: start))
        return (skeleton, numbers)
    }

    static func decimal(_ value: Int64) -> String {
        let fraction = value.magnitude % 10_000
        let whole = (value < 0 ? "-" : "") + String(value.magnitude / 10_000)
        guard fraction != 0 else { return whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return whole + "." + digits
    }

    /// A JSON value with its numbers rounded to 4 decimals, as the page holds them.
    static func rounded(_ value: Any) -> Any {
        switch value {
        case let number as NSNumber where number.doubleValue != number.doubleValue.rounded():
            // (Whole numbers, and so booleans, are left as they are.)
            let x = number.doubleValue
            return x.magnitude < 1e11 ? NSNumber(value: (x * 10_000).rounded() / 10_000) : number
        case let list as [Any]: return list.map(rounded)
        case let object as [String: Any]: return object.mapValues(rounded)
        default: return value
        }
    }

    @Test func thePageHoldsEveryFrameWithItsLayoutAndExplanation() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = ["donut-progress", "--fps", "10", "--duration", "1.2", "--scale", "1"]
        let render = try workspace.chartreel(["render"] + scene + ["-o", "page.html"])
        #expect(render.status == 0, "\(render)")
        let page = Array(try Data(contentsOf: workspace.file("page.html")))
        #expect(page.starts(with: Array("<!DOCTYPE html>".utf8)))
        #expect(page.firstRange(of: Array("<meta charset=\"windows-1252\">".utf8)) != nil)

        let frames = try Self.inflate(try Self.blob(page, id: "frames-data"), in: workspace)
        try frames.write(to: workspace.file("frames.avif"))
        let probe = try workspace.shell("ffprobe -v error -count_frames -select_streams v:0 "
                                        + "-show_entries stream=nb_read_frames,width,height -of csv=p=0 frames.avif")
        let info = try #require(try JSONSerialization.jsonObject(with: try Self.inflate(try Self.blob(page, id: "frame-info"),
                                                                                        in: workspace)) as? [String: Any])
        #expect(info["frameCount"] as? Int == 12 && info["fps"] as? Int == 10)
        // The donut is full from 0.8 s: frames 8-11 are one frame of the animation, held for 4.
        let holds = info["holds"] as? [Int] ?? []
        #expect(holds == [1, 1, 1, 1, 1, 1, 1, 1, 4], "\(holds)")
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "240,240,\(holds.count)", "\(probe)")
        let duration = try workspace.shell("ffprobe -v error -select_streams v:0 -show_entries stream=duration -of csv=p=0 frames.avif")
        #expect(abs((Double(duration.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) - 1.2) < 0.001, "\(duration)")
        let list = try Self.expand(try #require(info["frames"] as? [Any]))
        #expect((info["frames"] as? [Any] ?? []).contains { $0 is String }, "no frame written as number differences")
        #expect(list.count == 12)
        for index in [0, 3, 5, 8, 11] {
            let layout = try workspace.chartreel(["frame"] + scene + ["--index", "\(index)", "--layout"])
            let explain = try workspace.chartreel(["frame"] + scene + ["--index", "\(index)", "--explain", "--json"])
            let wantLayout = Self.rounded(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8))) as? NSDictionary
            let wantExplain = Self.rounded(try JSONSerialization.jsonObject(with: Data(explain.stdout.utf8))) as? NSDictionary
            #expect((list[index]["layout"] as? NSDictionary) == wantLayout, "layout of frame \(index)")
            #expect((list[index]["explain"] as? NSDictionary) == wantExplain, "explanation of frame \(index)")
            #expect(abs((list[index]["time"] as? Double ?? -1) - Double(index) / 10) < 1e-9)
        }
        // The page's own markup and script travel deflated, after a NUL.
        let deflated = String(decoding: try Self.inflate(try Self.blob(page, id: "page"), in: workspace), as: UTF8.self)
        #expect(deflated.contains("<div id=\"controls\">") && deflated.contains("\0\"use strict\";"))
    }

    @Test func htmlTakesTheCRFOfItsFramesAndNoGIFOptions() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let bad = try workspace.chartreel(["render", "donut-progress", "-o", "page.html", "--colors", "16"])
        #expect(bad.status == 2 && bad.stderr.contains("--colors applies to GIF output, not HTML"), "\(bad)")
        let range = try workspace.chartreel(["render", "donut-progress", "-o", "page.html", "--crf", "64"])
        #expect(range.status == 2 && range.stderr.contains("--crf must be a whole number from 0 to 63, got 64"), "\(range)")
        #expect(try workspace.contents().isEmpty)
    }

    @Test func checkComparesAPageWithItsSceneByteForByte() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = try workspace.chartreel(["presets", "--show", "donut-progress"]).stdout
            .replacingOccurrences(of: "\"duration\": 1.8", with: "\"duration\": 0.5")
        try workspace.write("donut.json", scene)
        #expect(try workspace.chartreel(["render", "donut.json", "-o", "donut.html"]).status == 0)
        let fresh = try workspace.chartreel(["check", "."])
        #expect(fresh.status == 0 && fresh.stdout.contains("checked 1 assets: 1 up to date"), "\(fresh)")
        #expect(fresh.stdout.contains("donut.html: its bytes match (an HTML page is compared byte for byte"), "\(fresh)")

        #expect(try workspace.chartreel(["render", "donut.json", "-o", "donut.html", "--fps", "12"]).status == 0)
        let stale = try workspace.chartreel(["check", "."])
        #expect(stale.status == 1 && stale.stdout.contains("an HTML page is compared byte for byte"), "\(stale)")
    }
}
