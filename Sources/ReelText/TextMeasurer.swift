import Foundation
import ReelGeometry

/// Text measured with the real fonts, safe to share between threads (a
/// render loop's frames may be laid out in parallel).
package final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var renderer = TextRenderer()

    package init() {}

    /// A font that cannot be loaded measures by estimate; drawing the text
    /// then reports the real error.
    package func inkBounds(of text: String, font: Font, direction: TextDirection) -> Rect {
        lock.lock()
        defer { lock.unlock() }
        return (try? renderer.inkBounds(of: text, font: font, direction: direction))
            ?? EstimatedTextMetrics().inkBounds(of: text, font: font, direction: direction)
    }

    /// Where the raster puts `run`'s baseline origin, and its ink box
    /// relative to that origin, upright: the text as drawn
    /// (`TextRenderer.baselineOrigin(of:)`), measured once per text and
    /// font however many frames are read.
    package func placement(of run: TextRun) throws -> (origin: Point, ink: Rect) {
        lock.lock()
        defer { lock.unlock() }
        return (try renderer.baselineOrigin(of: run), try renderer.inkBounds(of: run.text, font: run.font, direction: run.direction))
    }
}
