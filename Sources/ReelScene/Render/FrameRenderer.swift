import ReelCharts
import ReelGeometry
import ReelRaster
import ReelText
import ReelVector

/// Draws single frames of a scene. Each frame is a pure function of its time,
/// so frames can be drawn in any order; keep one renderer per thread.
///
/// A renderer owns what one worker keeps between frames: its rasteriser and
/// its render context (text measurer and layout caches). Give it a scene
/// prepared for the frames it will draw (`Scene.prepared(for:)`), once for
/// all workers; an unprepared scene draws the same frames, more slowly.
package struct FrameRenderer {
    package let scene: Scene
    private var rasterizer: Rasterizer
    /// Text measured for layouts and for reading them (`layout(at:)`).
    private let text = TextMeasurer()
    private let context: RenderContext

    package init(scene: Scene) {
        self.scene = scene
        rasterizer = Rasterizer(scale: scene.canvas.scale)
        context = RenderContext(text: text)
    }

    /// The frame at `seconds` on a new canvas; with `overlay`, its debug
    /// geometry drawn over it (`DebugOverlay`).
    package mutating func canvas(at seconds: Double, overlay: Bool = false) throws -> Canvas {
        let canvas = try Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight,
                                background: scene.canvas.background ?? .clear)
        try rasterizer.draw(displayList(at: seconds, overlay: overlay), on: canvas, over: scene.canvas.background ?? .clear)
        return canvas
    }

    /// The frame at `seconds` as an SVG document (with `overlay`, as `canvas`).
    package func svg(at seconds: Double, overlay: Bool = false) throws -> String {
        var writer = SVGWriter()
        return try writer.document(for: displayList(at: seconds, overlay: overlay), size: Size(scene.canvas.width, scene.canvas.height),
                                   scale: scene.canvas.scale, background: scene.canvas.background)
    }

    /// The frame's display list, followed with `overlay` by the outlines
    /// of its own layout (the very list, read as `layout(at:)` reads it).
    func displayList(at seconds: Double, overlay: Bool) -> DisplayList {
        let list = displayList(at: seconds)
        guard overlay else { return list }
        let layout = LayoutReader.layout(of: list, size: Size(scene.canvas.width, scene.canvas.height), scale: scene.canvas.scale,
                                         text: text)
        return DisplayList(list.items + [.group(DisplayGroup(DebugOverlay.items(for: layout, scale: scene.canvas.scale)))])
    }

    /// The display list of the frame at `seconds`: what `draw` rasterises.
    package func displayList(at seconds: Double) -> DisplayList {
        scene.chart.displayList(at: seconds, in: scene.canvas.chartBounds, context: context)
    }

    /// What the frame at `seconds` draws, item by item (`frame --layout`).
    package func layout(at seconds: Double) -> FrameLayout {
        LayoutReader.layout(of: displayList(at: seconds), size: Size(scene.canvas.width, scene.canvas.height),
                            scale: scene.canvas.scale, text: text)
    }

    /// How the frame at `seconds` came about (`frame --explain`), in this
    /// renderer's context: what `displayList(at:)` draws from.
    package func explanation(at seconds: Double) -> FrameExplanation {
        FrameExplanation(time: seconds, chart: scene.chart.explanation(at: seconds, context: context))
    }

    /// Clears `canvas` to the background and draws the frame at `seconds`.
    package mutating func draw(at seconds: Double, on canvas: Canvas) throws {
        try draw(displayList(at: seconds), on: canvas)
    }

    /// Clears `canvas` to the background and draws `list` (one of this
    /// scene's frames, from `displayList(at:)`): the same list always gives
    /// the same pixels.
    package mutating func draw(_ list: DisplayList, on canvas: Canvas) throws {
        try rasterizer.draw(list, on: canvas, over: scene.canvas.background ?? .clear)
    }
}
