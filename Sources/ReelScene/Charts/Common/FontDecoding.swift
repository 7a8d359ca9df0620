import ReelGeometry
import ReelRaster
import ReelText

/// Whether a font can be drawn with, and if not why, in plain words.
enum FontCheck {
    /// `inputs` says whether a font file may be read.
    static func problem(with name: String, inputs: InputLog?) -> String? {
        let font = Font(name: name, size: 12)
        let quoted = JSONValue(kind: .string(name), offset: 0).summary
        // A name with a "/" is opened as it is; FreeType would wait for
        // ever on a FIFO and cannot say "is a directory": look first.
        let isPath = name.contains("/")
        if isPath, let problem = InputFile.problem(openingRegularFile: name, inputs: inputs) {
            return "font file \(quoted): \(problem)"
        }
        guard let failure = loadFailure(font) else { return isPath || font.isFilePath ? nil : substitution(name, quoted) }
        if isPath { return "font file \(quoted): is not a font FreeType can read" }
        if font.isFilePath {
            // A bare file name is looked up among the installed fonts, never here.
            return "font file \(quoted) is not among the installed fonts; give its path (./\(name) for one in this folder)"
        }
        return "font \(quoted) cannot be loaded (\(failure)); install fonts-dejavu-core or give a font file's path"
    }

    /// Generic names fontconfig is expected to resolve to some family.
    static let generics: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui"]

    /// fontconfig draws any name with something; a family it lacks would
    /// quietly come out in DejaVu Sans. That is an error, with the
    /// installed families closest to the name.
    private static func substitution(_ name: String, _ quoted: String) -> String? {
        guard let requested = FontCatalog.requestedFamily(of: name), !generics.contains(requested.lowercased()),
              let matched = FontCatalog.matchedFamily(for: name), matched.lowercased() != requested.lowercased() else { return nil }
        let hint = Suggestions.hint(for: requested, in: FontCatalog.families())
        return "font family \"\(requested)\" is not installed\(hint); fontconfig would draw it with \(matched) (name it, or give a font file's path)"
    }

    /// The text engine's message when `font` cannot draw, or nil when it can.
    private static func loadFailure(_ font: Font) -> String? {
        do {
            var renderer = TextRenderer()
            _ = try renderer.inkBounds(of: "H", font: font)
            return nil
        } catch TextError.text(let message, _) {
            return message
        } catch {
            return String(describing: error)
        }
    }
}
