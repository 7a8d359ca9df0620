/// The page Chromium screenshots to play an admitted SVG at several times:
/// copies of the document in a grid inside a sandboxed frame, sought by
/// the page's one script, and a marker strip under the grid that the script
/// colours once every copy is sought.
///
/// What holds the browser to this page, layer by layer:
/// - Every copy is written from the admitted tree (`AdmittedSVG`), never
///   from the committed text, so the frame holds only the elements and
///   attributes `SVGAllowList` allows: no `<meta>`, link, form or script
///   can be in it, whatever an HTML parser makes of the committed bytes.
/// - The copies live in an `<iframe sandbox="allow-same-origin">`
///   (`srcdoc`): no script runs in it, and the sandbox also blocks a meta
///   refresh there (Chromium ties it to scripts), navigating the page
///   from it, forms, pop-ups and plugins. `allow-same-origin` only lets
///   the page's own script reach the copies to seek them.
/// - A content security policy on both: nothing loads (`default-src
///   'none'`), only the script and style sheet carrying this page's nonce
///   run, no `<base>` (`base-uri 'none'`), no form is sent (`form-action
///   'none'`). A policy cannot forbid navigation itself: Chromium never
///   shipped `navigate-to`, and a `sandbox` directive is ignored in a
///   `<meta>` policy, hence the sandboxed frame.
/// - The marker (`SVGFrames` checks it in the screenshot): a screenshot
///   without it is not of this page with every copy sought.
enum SVGFramePage {
    /// The marker's colour, which nothing else on the page has.
    static let marker: (red: UInt8, green: UInt8, blue: UInt8) = (0x12, 0xE4, 0x7A)

    /// The page for copies of `root` at `times` (seconds), copy k in
    /// column k % `columns`; `nonce` marks its script and style sheet.
    static func page(_ root: AdmittedSVG.Element, times: [Double], width: Int, height: Int, columns: Int, nonce: String) -> String {
        let gridWidth = min(times.count, columns) * width
        let gridHeight = (times.count + columns - 1) / columns * height
        let marker = "#" + [Self.marker.red, Self.marker.green, Self.marker.blue].map { hex($0) }.joined()
        let style = "body{margin:0;background:#fff}iframe{display:block;border:0;width:\(gridWidth)px;height:\(gridHeight)px}"
            + "#m{width:\(gridWidth)px;height:1px;background:#fff}#m.sought{background:\(marker)}"
        let list = times.map { String($0) }.joined(separator: ",")
        let script = "const t=[\(list)];addEventListener('load',()=>{"
            + "const s=document.querySelector('iframe').contentDocument.querySelectorAll('svg');if(s.length!==t.length)return;"
            + "s.forEach((v,i)=>{v.pauseAnimations();v.setCurrentTime(t[i])});document.getElementById('m').className='sought'});"
        let policy = "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; base-uri 'none'; form-action 'none'"
        let frames = Self.frames(root, count: times.count, width: width, height: height, columns: columns, nonce: nonce)
        return head(policy: policy, style: style, nonce: nonce)
            + "<body><iframe sandbox=\"allow-same-origin\" srcdoc=\"\(AdmittedSVG.escaped(frames, quotes: true))\"></iframe>"
            + "<div id=\"m\"></div><script nonce=\"\(nonce)\">\(script)</script></body></html>"
    }

    /// The framed document: `count` copies of `root` in a grid, each with
    /// its own ids (copies side by side would otherwise share the first
    /// one's animated gradients and clips). It is also well-formed XML,
    /// which lets the fuzzer check what it holds.
    static func frames(_ root: AdmittedSVG.Element, count: Int, width: Int, height: Int, columns: Int, nonce: String) -> String {
        let style = "body{margin:0;background:#fff;display:grid;grid-template-columns:repeat(\(min(count, columns)),\(width)px);"
            + "grid-auto-rows:\(height)px}div{width:\(width)px;height:\(height)px;line-height:0;overflow:hidden;background:#fff}"
        var body = ""
        for k in 0..<count { body += "<div>" + root.markup(idPrefix: "c\(k)-") + "</div>" }
        return head(policy: "default-src 'none'; style-src 'nonce-\(nonce)'; base-uri 'none'; form-action 'none'", style: style, nonce: nonce)
            + "<body>\(body)</body></html>"
    }

    private static func head(policy: String, style: String, nonce: String) -> String {
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"/><meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\"/>"
            + "<style nonce=\"\(nonce)\">\(style)</style></head>"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
