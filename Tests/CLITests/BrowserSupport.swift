import Foundation
import TestSupport

/// Runs `plan` (scripts/browser.py steps: headless Chromium over the
/// DevTools protocol) in `workspace` and returns each step's result.
func browse(_ plan: [[String: Any]], in workspace: Workspace) throws -> [Any] {
    try JSONSerialization.data(withJSONObject: plan).write(to: workspace.file("plan.json"))
    let script = repositoryRoot.appendingPathComponent("scripts/browser.py").path
    let result = try workspace.shell("python3 \(script) plan.json")
    guard result.status == 0 else { throw TestFailure("browser.py failed: \(result)") }
    return try result.stdout.split(separator: "\n").map {
        try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed])
    }
}

/// ffmpeg's SSIM ("All:") between two PNGs of the same size.
func ssim(_ a: String, _ b: String, in workspace: Workspace) throws -> Double {
    let result = try workspace.shell("ffmpeg -v info -nostats -i \(a) -i \(b) -lavfi ssim -f null - 2>&1")
    guard let range = result.stdout.range(of: #"All:([0-9.]+)"#, options: .regularExpression) else {
        throw TestFailure("no SSIM from ffmpeg: \(result)")
    }
    return Double(result.stdout[range].dropFirst(4)) ?? 0
}
