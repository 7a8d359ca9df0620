/// Text made fit for chartreel's one-line messages: a value from a file can
/// be megabytes long or hold line breaks, and an error must stay one line a
/// person can read.
package enum MessageText {
    /// Longest message chartreel prints for one problem.
    package static let lineLimit = 300

    /// Text a message makes fit: one line, cut in the middle past `lineLimit`.
    package static func fitted(_ text: String) -> String {
        shortened(oneLine(text), to: lineLimit, keepingEnd: true)
    }

    /// `text` with line breaks, tabs and other control characters written as
    /// escapes (`\n`, `\t`, `\u{1B}`), so it cannot break or recolour a line.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case _ where isControl(scalar):
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// `items` joined with ", ", at most `limit` of them: "a, b, c and 12
    /// more". A message names what is allowed in whole items; a cut
    /// through the middle of a name would name something that does not exist.
    /// An empty name (a CSV column without a header) is shown as `""`.
    package static func list(_ items: [String], limit: Int = 16) -> String {
        let items = items.map { $0.isEmpty ? "\"\"" : $0 }
        guard items.count > limit else { return items.joined(separator: ", ") }
        let shown = max(1, limit - 1)
        return items.prefix(shown).joined(separator: ", ") + " and \(items.count - shown) more"
    }

    /// `text` cut to at most `limit` characters with "…" where it was cut.
    /// `keepingEnd` cuts from the middle, keeping the first two thirds and
    /// the last third: a message's start says where, its end often what is
    /// expected. Otherwise the end is cut. Cuts fall between words where a
    /// space is near (within a sixth of the limit), so no word is halved.
    package static func shortened(_ text: String, to limit: Int, keepingEnd: Bool = false) -> String {
        let limit = max(limit, 2)
        // utf8.count is O(1) for native strings; only long texts are counted in characters.
        guard text.utf8.count > limit, text.count > limit else { return text }
        let room = limit - 1
        let tailRoom = keepingEnd ? room / 3 : 0
        let slack = limit / 6
        var head = Substring(text.prefix(room - tailRoom))
        if let space = head.dropFirst(head.count - min(slack, head.count)).lastIndex(of: " ") {
            head = head[..<space]
        }
        var tail = Substring(text.suffix(tailRoom))
        var gap = ""
        if let space = tail.prefix(slack).firstIndex(of: " ") {
            tail = tail[tail.index(after: space)...]
            gap = " "
        }
        return head + "…" + gap + tail
    }

    /// C0 and C1 controls and DEL (terminals act on them); U+2028 and
    /// U+2029 break lines in some.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
