/// An SVG document `SVGAssetGate` admitted, as a tree: element names and
/// attribute names from its allow-list only, attribute values split where
/// they name an id, and the text of `<title>`s. Nothing of the committed
/// text reaches a browser except through `markup(idPrefix:)`, which writes
/// every element itself and escapes every value, so a comment, a CDATA
/// section or markup hidden in a value cannot be read differently by an
/// HTML parser than by the XML parser that checked it.
package enum AdmittedSVG {
    /// A piece of an attribute value: text, or an id of the document
    /// (an `id` itself, or what `url(#…)` and `href="#…"` name), which each
    /// copy in a page writes with its own prefix.
    package enum Piece: Sendable, Equatable {
        case text(String)
        case id(String)
    }

    package struct Attribute: Sendable, Equatable {
        package let name: String
        package let value: [Piece]

        package init(_ name: String, _ value: [Piece]) {
            self.name = name
            self.value = value
        }

        /// The value as the document wrote it.
        package var text: String {
            value.map { piece -> String in
                switch piece {
                case .text(let text): text
                case .id(let id): id
                }
            }.joined()
        }
    }

    package struct Element: Sendable, Equatable {
        package let name: String
        package let attributes: [Attribute]
        package let children: [Element]
        /// The text of a `<title>`; empty for every other element.
        package let text: String

        package init(_ name: String, attributes: [Attribute] = [], children: [Element] = [], text: String = "") {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.text = text
        }

        /// The element written as markup that an HTML parser and an XML
        /// parser read alike, every id (and reference to one) prefixed by
        /// `idPrefix`, so that copies side by side in one page keep their
        /// own gradients, clips and glyphs. The root carries the SVG
        /// namespace.
        package func markup(idPrefix: String) -> String {
            var out = ""
            write(into: &out, idPrefix: idPrefix, isRoot: true)
            return out
        }

        private func write(into out: inout String, idPrefix: String, isRoot: Bool) {
            out += "<" + name
            if isRoot { out += " xmlns=\"http://www.w3.org/2000/svg\"" }
            for attribute in attributes {
                var value = ""
                for piece in attribute.value {
                    switch piece {
                    case .text(let text): value += text
                    case .id(let id): value += idPrefix + id
                    }
                }
                out += " " + attribute.name + "=\"" + AdmittedSVG.escaped(value, quotes: true) + "\""
            }
            guard !children.isEmpty || !text.isEmpty else {
                out += "/>"
                return
            }
            out += ">" + AdmittedSVG.escaped(text, quotes: false)
            for child in children { child.write(into: &out, idPrefix: idPrefix, isRoot: false) }
            out += "</" + name + ">"
        }

        /// Every element of the tree, this one first.
        package var all: [Element] {
            [self] + children.flatMap(\.all)
        }
    }

    /// `text` with `&`, `<` and `>` (and in an attribute value `"`, tab,
    /// line feed and carriage return) as character references: the same
    /// in HTML and XML. An XML reader turns a raw tab or line break in an
    /// attribute value into a space; a reference it keeps.
    package static func escaped(_ text: String, quotes: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\t" where quotes: out += "&#9;"
            case "\n" where quotes: out += "&#10;"
            case "\r" where quotes: out += "&#13;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
