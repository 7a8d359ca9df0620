import Foundation
import ReelRaster

/// An animated SVG decoded at frame times by Chromium: the document inline
/// in local pages, copies side by side in a grid, each paused
/// (`pauseAnimations()`) and sought (`setCurrentTime`) to one time, the
/// page screenshot by headless Chromium and cut into frames.
///
/// Only a document `SVGAssetGate` let through is played. Each copy's ids are made
/// its own (copies side by side would otherwise share the first one's
/// animated gradients and clips), and the page's content security policy
/// lets only its own script run and nothing load.
public final class SVGFrames: DecodedFrames {
    public let width: Int
    public let height: Int
    private let document: String
    private let times: [Double]
    private let chromium: URL
    private let folder: URL
    private let stallTimeout: Double
    private let cancellation: Cancellation
    private var taken = 0
    private var batch: [[UInt8]] = []

    /// The largest screenshot side, in pixels: a grid of frames fits in it.
    static let sheetSide = 4096

    /// Decodes the document `gate` let through at `times` (seconds) with `chromium`.
    public init(_ gate: SVGAssetGate, times: [Double], chromium: URL, stallTimeout: Double = 60, cancellation: Cancellation = Cancellation()) throws {
        (width, height, document) = (gate.width, gate.height, gate.document)
        (self.times, self.chromium, self.stallTimeout, self.cancellation) = (times, chromium, stallTimeout, cancellation)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-svg-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    deinit { close() }

    public func next() throws -> [UInt8]? {
        if batch.isEmpty, taken < times.count { batch = try shoot(from: taken) }
        guard !batch.isEmpty else { return nil }
        taken += 1
        return batch.removeFirst()
    }

    public func close() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The frames from `first` on that one screenshot holds.
    private func shoot(from first: Int) throws -> [[UInt8]] {
        let columns = max(1, Self.sheetSide / width), rows = max(1, Self.sheetSide / height)
        let slice = Array(times[first..<min(times.count, first + columns * rows)])
        let page = folder.appendingPathComponent("page.html"), shot = folder.appendingPathComponent("shot.png")
        try Data(Self.page(document, times: slice, width: width, height: height, columns: columns).utf8).write(to: page)
        try? FileManager.default.removeItem(at: shot)
        let used = (min(slice.count, columns), (slice.count + columns - 1) / columns)
        let process = try ChildProcess(executable: chromium, arguments: [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path, "--force-device-scale-factor=1",
            "--window-size=\(used.0 * width),\(used.1 * height)", "--screenshot=" + shot.path, page.absoluteString,
        ])
        if !cancellation.register(process.pid) { process.kill() }
        defer { cancellation.unregister(process.pid) }
        guard process.wait(timeout: stallTimeout) else {
            process.kill()
            throw EncodingError.output("Chromium took more than \(Int(stallTimeout)) s to draw \(slice.count) frames")
        }
        try cancellation.check()
        guard let png = try? Data(contentsOf: shot), let sheet = try? Canvas(pngData: Array(png)) else {
            throw EncodingError.output("Chromium drew no screenshot of the SVG (\(chromium.path))")
        }
        guard sheet.width >= used.0 * width, sheet.height >= used.1 * height else {
            throw EncodingError.output("Chromium's screenshot is \(sheet.width)x\(sheet.height), not \(used.0 * width)x\(used.1 * height)")
        }
        let pixels = sheet.rgbaBytes()
        return slice.indices.map { k in
            Self.cut(pixels, sheetWidth: sheet.width, x: (k % columns) * width, y: (k / columns) * height, width: width, height: height)
        }
    }

    /// One frame of a sheet's RGBA bytes.
    static func cut(_ sheet: [UInt8], sheetWidth: Int, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var frame: [UInt8] = []
        frame.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = ((y + row) * sheetWidth + x) * 4
            frame += sheet[start..<(start + width * 4)]
        }
        return frame
    }

    /// A page of copies of `document` in a grid, copy k at `times[k]`.
    static func page(_ document: String, times: [Double], width: Int, height: Int, columns: Int) -> String {
        let nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "")
        var body = ""
        for k in times.indices {
            body += "<div style=\"position:absolute;left:\(k % columns * width)px;top:\(k / columns * height)px;"
                + "width:\(width)px;height:\(height)px;line-height:0;background:#fff\">\(ownIDs(document, prefix: "c\(k)-"))</div>"
        }
        let list = times.map { String($0) }.joined(separator: ",")
        return "<!doctype html><html><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" "
            + "content=\"default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'\"></head>"
            + "<body style=\"margin:0;background:#fff\">\(body)<script nonce=\"\(nonce)\">const t=[\(list)];"
            + "document.querySelectorAll('svg').forEach((s,i)=>{s.pauseAnimations();s.setCurrentTime(t[i])});</script></body></html>"
    }

    /// `document` with every id, `url(#…)` and `href="#…"` prefixed.
    static func ownIDs(_ document: String, prefix: String) -> String {
        document.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
    }
}

/// Finds a Chromium (or Chrome) to decode animated SVG with.
public enum ChromiumLocator {
    /// `CHARTREEL_CHROMIUM`, else the first of chromium, chromium-browser,
    /// google-chrome and google-chrome-stable on `PATH`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let override = environment["CHARTREEL_CHROMIUM"], !override.isEmpty {
            guard FFmpegLocator.isExecutableFile(override) else {
                throw EncodingError.output("CHARTREEL_CHROMIUM=\(override) is not an executable file")
            }
            return URL(fileURLWithPath: override)
        }
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            if let found = try? FFmpegLocator.locate(name, environment: environment) { return found }
        }
        throw EncodingError.output("comparing an animated SVG needs Chromium to play it: apt-get install chromium "
                                   + "(or set CHARTREEL_CHROMIUM to a Chromium or Chrome)")
    }
}
