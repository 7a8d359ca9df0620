import Foundation
import TestSupport

/// Runs `plan` (scripts/browser.py steps) in a headless `engine` in
/// `workspace` and returns each step's result.
func browse(_ plan: [[String: Any]], in workspace: Workspace, engine: BrowserEngine = .chromium) throws -> [Any] {
    try BrowserPages.run(plan, in: workspace.url, repository: repositoryRoot, engine: engine)
}

/// ffmpeg's SSIM ("All:") between two PNGs of the same size.
func ssim(_ a: String, _ b: String, in workspace: Workspace) throws -> Double {
    try BrowserPages.ssim(a, b, in: workspace.url)
}
