import Foundation
import ReelGeometry
import ReelJSON

/// A scene to start from, as `chartreel init` and `presets --show` write it:
/// a preset's or a chart type's starter, with a `$schema` and data paths
/// that resolve wherever the new file is saved.
///
/// Decisions: `$schema` is the absolute `file://` URL of the schema the
/// presets ship with (VS Code and yaml-language-server both resolve it, and
/// it survives copying the scene anywhere on the machine); without a schema
/// file beside the presets it is the schema's published `$id`. A preset's
/// relative data paths (`data.csv`, `data.telegram`, `intervals.csv`) become
/// absolute, so the scene reads the preset's data in place (a contest
/// overview finds its day files beside it, which a copy would lose).
package enum SceneStarter {
    /// The chart types `init --type` knows.
    package static var types: [String] { ChartCatalog.charts.map(\.type) }

    /// The starter of `type`, JSON text with a placeholder `$schema`.
    package static func starter(type: String) throws -> String {
        guard let text = StarterScenes.scenes[type] else {
            throw SceneError(location: nil, path: "", message:
                "unknown chart type \"\(type)\"\(Suggestions.hint(for: type, in: types)); known types: \(types.joined(separator: ", "))")
        }
        return text + "\n"
    }

    /// Where the schema is for an editor: the `file://` URL of the
    /// `scene.schema.json` beside `preset` or in the first directory of
    /// `library` that has one, else the schema's `$id`.
    package static func schemaLocation(library: PresetLibrary, preset: URL? = nil) -> String {
        let candidates = [preset?.deletingLastPathComponent()].compactMap { $0 } + library.directories
        let file = candidates.lazy.map { $0.appendingPathComponent("scene.schema.json").standardizedFileURL }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        return file?.absoluteString ?? SceneSchema.identifier
    }

    /// `json` (a scene's text) with `$schema` set to `schema` and the data
    /// paths made absolute against `base`; the rest of the text as it was.
    package static func localized(_ json: String, name: String, schema: String, base: URL) throws -> String {
        let bytes = Array(json.utf8)
        let root = try JSONDocument.parse(SourceText(name: name, bytes: bytes))
        guard case .object(let members) = root.kind else { return json }
        var edits: [(range: Range<Int>, text: String)] = []
        if let member = members.first(where: { $0.key == "$schema" }), case .string = member.value.kind {
            edits.append((literal(at: member.value.offset, in: bytes), JSONText.quoted(schema)))
        } else {
            edits.append((root.offset + 1..<root.offset + 1, " \(JSONText.quoted("$schema")): \(JSONText.quoted(schema)),"))
        }
        for path in dataPaths {
            guard let value = find(path, in: root), case .string(let file) = value.kind, !file.hasPrefix("/"), !file.isEmpty else { continue }
            let absolute = base.appendingPathComponent(file).standardizedFileURL.path
            edits.append((literal(at: value.offset, in: bytes), JSONText.quoted(absolute)))
        }
        var out = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The scene as YAML: the yaml-language-server modeline first (the
    /// editors' way to name a YAML file's schema), then the keys but `$schema`.
    package static func yaml(_ json: String, name: String, schema: String) throws -> String {
        let root = try JSONDocument.parse(SourceText(name: name, bytes: Array(json.utf8)))
        var body = root
        if case .object(let members) = root.kind {
            body = JSONValue(kind: .object(members.filter { $0.key != "$schema" }), offset: root.offset)
        }
        return "# yaml-language-server: $schema=\(schema)\n" + SceneYAML.text(body)
    }

    /// The keys whose value is a file relative to the scene.
    static let dataPaths = [["chart", "data", "csv"], ["chart", "data", "telegram"], ["chart", "intervals", "csv"]]

    private static func find(_ path: [String], in value: JSONValue) -> JSONValue? {
        guard let first = path.first else { return value }
        guard case .object(let members) = value.kind, let member = members.first(where: { $0.key == first }) else { return nil }
        return find(Array(path.dropFirst()), in: member.value)
    }

    /// The bytes of the string literal that starts at `offset`, quotes included.
    private static func literal(at offset: Int, in bytes: [UInt8]) -> Range<Int> {
        var i = offset + 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        return offset..<min(i + 1, bytes.count)
    }
}
