import ReelGeometry

/// Writes display lists as SVG: one frame as the rasteriser draws it (for
/// vector tools, and as an independent renderer for tests), or the frames
/// of a whole animation as one animated document (SMIL), which plays in
/// browsers also through `<img src>`. Both go through `SVGTimelineWriter`:
/// a still is an animation of one frame.
package struct SVGWriter {
    package init() {}

    /// The document for `list` on a `size` canvas (points) rendered at `scale`
    /// pixels per point; `background` nil leaves it transparent.
    package mutating func document(for list: DisplayList, size: Size, scale: Double, background: Color?) throws -> String {
        var writer = SVGTimelineWriter(timing: .still)
        return try writer.document(for: ItemTimeline([list]), size: size, scale: scale, background: background)
    }

    /// The animated document of `timeline`, whose frame i shows at
    /// i / `timing.fps` seconds; otherwise as `document(for:size:scale:background:)`.
    /// `checkpoint` is called before each drawn item; what it throws ends the writing.
    package func animation(of timeline: ItemTimeline, timing: SVGTiming, size: Size, scale: Double, background: Color?,
                          checkpoint: @escaping () throws -> Void = {}) throws -> String {
        var writer = SVGTimelineWriter(timing: timing, checkpoint: checkpoint)
        return try writer.document(for: timeline, size: size, scale: scale, background: background)
    }
}
