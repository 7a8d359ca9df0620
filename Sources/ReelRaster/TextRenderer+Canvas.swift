import ReelGeometry
import ReelText

/// Text on a canvas: the run's mask (`TextRenderer`, ReelText) composited
/// as any other coverage.
extension TextRenderer {
    /// Draws `run` (anchor and font size in canvas pixels) inside `clip`.
    mutating func draw(_ run: TextRun, on canvas: Canvas, clip: PixelClip) throws {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let origin = try baselineOrigin(of: run)
        let (x, y) = (Int(saturating: Self.pixel(origin.x)), Int(saturating: Self.pixel(origin.y)))
        let key = TextMaskKey(text: run.text, font: run.font, rotation: run.rotation, direction: run.direction)
        let mask: TextMask
        if let whole = try wholeMask(for: key) {
            mask = whole
        } else {
            // Too long to draw whole: the part the clip shows, drawn for this
            // frame alone. A clip lies inside the frame's canvas (it starts as
            // all of it and only narrows); its whole region is drawn even when
            // it writes only a band of a layer's rows, so every band sees the
            // same mask.
            let visible = clip.region
            guard !visible.isEmpty else { return }
            let window = PixelWindow(minX: visible.minColumn - x, minY: visible.minRow - y,
                                     maxX: visible.maxColumn - x, maxY: visible.maxRow - y)
            mask = try TextEngine.shared.mask(run.text, font: run.font, direction: run.direction, rotation: run.rotation,
                                              window: window)
        }
        Compositor.composite(mask, left: x + mask.offsetX, top: y + mask.offsetY, color: run.color, clip: clip, onto: canvas)
    }
}
