import Foundation
import Testing
import TestSupport

/// scripts/contest-layout-data.py: the contest's real file layout (week-long
/// hourly day files that overlap; a bar chart whose day files are three
/// 5-minute line series) and the messy variants, checked on what it writes.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct ContestLayoutDataTests {
    static let hour = 3_600_000.0, day = 86_400_000.0
    static let start = 1_523_059_200_000.0  // 2018-04-07

    /// One chart file: each column by label, with its type and name.
    struct Chart {
        var columns: [String: [Any]]
        var types: [String: String]
        var names: [String: String]

        var x: [Double] { columns["x", default: []].compactMap { ($0 as? NSNumber)?.doubleValue } }
        var labels: [String] { types.keys.filter { $0 != "x" }.sorted() }
        func values(_ label: String) -> [Double] { columns[label, default: []].compactMap { ($0 as? NSNumber)?.doubleValue } }
    }

    static func generate(seed: Int = 2019) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contest-layout-\(UUID().uuidString)")
        let script = GoldenFrames.repositoryRoot.appendingPathComponent("scripts/contest-layout-data.py")
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                           [script.path, folder.path, "--messy", "--seed", "\(seed)"])
        #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
        return folder
    }

    static func chart(_ folder: URL, _ path: String) throws -> Chart {
        let data = try Data(contentsOf: folder.appendingPathComponent(path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let columns = try #require(object["columns"] as? [[Any]])
        var byLabel: [String: [Any]] = [:]
        for column in columns { if let label = column.first as? String { byLabel[label] = Array(column.dropFirst()) } }
        return Chart(columns: byLabel, types: object["types"] as? [String: String] ?? [:],
                     names: object["names"] as? [String: String] ?? [:])
    }

    @Test func theContestLayoutAndTheMessyCases() throws {
        let folder = try Self.generate()
        defer { try? FileManager.default.removeItem(at: folder) }
        try weekLongHourlyDayFilesOverlap(folder)
        try barsZoomIntoThreeFiveMinuteLines(folder)
        try messyValuesArePresent(folder)
        // The same seed writes the same bytes.
        let again = try Self.generate()
        defer { try? FileManager.default.removeItem(at: again) }
        for path in ["1/overview.json", "1/2018-06/15.json", "4/2018-06/15.json", "messy/spike/overview.json"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == Data(contentsOf: again.appendingPathComponent(path)))
        }
    }

    func weekLongHourlyDayFilesOverlap(_ folder: URL) throws {
        let overview = try Self.chart(folder, "1/overview.json")
        #expect(overview.labels.count == 2 && overview.labels.allSatisfy { overview.types[$0] == "line" })
        #expect(overview.x.count == 365 && zip(overview.x.dropFirst(), overview.x).allSatisfy { $0 - $1 == Self.day })
        // June 15 2018: hourly from June 12 00:00 to June 18 23:00, the day in the middle.
        let june15 = Self.start + 69 * Self.day
        let file = try Self.chart(folder, "1/2018-06/15.json")
        #expect(file.x.count == 168)
        #expect(file.x.first == june15 - 3 * Self.day && file.x.last == june15 + 4 * Self.day - Self.hour)
        #expect(zip(file.x.dropFirst(), file.x).allSatisfy { $0 - $1 == Self.hour })
        #expect(file.x[72] == june15)
        #expect(file.labels.allSatisfy { file.values($0).count == 168 })
        // The next day's file shares six days with it, with the same values.
        let next = try Self.chart(folder, "1/2018-06/16.json")
        #expect(Array(next.x.prefix(144)) == Array(file.x.suffix(144)))
        for label in file.labels { #expect(Array(next.values(label).prefix(144)) == Array(file.values(label).suffix(144))) }
        // Every day of the overview has its file, the first and last too.
        for path in ["1/2018-04/07.json", "1/2019-04/06.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
    }

    func barsZoomIntoThreeFiveMinuteLines(_ folder: URL) throws {
        let overview = try Self.chart(folder, "4/overview.json")
        #expect(overview.labels.count == 1 && overview.types[overview.labels[0]] == "bar")
        #expect(overview.names.values.map { $0.lowercased() } == ["views"])
        let file = try Self.chart(folder, "4/2018-06/15.json")
        let june15 = Self.start + 69 * Self.day
        #expect(file.labels.count == 3 && file.labels.allSatisfy { file.types[$0] == "line" })
        #expect(file.x.count == 288 && file.x.first == june15 && file.x.last == june15 + Self.day - 300_000)
        #expect(zip(file.x.dropFirst(), file.x).allSatisfy { $0 - $1 == 300_000 })
        #expect(file.labels.allSatisfy { file.values($0).count == 288 })
    }

    func messyValuesArePresent(_ folder: URL) throws {
        let spike = try Self.chart(folder, "messy/spike/overview.json").values("y0").sorted()
        #expect(spike.last! > 500 * spike[spike.count / 2])
        #expect(try Self.chart(folder, "messy/huge/overview.json").values("y0").max()! >= 1e12)
        let tiny = try Self.chart(folder, "messy/tiny/overview.json").values("y0")
        #expect(tiny.max()! <= 2e-3 && tiny.min()! > 0)
        #expect(Set(try Self.chart(folder, "messy/constant/overview.json").values("y0")).count == 1)
        #expect(try Self.chart(folder, "messy/zeros/overview.json").values("y0").allSatisfy { $0 == 0 })
        let names = try Self.chart(folder, "messy/long-names/overview.json").names.values
        #expect(names.allSatisfy { $0.count > 40 })
        #expect(names.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })  // Arabic
        #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })  // CJK
        #expect(names.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(try Self.chart(folder, "messy/two-points/overview.json").x.count == 2)
        let gaps = try Self.chart(folder, "messy/gaps/overview.json")
        #expect(zip(gaps.x.dropFirst(), gaps.x).contains { $0 - $1 > Self.day })
        let days = gaps.x.map { Date(timeIntervalSince1970: $0 / 1000) }
        let missing = days.filter { date in
            let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
            let path = String(format: "messy/gaps/%04d-%02d/%02d.json", parts.year!, parts.month!, parts.day!)
            return !FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
        }
        #expect(missing.count == 1)
        let dayFile = try Self.chart(folder, "messy/gaps/2018-04/07.json")
        #expect(dayFile.x.count < 24)
    }
}
