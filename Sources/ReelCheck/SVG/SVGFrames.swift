import Foundation
import ReelEncoding
import ReelRaster
import ReelSystem

/// An animated SVG decoded at frame times by Chromium: copies of the
/// admitted document side by side in a local page (`SVGFramePage`), each
/// paused (`pauseAnimations()`) and sought (`setCurrentTime`) to one time,
/// the page screenshot by headless Chromium and cut into frames.
///
/// Only a document `SVGAssetGate` admitted is played, and the page is
/// written from its tree, never from the committed text.
package final class SVGFrames: DecodedFrames {
    package let width: Int
    package let height: Int
    private let root: AdmittedSVG.Element
    private let times: [Double]
    private let chromium: URL
    private let folder: URL
    private let stallTimeout: Double
    private let cancellation: Cancellation
    private var taken = 0
    private var batch: [[UInt8]] = []

    /// The largest screenshot side, in pixels: a grid of frames (and the
    /// marker row under it) fits in it.
    static let sheetSide = 4096
    /// Headless Chromium leaves the bottom of a window under about 150
    /// pixels tall undrawn: the window is never shorter than this.
    static let shortestWindow = 200

    /// Decodes the document `gate` admitted at `times` (seconds) with `chromium`.
    package init(_ gate: SVGAssetGate, times: [Double], chromium: URL, stallTimeout: Double = 60, cancellation: Cancellation = Cancellation()) throws {
        (width, height, root) = (gate.width, gate.height, gate.root)
        (self.times, self.chromium, self.stallTimeout, self.cancellation) = (times, chromium, stallTimeout, cancellation)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-svg-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    deinit { close() }

    package func next() throws -> [UInt8]? {
        if batch.isEmpty, taken < times.count { batch = try shoot(from: taken) }
        guard !batch.isEmpty else { return nil }
        taken += 1
        return batch.removeFirst()
    }

    package func close() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The frames from `first` on that one screenshot holds.
    private func shoot(from first: Int) throws -> [[UInt8]] {
        let columns = max(1, Self.sheetSide / width), rows = max(1, (Self.sheetSide - 1) / height)
        let slice = Array(times[first..<min(times.count, first + columns * rows)])
        let page = folder.appendingPathComponent("page.html"), shot = folder.appendingPathComponent("shot.png")
        let nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "")
        try Data(SVGFramePage.page(root, times: slice, width: width, height: height, columns: columns, nonce: nonce).utf8).write(to: page)
        try? FileManager.default.removeItem(at: shot)
        let used = (min(slice.count, columns), (slice.count + columns - 1) / columns)
        try run(arguments: [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path, "--force-device-scale-factor=1",
            "--window-size=\(used.0 * width),\(max(used.1 * height + 1, Self.shortestWindow))", "--screenshot=" + shot.path,
            page.absoluteString,
        ], frames: slice.count, shot: shot)
        guard let png = try? Data(contentsOf: shot), let sheet = try? Canvas(pngData: Array(png)) else {
            throw SystemError.output("Chromium drew no screenshot of the SVG (\(chromium.path))")
        }
        guard sheet.width >= used.0 * width, sheet.height > used.1 * height else {
            throw SystemError.output("Chromium's screenshot is \(sheet.width)x\(sheet.height), not \(used.0 * width)x\(used.1 * height + 1)")
        }
        let pixels = sheet.rgbaBytes()
        guard Self.hasMarker(pixels, sheetWidth: sheet.width, row: used.1 * height, width: used.0 * width) else {
            throw SystemError.output("Chromium's screenshot is not of chartreel's page with every frame sought (its marker is missing)")
        }
        return slice.indices.map { k in
            Self.cut(pixels, sheetWidth: sheet.width, x: (k % columns) * width, y: (k / columns) * height, width: width, height: height)
        }
    }

    /// Runs Chromium to write `shot`; throws with the line of its standard
    /// error that says why when it fails or draws nothing.
    private func run(arguments: [String], frames: Int, shot: URL) throws {
        let errors = try ChildPipe()
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: chromium, arguments: arguments, stderr: errors.write)
        } catch {
            [errors.read, errors.write].forEach { Glibc.close($0) }
            throw error
        }
        Glibc.close(errors.write)
        let collector = TailCollector(reading: FileHandle(fileDescriptor: errors.read, closeOnDealloc: true))
        if !cancellation.register(process.pid) { process.kill() }
        defer { cancellation.unregister(process.pid) }
        guard process.wait(timeout: stallTimeout) else {
            process.kill()
            throw SystemError.output("Chromium took more than \(Int(stallTimeout)) s to draw \(frames) frames")
        }
        try cancellation.check()
        let exited: String? = switch process.termination {
        case .exited(let status) where status != 0: "exited with status \(status)"
        case .killed(let signal): "was killed by signal \(signal)"
        default: FileManager.default.fileExists(atPath: shot.path) ? nil : "wrote no file"
        }
        guard let exited else { return }
        let reason = Self.tellingLine(collector.waitForText(timeout: 1))
        throw SystemError.output("Chromium drew no screenshot of the SVG: \(chromium.path) \(exited)" + (reason.map { ": \($0)" } ?? ""))
    }

    /// The line of Chromium's standard error that says what went wrong:
    /// the last that reports an error, else the last; never the D-Bus
    /// complaints every headless start prints. At most 200 characters.
    static func tellingLine(_ text: String) -> String? {
        let noise = ["dbus", "D-Bus", "bytes written to file"]
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { line in !line.isEmpty && !noise.contains { line.contains($0) } }
        let telling = lines.last { line in ["error", "fatal", "cannot", "failed"].contains { line.lowercased().contains($0) } } ?? lines.last
        return telling.map { line in
            String(line.unicodeScalars.prefix(200).map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        }
    }

    /// Whether row `row` of the sheet shows the page's marker across `width` pixels.
    static func hasMarker(_ sheet: [UInt8], sheetWidth: Int, row: Int, width: Int) -> Bool {
        let expected = [SVGFramePage.marker.red, SVGFramePage.marker.green, SVGFramePage.marker.blue]
        return [0, width / 2, width - 1].allSatisfy { x in
            let at = (row * sheetWidth + x) * 4
            return at + 3 <= sheet.count && (0..<3).allSatisfy { abs(Int(sheet[at + $0]) - Int(expected[$0])) <= 2 }
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
}

/// Finds a Chromium (or Chrome) to decode animated SVG with.
package enum ChromiumLocator {
    /// `CHARTREEL_CHROMIUM`, else the first of chromium, chromium-browser,
    /// google-chrome and google-chrome-stable on `PATH`.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let override = environment["CHARTREEL_CHROMIUM"], !override.isEmpty {
            guard FFmpegLocator.isExecutableFile(override) else {
                throw SystemError.output("CHARTREEL_CHROMIUM=\(override) is not an executable file")
            }
            return URL(fileURLWithPath: override)
        }
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            if let found = try? FFmpegLocator.locate(name, environment: environment) { return found }
        }
        throw SystemError.output("comparing an animated SVG needs Chromium to play it: apt-get install chromium "
                                   + "(or set CHARTREEL_CHROMIUM to a Chromium or Chrome)")
    }
}
