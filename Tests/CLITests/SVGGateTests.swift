import Foundation
import ReelCheck
import ReelEncoding
import TestSupport
import Testing

/// `check`'s gate for committed SVG (`SVGAssetGate`) and the page built
/// from what it admits (`SVGFramePage`): every hostile form refused with a
/// reason that names it, every document chartreel writes admitted, and the
/// page written from the tree, escaped and with ids of its own per copy.
@Suite struct SVGGateTests {
    /// A small document of chartreel's shape, `inside` its `<svg>`.
    static func document(_ inside: String, declaration: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
                         root: String = "") -> String {
        declaration + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"80\" viewBox=\"0 0 240 160\"\(root)>\n"
            + "<defs>\n<path id=\"t1\" d=\"M1 2L3 4z\"/>\n<linearGradient id=\"g2\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" "
            + "x2=\"1\" y2=\"1\">\n<stop offset=\"0\" stop-color=\"#FF8000\"/>\n<stop offset=\"1\" stop-color=\"#0080FF\"/>\n"
            + "</linearGradient>\n</defs>\n<g id=\"line a\" fill=\"#333333\">\n<title>line a</title>\n<use href=\"#t1\" x=\"2\"/>\n</g>\n"
            + "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"url(#g2)\">\n"
            + "<animate attributeName=\"width\" dur=\"2s\" repeatCount=\"indefinite\" values=\"10;20\" keyTimes=\"0;1\"/>\n</rect>\n"
            + inside + "</svg>\n"
    }

    static func refusal(_ text: String) -> String? {
        refusal(Data(text.utf8))
    }

    static func refusal(_ data: Data) -> String? {
        do {
            _ = try SVGAssetGate(data)
            return nil
        } catch let refused as AssetRefusal {
            return refused.reason
        } catch {
            return "\(error)"
        }
    }

    /// Hostile documents and what their refusal must say.
    static let hostile: [(name: String, text: String, said: String)] = [
        ("meta refresh in a comment", document("<!--><p><meta http-equiv=\"refresh\" content=\"0;url=file:///etc/passwd\">-->\n"),
         "comment"),
        ("a comment before the root", "<!--<svg><p><meta http-equiv=\"refresh\" content=\"0;url=file:///etc/passwd\">-->\n"
            + document("", declaration: ""), "comment"),
        ("url( in capitals", document("<path d=\"M0 0L1 1\" fill=\"URL(file:///etc/passwd)\"/>\n"),
         "its <path> has fill=\"URL(file:///etc/passwd)\""),
        ("an XLink href under another prefix", document("<use q:href=\"file:///etc/passwd\"/>\n",
                                                         root: " xmlns:q=\"http://www.w3.org/1999/xlink\""),
         "its <use> has q:href=\"file:///etc/passwd\""),
        ("an href to another file", document("<use href=\"other.svg#x\"/>\n"), "its <use> has href=\"other.svg#x\""),
        ("an href to an id it lacks", document("<use href=\"#nothing\"/>\n"), "#nothing, which is no id of its own"),
        ("a comment behind a prepended mark", document("<g><title>\u{0600}<!--<p>--></title></g>\n"), "it holds a comment (<!--)"),
        ("a CDATA section", document("<g><![CDATA[<p><meta http-equiv=\"refresh\">]]></g>\n"), "CDATA section"),
        ("a processing instruction", document("", declaration: "<?xml version=\"1.0\"?><?xml-stylesheet href=\"file:///etc/passwd\"?>"),
         "processing instruction <?xml-stylesheet"),
        // FoundationXML reads a processing instruction without data after a
        // malformed declaration through a null pointer (a crash make fuzz found).
        ("an instruction inside a malformed declaration", "<?xml ><?di2?>" + document("", declaration: ""),
         "its XML declaration (<?xml … ?>) is not the one chartreel writes"),
        ("a declaration with markup before its end", document("", declaration: "<?xml version=\"1.0\" <x?>"),
         "its XML declaration (<?xml … ?>) is not the one chartreel writes"),
        ("a style sheet before the root", "<?xml-stylesheet href=\"file:///etc/passwd\"?>" + document("", declaration: ""),
         "processing instruction <?xml-stylesheet"),
        ("a document type", document("", declaration: "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a SYSTEM \"file:///etc/passwd\">]>"),
         "<!DOCTYPE>"),
        ("a script", document("<script>fetch('http://example.com')</script>\n"), "it holds <script>"),
        ("a script in capitals", document("<SCRIPT>alert(1)</SCRIPT>\n"), "it holds <SCRIPT>"),
        ("a foreign object", document("<foreignObject><p>x</p></foreignObject>\n"), "it holds <foreignObject>"),
        ("an HTML element", document("<h:meta xmlns:h=\"http://www.w3.org/1999/xhtml\" http-equiv=\"refresh\"/>\n"),
         "declares the namespace \"http://www.w3.org/1999/xhtml\""),
        ("an event attribute", document("<g onload=\"alert(1)\"/>\n"), "its <g> has onload=\"alert(1)\""),
        ("a style attribute", document("<g style=\"fill:url(file:///x)\"/>\n"), "its <g> has style="),
        ("xml:base", document("<g xml:base=\"file:///etc/\"/>\n"), "its <g> has xml:base=\"file:///etc/\", in a namespace"),
        ("an animated href", document("<use href=\"#t1\"><animate attributeName=\"href\" dur=\"1s\" values=\"file:///etc/passwd\"/></use>\n"),
         "its <animate> has attributeName=\"href\""),
        ("a file in animated values", document("<path d=\"M0 0\"><animate attributeName=\"fill\" dur=\"1s\" "
                                                + "values=\"#000000;url(file:///x)\"/></path>\n"), "its <animate> has values=\"#000000;url(file:///x)\""),
        ("text outside a title", document("<g>&lt;p&gt;hello</g>\n"), "its <g> holds text"),
        ("an svg inside the svg", document("<svg width=\"1\" height=\"1\"/>\n"), "<svg> inside another"),
        ("another root", "<g xmlns=\"http://www.w3.org/2000/svg\"/>", "its root is <g>"),
        ("a long value, cut", document("<path d=\"M0 0\" fill=\"" + String(repeating: "x", count: 500) + "\"/>\n"),
         "fill=\"" + String(repeating: "x", count: 40) + "…\""),
    ]

    @Test(arguments: hostile.indices)
    func refusesHostileDocument(_ k: Int) {
        let (name, text, said) = Self.hostile[k]
        let reason = Self.refusal(text)
        #expect(reason?.contains(said) == true, "\(name): \(reason ?? "admitted")")
        #expect(reason.map { !$0.contains(where: \.isNewline) && $0.count <= 300 } ?? false, "\(name): \(reason ?? "")")
    }

    @Test func refusesWhatIsNotUTF8() throws {
        let utf16 = Self.document("", declaration: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>"
                                    + "<!DOCTYPE svg [<!ENTITY a SYSTEM \"file:///etc/passwd\">]>")
        let withMark = Data([0xFF, 0xFE]) + utf16.data(using: .utf16LittleEndian)!
        #expect(Self.refusal(withMark)?.contains("UTF-16") == true, "\(Self.refusal(withMark) ?? "admitted")")
        let withoutMark = utf16.data(using: .utf16BigEndian)!
        #expect(Self.refusal(withoutMark)?.contains("NUL byte") == true, "\(Self.refusal(withoutMark) ?? "admitted")")
        let latin = Self.document("", declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n")
        #expect(Self.refusal(latin)?.contains("encoding \"ISO-8859-1\"") == true, "\(Self.refusal(latin) ?? "admitted")")
        #expect(Self.refusal(Data(Self.document("<title>\u{E9}</title>").utf8.map { $0 == 0xA9 ? 0xFF : $0 }))?
            .contains("not UTF-8") == true)
    }

    @Test func admitsChartreelsShapeAndKeepsItsSizeAndDuration() throws {
        let gate = try SVGAssetGate(Data(Self.document("").utf8))
        #expect(gate.width == 120 && gate.height == 80 && gate.duration == 2)
        #expect(SVGPageCheck.flaw(gate) == nil)
        // Any prefix bound to XLink is href; to an id of its own, it passes.
        let linked = try SVGAssetGate(Data(Self.document("<use q:href=\"#t1\"/>\n", root: " xmlns:q=\"http://www.w3.org/1999/xlink\"").utf8))
        #expect(linked.root.markup(idPrefix: "").contains("<use href=\"#t1\"/>"))
    }

    @Test func thePageIsWrittenFromTheTreeEscapedWithIDsPerCopy() throws {
        // Markup as text (escaped in the XML) is text in the page too.
        let meta = "<meta http-equiv=\"refresh\" content=\"0;url=file:///etc/passwd\">"
        let escaped = "&lt;!--&gt;&lt;p&gt;&lt;meta http-equiv=&quot;refresh&quot; content=&quot;0;url=file:///etc/passwd&quot;&gt;--&gt;"
        let text = Self.document("<g role=\"img\" aria-label=\"say &quot;hi&quot; &lt;b&gt; &amp; go\"><title>\(escaped)</title></g>\n")
        let gate = try SVGAssetGate(Data(text.utf8))
        let copy = gate.root.markup(idPrefix: "c3-")
        #expect(!copy.contains("<!--") && !copy.contains("<p>") && !copy.contains(meta), "\(copy)")
        #expect(copy.contains("<title>&lt;!--&gt;&lt;p&gt;&lt;meta http-equiv=\"refresh\""), "\(copy)")
        #expect(copy.contains("aria-label=\"say &quot;hi&quot; &lt;b&gt; &amp; go\""), "\(copy)")
        #expect(copy.contains("<path d=\"M1 2L3 4z\" id=\"c3-t1\"") && copy.contains("<use href=\"#c3-t1\"") && copy.contains("fill=\"url(#c3-g2)\"")
                && copy.contains("id=\"c3-g2\" x1=") && copy.contains("<g fill=\"#333333\" id=\"c3-line a\""), "\(copy)")
        #expect(!copy.contains("\"#t1\"") && !copy.contains("(#g2)"), "\(copy)")
        #expect(SVGPageCheck.flaw(gate) == nil)
        // The frame holds the copies, escaped once more in `srcdoc`; the page nothing else of the document.
        let page = SVGPageCheck.page(gate)
        #expect(!page.contains("<meta http-equiv=\"refresh\"") && !page.contains("<title>") && page.contains("sandbox=\"allow-same-origin\""))
        #expect(page.contains("base-uri 'none'; form-action 'none'") && page.contains("default-src 'none'"))
    }

    /// A tab or a line break in a title's text reaches the framed
    /// document unchanged: in `srcdoc` it is a character reference, which
    /// an XML reader does not fold into a space (make fuzz found the fold).
    @Test func lineBreaksInTextSurviveTheFrameAttribute() throws {
        let gate = try SVGAssetGate(Data(Self.document("<g><title>one\ntwo\tthree</title></g>\n").utf8))
        #expect(SVGPageCheck.flaw(gate) == nil, "\(SVGPageCheck.flaw(gate) ?? "")")
        #expect(SVGPageCheck.page(gate).contains("one&#10;two&#9;three"))
    }

    /// Every preset, animated (`render`) and as a still (`frame`), is
    /// admitted, and makes a sound page.
    @Test func admitsEveryPresetsSVG() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let presets = PresetFiles.names(in: repositoryRoot.appendingPathComponent("Presets"))
        #expect(presets.count >= 18)
        for preset in presets {
            let animated = try workspace.chartreel(["render", preset, "--fps", "10", "-o", "\(preset).svg"])
            let still = try workspace.chartreel(["frame", preset, "--at", "0.5", "-o", "\(preset)-frame.svg"])
            #expect(animated.status == 0 && still.status == 0, "\(preset): \(animated) \(still)")
            for name in ["\(preset).svg", "\(preset)-frame.svg"] {
                do {
                    let gate = try SVGAssetGate(Data(contentsOf: workspace.file(name)))
                    #expect(SVGPageCheck.flaw(gate) == nil, "\(name): \(SVGPageCheck.flaw(gate) ?? "")")
                    #expect(name.hasSuffix("-frame.svg") ? gate.duration == 0 : gate.duration > 0, "\(name): \(gate.duration) s")
                } catch let refused as AssetRefusal {
                    Issue.record("\(name): \(refused.reason)")
                }
            }
        }
    }
}
