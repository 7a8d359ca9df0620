/// The scrubber page's script, written for the page ASCII-only (the page
/// is windows-1252; see `BinaryText`).
///
/// It reads the two embedded blobs, both deflate-raw and inflated with
/// `DecompressionStream`: the frames (an animated AVIF, decoded frame by
/// frame with WebCodecs' `ImageDecoder`; where a browser has none, the
/// animation plays in an `<img>` and stepping is off) and the frame
/// information (JSON). The AVIF is deflated because a small scene's is a
/// quarter sample tables and repeated frame headers.
/// `document.body.dataset.frame` is the frame shown and
/// `document.body.dataset.ready` is set once the first frame is drawn, for
/// tests and tools driving the page.
///
/// Both scripts are files beside this one, embedded when the package is
/// built (the `EmbedText` plugin writes `ScrubberScript.source` and
/// `ScrubberScript.bootstrap` from `ScrubberScript.source.js` and
/// `ScrubberScript.bootstrap.js`): `bootstrap` is the page's only plain
/// script, which reads the embedded blobs' bytes back, inflates the page's
/// deflated part (its style, markup and `source`, cut by a NUL) and puts
/// it in place.
enum ScrubberScript {
    /// `source` without indentation, blank lines and comment lines (no
    /// line of either script is inside a string).
    static var compact: String { compacted(source) }

    /// `bootstrap` as `compact` writes `source`.
    static var compactBootstrap: String { compacted(bootstrap) }

    private static func compacted(_ text: String) -> String {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
            .joined(separator: "\n")
    }
}
