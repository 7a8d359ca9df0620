import Foundation
import Testing

@testable import ReelScene

/// Data the contest chart cannot draw as it is says so: negative values in
/// stacks are a note naming the file and the series, and a day file dated
/// away from the overview, or one that cannot be read, is an error naming it.
@Suite struct DataNotesTests {
    /// A folder holding `data.json` (`text`) and a telegram scene reading it.
    static func notes(data text: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
        let scene = folder.appendingPathComponent("scene.json")
        try """
            { "canvas": { "width": 300, "height": 400, "duration": 1, "fps": 10 },
              "chart": { "type": "telegram", "data": { "telegram": "data.json" } } }
            """.write(to: scene, atomically: true, encoding: .utf8)
        return try SceneLoader.load(contentsOf: scene).notes
    }

    static func chart(_ type: String, flags: String, y1: [Int], y2: [Int]) -> String {
        let list = { (v: [Int]) in v.map(String.init).joined(separator: ",") }
        return """
            {"columns":[["x",1554076800000,1554163200000,1554249600000,1554336000000],["y1",\(list(y1))],["y2",\(list(y2))]],
             "types":{"x":"x","y1":"\(type)","y2":"\(type)"}\(flags)}
            """
    }

    @Test func negativeValuesInStacksAreANotePerSeries() throws {
        let bars = try Self.notes(data: Self.chart("bar", flags: ",\"stacked\":true", y1: [1, -2, 3, -4], y2: [5, 6, -7, 8]))
        #expect(bars.count == 2, "\(bars)")
        #expect(bars.contains { $0.hasSuffix("data.json: series y1 has 2 negative values; stacked bars draw them as 0") }, "\(bars)")
        #expect(bars.contains { $0.hasSuffix("data.json: series y2 has 1 negative value; stacked bars draw it as 0") }, "\(bars)")
        let areas = try Self.notes(data: Self.chart("area", flags: ",\"stacked\":true,\"percentage\":true",
                                                    y1: [1, 2, 3, 4], y2: [-5, -6, -7, 8]))
        #expect(areas.count == 1 && areas[0].hasSuffix("series y2 has 3 negative values; percentage areas draw them as 0"), "\(areas)")
    }

    @Test func linesAndPositiveStacksHaveNoNote() throws {
        #expect(try Self.notes(data: Self.chart("line", flags: "", y1: [1, -2, 3, -4], y2: [5, 6, -7, 8])).isEmpty)
        #expect(try Self.notes(data: Self.chart("bar", flags: ",\"stacked\":true", y1: [1, 0, 3, 4], y2: [5, 6, 7, 8])).isEmpty)
    }

    @Test func negativeValuesInADayFileAreANote() throws {
        let fixture = try DayZoomTests.Fixture(days: [3, 4]) { d, text in
            let stacked = text.replacingOccurrences(of: "\"line\"", with: "\"bar\"").replacingOccurrences(of: "}}", with: "},\"stacked\":true}")
            return d == 4 ? stacked.replacingOccurrences(of: "[\"y1\",5,", with: "[\"y1\",-5,") : stacked
        }
        defer { fixture.remove() }
        let overview = try String(contentsOf: fixture.overview, encoding: .utf8)
        try overview.replacingOccurrences(of: "\"line\"", with: "\"bar\"").replacingOccurrences(of: "}}", with: "},\"stacked\":true}")
            .write(to: fixture.overview, atomically: true, encoding: .utf8)
        let notes = try fixture.scene(zoom: "{ \"day\": \"2019-04-04\", \"around\": 1 }").notes
        #expect(notes == ["\(fixture.folder.path)/2019-04/05.json: series y1 has 1 negative value; stacked bars draw it as 0"], "\(notes)")
    }

    /// A day file years away from the overview would zoom into an empty plot.
    @Test func aDayFileDatedAwayFromTheOverviewIsAnError() throws {
        let years = 5 * 365 * 86_400_000
        let fixture = try DayZoomTests.Fixture(days: [3]) { _, text in
            let x = (0..<24).map { String(Int(DayZoomTests.start + 3 * DayZoomTests.day) * 1000 + $0 * 3_600_000 + years) }
            let old = (0..<24).map { String(Int(DayZoomTests.start + 3 * DayZoomTests.day) * 1000 + $0 * 3_600_000) }
            return text.replacingOccurrences(of: old.joined(separator: ","), with: x.joined(separator: ","))
        }
        defer { fixture.remove() }
        let message = fixture.error(zoom: "{ \"day\": \"2019-04-04\" }")
        #expect(message.hasSuffix("chart.zoom.day: \(fixture.folder.path)/2019-04/04.json is dated 2024-04-02, outside the overview's 2019-04-01 to 2019-04-10; point \"days\" at this overview's day files"),
                "\(message)")
    }

    /// A day file that is there but cannot be read says why, once; it is
    /// never "no day file" beside a list of days that includes it.
    @Test func anUnreadableDayFileSaysWhy() throws {
        let fixture = try DayZoomTests.Fixture(days: [2, 3, 4])
        defer { fixture.remove() }
        let file = fixture.folder.appendingPathComponent("2019-04/04.json")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "loop.json")
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.appendingPathComponent("2019-04/loop.json").path,
                                                   withDestinationPath: "04.json")
        let loop = fixture.error(zoom: "{ \"day\": \"2019-04-04\" }")
        #expect(loop.hasSuffix("chart.zoom.day: \(file.path): is a loop of symbolic links"), "\(loop)")
        #expect(loop.components(separatedBy: "2019-04/04.json").count == 2, "\(loop)")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let folder = fixture.error(zoom: "{ \"day\": \"2019-04-04\" }")
        #expect(folder.hasSuffix("chart.zoom.day: \(file.path): is a directory; give a file"), "\(folder)")
    }
}

/// Path data with an arc of radius 1e-300 draws (its radii scaled up to
/// reach the end, as SVG says), never refused as a coordinate that is not a number.
@Suite struct TinyArcSceneTests {
    @Test func anArcOfRadius1e300Draws() throws {
        let text = """
            { "canvas": { "width": 100, "height": 100, "duration": 1, "fps": 10 },
              "chart": { "type": "shapes", "layers": [ { "path": "M10 10 A1e-300 1e-300 0 0 1 50 50", "stroke": "#000000" } ] } }
            """
        let scene = try SceneLoader.decode(SourceText(name: "arc.json", bytes: Array(text.utf8)))
        #expect(scene.notes.isEmpty)
    }
}
