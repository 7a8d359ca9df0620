import Foundation
import Testing
import TestSupport

/// The schema as editors use it, against `validate`: every broken scene is
/// reported by `validate` (exit 65, naming its JSON path), and a real JSON
/// Schema validator (Python's jsonschema, Draft 7) refuses at least 90 %
/// of them; the rest are listed with why a schema cannot say it.
@Suite struct BrokenSceneTests {
    static let schema = repositoryRoot.appendingPathComponent("Presets/scene.schema.json")

    @Test func validateReportsEveryBrokenScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(BrokenScene.all.count >= 40)
        #expect(Set(BrokenScene.all.map(\.name)).count == BrokenScene.all.count, "names repeat")
        for scene in BrokenScene.all {
            _ = try workspace.write("\(scene.name).json", scene.json)
            let result = try workspace.chartreel(["validate", "\(scene.name).json"])
            #expect(result.status == 65, "\(scene.name): \(result)")
            let output = result.stdout + result.stderr
            #expect(output.contains(scene.path), "\(scene.name): the output names no \(scene.path)\n\(output)")
        }
    }

    @Test func schemaCatchesAtLeastNinetyPercent() throws {
        let verdicts = try Self.schemaVerdicts(BrokenScene.all)
        let caught = BrokenScene.all.filter { verdicts[$0.name]!.errors > 0 }
        let ratio = Double(caught.count) / Double(BrokenScene.all.count)
        #expect(ratio >= 0.9, "the schema catches \(caught.count) of \(BrokenScene.all.count)")
        for scene in BrokenScene.all {
            let errors = verdicts[scene.name]!.errors
            if let why = scene.beyondSchema {
                // Listed as beyond a schema: if the schema learns to say it, move it up.
                #expect(errors == 0, "\(scene.name) is listed as beyond the schema (\(why)) but the schema catches it")
            } else {
                #expect(errors > 0, "the schema misses \(scene.name)")
            }
        }
    }

    /// Without `type` the one message is that `type` is missing, not every
    /// chart's required keys.
    @Test func missingTypeGivesOneMessage() throws {
        let scene = try #require(BrokenScene.all.first { $0.name == "missing-type" })
        let verdict = try #require(try Self.schemaVerdicts([scene])[scene.name])
        #expect(verdict.errors == 1, "\(verdict.messages)")
        #expect(verdict.messages.first == "'type' is a required property", "\(verdict.messages)")
    }

    /// Every `default` the schema gives is a value its own key accepts
    /// (they come from the reference's default text).
    @Test func everyDefaultPassesItsOwnSchema() throws {
        let script = """
            import json, sys, jsonschema
            s = json.load(open(sys.argv[1]))
            found, bad = 0, []
            def walk(node, path):
                global found
                if isinstance(node, dict):
                    if "default" in node and isinstance(node.get("description"), str):
                        found += 1
                        sub = dict(node); sub["definitions"] = s["definitions"]
                        for e in jsonschema.Draft7Validator(sub).iter_errors(node["default"]):
                            bad.append(path + ": " + e.message)
                    for k, v in node.items(): walk(v, path + "/" + k)
                elif isinstance(node, list):
                    for i, v in enumerate(node): walk(v, path + "/" + str(i))
            walk(s, "")
            print(found); print("\\n".join(bad))
            """
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, Self.schema.path])
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(result.status == 0, "\(result.stderrText)")
        #expect((Int(lines.first ?? "") ?? 0) > 150, "\(lines.first ?? "")")
        #expect(lines.count == 1, "\(lines.dropFirst().joined(separator: "\n"))")
    }

    struct Verdict { let errors: Int; let messages: [String] }

    static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        v = jsonschema.Draft7Validator(schema)
        for f in sys.argv[2:]:
            errors = sorted(v.iter_errors(json.load(open(f))), key=lambda e: list(e.path))
            print(json.dumps({"file": f, "errors": len(errors), "messages": [e.message for e in errors]}))
        """

    static func schemaVerdicts(_ scenes: [BrokenScene]) throws -> [String: Verdict] {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let files = try scenes.map { try workspace.write("\($0.name).json", $0.json).path }
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", validator, schema.path] + files)
        guard result.status == 0 else { throw TestFailure("the validator failed: \(result.stderrText)") }
        var verdicts: [String: Verdict] = [:]
        for line in result.stdoutText.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let name = URL(fileURLWithPath: object["file"] as! String).deletingPathExtension().lastPathComponent
            verdicts[name] = Verdict(errors: object["errors"] as! Int, messages: object["messages"] as! [String])
        }
        return verdicts
    }
}
