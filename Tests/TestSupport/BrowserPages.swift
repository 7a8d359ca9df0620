import Foundation

/// The browser engines pages are checked in: Chromium (Blink, through the
/// DevTools protocol) and Firefox (Gecko, through WebDriver BiDi).
public enum BrowserEngine: String, CaseIterable, Sendable, CustomStringConvertible {
    case chromium, firefox

    public var description: String { rawValue }
}

/// Pages in headless Chromium and Firefox (`scripts/browser.py`) and
/// the SSIM of what they showed, for the tests that check what chartreel writes against
/// real browsers.
public enum BrowserPages {
    /// Runs the steps of `plan` (see `scripts/browser.py`) in `engine` with
    /// `directory` as the working directory; each step's result.
    public static func run(_ plan: [[String: Any]], in directory: URL, repository: URL,
                           engine: BrowserEngine = .chromium) throws -> [Any] {
        let planFile = directory.appendingPathComponent("plan-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: plan).write(to: planFile)
        let script = repository.appendingPathComponent("scripts/browser.py")
        let result = try ProcessRunner.run(try ProcessRunner.tool("python3", package: "python3"),
                                           [script.path, "--engine", engine.rawValue, planFile.path], in: directory)
        guard result.status == 0 else { throw TestFailure("browser.py (\(engine)) failed: \(result)") }
        return try result.stdoutText.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed])
        }
    }

    /// ffmpeg's SSIM ("All:") between two PNGs of the same size in `directory`.
    public static func ssim(_ a: String, _ b: String, in directory: URL) throws -> Double {
        try PNGSimilarity.ssim(directory.appendingPathComponent(a), directory.appendingPathComponent(b))
    }

    /// A page holding `svg` inline, on white, in a box of its own size
    /// (`#frame`).
    public static func page(inline svg: String) -> String {
        let body = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        return "<!doctype html><html><body style=\"margin:0;background:#fff\">"
            + "<div id=\"frame\" style=\"display:inline-block;line-height:0\">\(body)</div></body></html>"
    }
}
