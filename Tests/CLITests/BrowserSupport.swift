import Foundation
import TestSupport

/// Runs `plan` (scripts/browser.py steps: headless Chromium over the
/// DevTools protocol) in `workspace` and returns each step's result.
func browse(_ plan: [[String: Any]], in workspace: Workspace) throws -> [Any] {
    try BrowserPages.run(plan, in: workspace.url, repository: repositoryRoot)
}

/// ffmpeg's SSIM ("All:") between two PNGs of the same size.
func ssim(_ a: String, _ b: String, in workspace: Workspace) throws -> Double {
    try BrowserPages.ssim(a, b, in: workspace.url)
}
