import Foundation
import Testing
import TestSupport

@testable import ReelScene

/// The option tables are the one source of the scene format: the schema
/// file and the reference tables in Presets/README.md are generated from
/// them and must match; `make reference` (CHARTREEL_UPDATE_REFERENCE=1)
/// rewrites both deliberately.
@Suite struct ReferenceTests {
    static let root = GoldenFrames.repositoryRoot
    static let schemaURL = root.appendingPathComponent("Presets/scene.schema.json")
    static let readmeURL = root.appendingPathComponent("Presets/README.md")
    static var updating: Bool { ProcessInfo.processInfo.environment["CHARTREEL_UPDATE_REFERENCE"] == "1" }

    @Test func schemaFileIsGeneratedFromTheTables() throws {
        if Self.updating { try SceneSchema.text.write(to: Self.schemaURL, atomically: true, encoding: .utf8) }
        let file = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(file == SceneSchema.text, "Presets/scene.schema.json is stale: run make reference")
    }

    @Test func readmeReferenceBlocksAreGeneratedFromTheTables() throws {
        var text = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        if Self.updating {
            text = try ReferenceBlocks.filled(text)
            try text.write(to: Self.readmeURL, atomically: true, encoding: .utf8)
        }
        let blocks = try ReferenceBlocks.blocks(in: text)
        #expect(Set(blocks.map(\.topic)) == Set(ChartCatalog.charts.map(\.type) + ["canvas"]), "\(blocks.map(\.topic))")
        for block in blocks {
            #expect(block.body == OptionReference.markdown(for: block.topic), "\(block.topic) reference is stale: run make reference")
        }
    }

    /// Unknown keys list what a section allows; for each chart that list is
    /// exactly the chart table's keys, so decoding and the tables agree.
    @Test(arguments: [
        ("donut", ""), ("shapes", ", \"layers\": []"), ("line", ", \"series\": [{ \"y\": [1, 2] }]"),
        ("telegram", ", \"data\": { \"columns\": [[\"x\", 1, 2], [\"y0\", 3, 4]], \"types\": { \"x\": \"x\", \"y0\": \"line\" } }"),
    ])
    func decoderAcceptsExactlyTheTablesKeys(type: String, members: String) throws {
        let scene = "{ \"canvas\": { \"width\": 100, \"height\": 100 }, \"chart\": { \"type\": \"\(type)\"\(members), \"zzz\": 1 } }"
        let error = try #require(throws: SceneError.self) { try SceneLoader.decode(SourceText(name: "s.json", bytes: Array(scene.utf8))) }
        let message = "\(error)"
        let allowed = try #require(message.components(separatedBy: "allowed here: ").last)
        let sheet = try #require(ChartCatalog.charts.first { $0.type == type }?.sheet)
        let keys = sheet.rows.filter { !$0.isTrackOnly }.map(\.key) + ["type"]
        #expect(Set(allowed.components(separatedBy: ", ")) == Set(keys), "\(message)")
    }

    /// Every preset is valid under the schema, checked by an independent
    /// validator (Python's jsonschema), and the schema rejects what the
    /// decoder rejects: unknown keys, wrong types, values out of range.
    @Test func presetsValidateAndBadScenesDoNot() throws {
        let presets = PresetFiles.names(in: Self.root.appendingPathComponent("Presets")).map { $0 + ".json" }
        #expect(presets.count >= 9)
        let good = presets.map { Self.root.appendingPathComponent("Presets/\($0)").path }
        let bad = try Self.badScenes()
        defer { try? FileManager.default.removeItem(at: bad[0].deletingLastPathComponent()) }
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", Self.validator, Self.schemaURL.path] + good + bad.map(\.path))
        #expect(result.status == 0, "\(result.stderrText)")
        let verdicts = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(verdicts == good.map { "valid \($0)" } + bad.map { "invalid \($0.path)" }, "\(result.stdoutText)")
        for scene in bad {
            #expect(throws: SceneError.self, "\(scene.lastPathComponent)") { try SceneLoader.load(contentsOf: scene) }
        }
    }

    static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        v = jsonschema.Draft7Validator(schema)
        for f in sys.argv[2:]:
            print(("valid " if v.is_valid(json.load(open(f))) else "invalid ") + f)
        """

    static func badScenes() throws -> [URL] {
        let canvas = "\"canvas\": { \"width\": 100, \"height\": 100 }"
        let scenes = [
            "{ \(canvas), \"chart\": { \"type\": \"donut\", \"vaule\": 3 } }",
            "{ \(canvas), \"chart\": { \"type\": \"donut\", \"strokeEnd\": 2 } }",
            "{ \(canvas), \"chart\": { \"type\": \"donut\", \"tintColor\": 5 } }",
            "{ \(canvas), \"chart\": { \"type\": \"pie\" } }",
            "{ \"canvas\": { \"width\": 0, \"height\": 100 }, \"chart\": { \"type\": \"donut\" } }",
            "{ \(canvas), \"chart\": { \"type\": \"shapes\", \"layers\": [{ \"rect\": [0, 0, 1e20, 5], \"fill\": \"red\" }] } }",
            "{ \(canvas), \"chart\": { \"type\": \"line\", \"series\": [{ \"y\": [1] }], \"lineMode\": \"curvy\" } }",
            "{ \(canvas), \"chart\": { \"type\": \"telegram\" } }",
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try scenes.enumerated().map { i, text in
            let url = directory.appendingPathComponent("bad\(i).json")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
    }
}

/// The generated blocks of Presets/README.md: between a start marker naming
/// the topic and an end marker.
enum ReferenceBlocks {
    struct Block { let topic: String; let body: String }

    static let start = "<!-- generated by `chartreel describe "
    static let startEnd = " --markdown`; `make reference` rewrites it -->"

    static func blocks(in text: String) throws -> [Block] {
        var result: [Block] = []
        var rest = Substring(text)
        while let open = rest.range(of: start) {
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: startEnd) else { break }
            let topic = String(afterOpen[..<close.lowerBound])
            let endMarker = "<!-- end of generated \(topic) reference -->"
            guard let end = afterOpen.range(of: endMarker) else { throw ReferenceError("no end marker for \(topic)") }
            let body = afterOpen[close.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
            result.append(Block(topic: topic, body: body))
            rest = afterOpen[end.upperBound...]
        }
        return result
    }

    /// `text` with every block's body replaced by the current reference.
    static func filled(_ text: String) throws -> String {
        var out = text
        for block in try blocks(in: text) {
            let head = start + block.topic + startEnd, tail = "<!-- end of generated \(block.topic) reference -->"
            guard let a = out.range(of: head), let b = out.range(of: tail, range: a.upperBound..<out.endIndex),
                  let body = OptionReference.markdown(for: block.topic) else { throw ReferenceError("cannot fill \(block.topic)") }
            out.replaceSubrange(a.upperBound..<b.lowerBound, with: "\n" + body + "\n")
        }
        return out
    }

    struct ReferenceError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The Swift API's chart types are generated from the option tables
/// (`ChartAPISource`) into Sources/ChartReel/Charts/Generated; `make
/// reference` rewrites them deliberately.
@Suite struct ChartAPISourceTests {
    static let folder = GoldenFrames.repositoryRoot.appendingPathComponent("Sources/ChartReel/Charts/Generated")

    @Test func chartTypesAreGeneratedFromTheTables() throws {
        let files = ChartAPISource.files
        if ReferenceTests.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            for file in files { try file.text.write(to: Self.folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8) }
            let names = Set(files.map(\.name))
            for old in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) where old.hasSuffix(".swift") && !names.contains(old) {
                try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(old))
            }
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(present) == Set(files.map(\.name)), "Sources/ChartReel/Charts/Generated holds other files: run make reference")
        for file in files {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(text == file.text, "\(file.name) is stale: run make reference")
        }
        #expect(Set(ChartAPISource.charts.map(\.type)) == Set(ChartCatalog.charts.map(\.type)))
    }
}
