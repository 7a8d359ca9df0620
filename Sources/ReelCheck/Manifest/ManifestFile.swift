import ReelScene
import Foundation
import ReelEncoding

/// A folder's `chartreel-assets.json`: `{"NAME.gif": "SCENE [options]"}`,
/// read by the scene reader's strict JSON parser, so a key written twice
/// is refused at its line rather than one of them silently kept.
package enum ManifestFile {
    /// The manifest's name in a checked folder.
    package static let fileName = "chartreel-assets.json"

    /// One member: the asset's key, the words of its value, and where the key is.
    package struct Line {
        package let key: String
        package let arguments: [String]
        package let place: SourceLocation
    }

    /// The manifest's members in file order; none when the folder has no manifest.
    package static func read(in bounds: AssetFolderBounds) throws -> [Line] {
        let found: URL?
        do {
            found = try bounds.inputFile(Self.fileName, what: "the manifest")
        } catch let error as BoundsProblem {
            throw SceneError(location: nil, path: "", message: "\(shownPath(bounds)): \(error.reason)")
        }
        guard let found else { return [] }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(found.path)
        } catch let error as InputFileError {
            throw SceneError(location: nil, path: "", message: "\(shownPath(bounds)): \(error.reason)")
        }
        let source = SourceText(name: shownPath(bounds), bytes: bytes)
        let root = try JSONDocument.parse(source)
        guard case .object(let members) = root.kind else {
            throw SceneError(location: JSONDocument.location(of: root.offset, in: source), path: "",
                             message: "expected a JSON object of \"ASSET\": \"SCENE [render options]\", got \(root.summary)")
        }
        return try members.map { member in
            let place = JSONDocument.location(of: member.keyOffset, in: source)
            func problem(_ text: String) -> SceneError { SceneError(location: place, path: "", message: "\(quoted(member.key)): \(text)") }
            guard case .string(let text) = member.value.kind else {
                throw problem("expected a string \"SCENE [render options]\", got \(member.value.summary)")
            }
            guard let words = try? EncodeOptions.splitArguments(text) else { throw problem("the value has an unclosed quote") }
            guard !words.isEmpty else { throw problem("the value is empty; expected \"SCENE [render options]\"") }
            return Line(key: member.key, arguments: words, place: place)
        }
    }

    /// A key as messages quote it: in quotes, one line, long ones shortened.
    package static func quoted(_ key: String) -> String {
        JSONValue(kind: .string(key), offset: 0).summary
    }

    private static func shownPath(_ bounds: AssetFolderBounds) -> String {
        (bounds.folder as NSString).appendingPathComponent(Self.fileName)
    }
}
