import Foundation
import TestSupport
import Testing

/// SVG frames as a real browser draws them: every preset's `frame -o x.svg`
/// inline in a page in headless Chromium, screenshot at the PNG's device
/// pixels, against `frame -o x.png` at the same time. Gradients, clips,
/// opacity groups and text (as outlines) must look the same: SSIM at least
/// 0.98 (they measure 0.998 and over).
@Suite struct SVGBrowserTests {
    static let threshold = 0.98

    @Test func everyPresetsSVGFrameLooksLikeItsPNGInChromium() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var plan: [[String: Any]] = []
        var pairs: [(name: String, png: String, shot: String)] = []
        for preset in PresetFiles.names(in: repositoryRoot.appendingPathComponent("Presets")) {
            let info = try info(preset, in: workspace)
            let duration = info["duration"] as? Double ?? 1
            for (k, time) in [duration / 3, duration * 2 / 3].enumerated() {
                let name = "\(preset)-\(k)"
                for format in ["png", "svg"] {
                    let result = try workspace.chartreel(["frame", preset, "--at", String(format: "%.3f", time),
                                                          "--background", "#FFFFFF", "-o", "\(name).\(format)"])
                    #expect(result.status == 0, "\(result)")
                }
                let svg = try workspace.read("\(name).svg")
                try workspace.write("\(name).html", BrowserPages.page(inline: svg))
                // An SVG frame is as many CSS pixels wide as the PNG has pixels (its viewBox is in points).
                let width = info["width"] as? Int ?? 100, height = info["height"] as? Int ?? 100
                plan += [["open": workspace.file("\(name).html").absoluteString, "width": width + 16,
                          "height": height + 16, "scale": 1],
                         ["screenshot": "#frame", "path": workspace.path("\(name).chrome.png")]]
                pairs.append((name, "\(name).png", "\(name).chrome.png"))
            }
        }
        #expect(pairs.count >= 36)
        _ = try browse(plan, in: workspace)
        for pair in pairs {
            do {
                let similarity = try ssim(pair.png, pair.shot, in: workspace)
                #expect(similarity >= Self.threshold, "\(pair.name): SSIM \(similarity)")
            } catch {
                Issue.record("\(pair.name): \(error)")
            }
        }
    }
}
