import ReelEncoding

/// The HTML around a scrubber's data, ASCII only (the page is
/// windows-1252 so that its embedded blobs cost one byte a byte; see
/// `BinaryText`). Text from the scene goes in as character references.
///
/// All but the head and the header is deflated: the style, the markup and
/// the script (`ScrubberScript.source`) are most of a small scene's page,
/// and a third of that deflated. `ScrubberScript.bootstrap`, the one plain
/// script, inflates them and puts them in place.
enum ScrubberPage {
    /// The page's bytes: `title`, the canvas `points` (CSS pixels), the
    /// animated AVIF `frames` (deflated here: a small scene's AVIF is a
    /// quarter sample tables and repeated frame headers) and the deflated
    /// frame information `info`.
    static func bytes(title: String, points: (width: Double, height: Double), frames: [UInt8], info: [UInt8]) -> [UInt8] {
        var page = Array(head(title: escape(title)).utf8)
        page += Array("<script type=\"application/octet-stream\" id=\"page\">".utf8)
        page += BinaryText.encode(Deflate.compress(Array(deflated(points: points).utf8)))
        page += Array("</script>\n<script type=\"application/octet-stream\" id=\"frames-data\">".utf8)
        page += BinaryText.encode(Deflate.compress(frames))
        page += Array("</script>\n<script type=\"application/octet-stream\" id=\"frame-info\">".utf8)
        page += BinaryText.encode(info)
        page += Array("</script>\n<script>\n\(ScrubberScript.compactBootstrap)\n</script>\n</body>\n</html>\n".utf8)
        return page
    }

    /// The deflated part: style and markup, a NUL, the script.
    static func deflated(points: (width: Double, height: Double)) -> String {
        let size = "width:\(css(points.width))px;height:\(css(points.height))px"
        return """
            <style>\(style)</style>
            <main>
            <section id="view">
            <div id="stage" style="\(size)"><canvas id="frame" style="\(size)"></canvas>\
            <img id="fallback" alt="" hidden style="\(size)"><div id="boxes"></div></div>
            \(controls)
            """ + "\0" + ScrubberScript.compact
    }

    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="windows-1252">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="chartreel">
        <title>\(title)</title>
        </head>
        <body>
        <header><strong>\(title)</strong> <span id="hover"></span></header>
        <noscript>This page shows its frames with JavaScript.</noscript>

        """
    }

    private static let controls = """
        <div id="controls">
        <button id="play" title="Play or pause (space)">Play</button>
        <button id="prev" title="Previous frame (left arrow)">&lt;</button>
        <button id="next" title="Next frame (right arrow)">&gt;</button>
        <input id="slider" type="range" min="0" max="0" value="0" step="1" aria-label="frame">
        <span id="clock"></span>
        <label title="Loop when playing (l)"><input id="loop" type="checkbox" checked> loop</label>
        <label><input id="show-boxes" type="checkbox" checked> boxes</label>
        </div>
        <p id="status"></p>
        </section>
        <aside>
        <h2>Explain</h2><div id="explain"></div>
        <h2>Items</h2><table id="items"></table>
        </aside>
        </main>
        """

    /// Every box above the frame is a whole number of pixels high (the
    /// header's one line included), so the canvas starts on a device pixel:
    /// Firefox draws a canvas at a fractional position resampled, softening
    /// every frame it shows. Under the frame is a checkerboard, which a
    /// transparent scene's frames (AVIF with an alpha track) show through.
    private static let style = """
        [hidden]{display:none!important}
        body{font:13px/1.4 system-ui,sans-serif;margin:0;color:#222;background:#fafafa}
        header{padding:8px 12px;height:20px;line-height:20px;overflow:hidden;white-space:nowrap;border-bottom:1px solid #ddd;background:#fff}
        #hover{color:#666;margin-left:1em;font-family:ui-monospace,monospace}
        main{display:flex;gap:16px;padding:12px;align-items:flex-start}
        #view{flex:none}
        #stage{position:relative;background:#fff repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;box-shadow:0 0 0 1px #ddd}
        #stage canvas,#stage img{display:block}
        #boxes{position:absolute;inset:0}
        .box{position:absolute;box-sizing:border-box;border:1px solid;opacity:.55}
        .box:hover,.box.hot{opacity:1;border-width:2px;background:rgba(255,255,0,.15)}
        #controls{display:flex;gap:6px;align-items:center;margin-top:8px}
        #slider{flex:1;min-width:120px}
        #clock{font-family:ui-monospace,monospace;white-space:nowrap}
        #status{color:#a40}
        aside{flex:1;min-width:280px;max-height:calc(100vh - 80px);overflow:auto}
        aside h2{font-size:13px;margin:8px 0 4px}
        table{border-collapse:collapse;font-family:ui-monospace,monospace;font-size:12px}
        td,th{padding:1px 6px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}
        #items td:first-child{width:6px;padding:0}
        #items tr.hidden{color:#aaa}
        #items tr.hot{background:#ffc}
        dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:0 8px;font-family:ui-monospace,monospace;font-size:12px}
        dt{color:#666}dd{margin:0}
        """

    /// `text` with everything outside printable ASCII, and HTML's own
    /// characters, as character references.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "&#x\(String(scalar.value, radix: 16));"
            }
        }
        return out
    }

    private static func css(_ value: Double) -> String { FrameLayout.number(value) }
}
