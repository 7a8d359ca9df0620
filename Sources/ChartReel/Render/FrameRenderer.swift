import ReelGeometry
import ReelRaster

/// Draws single frames of a scene. Each frame is a pure function of its time,
/// so frames can be drawn in any order; keep one renderer per thread.
public struct FrameRenderer {
    public let scene: Scene
    private var rasterizer: Rasterizer
    /// Shared by every frame: measurements are cached.
    private let text = TextMeasurer()

    public init(scene: Scene) {
        self.scene = scene
        rasterizer = Rasterizer(scale: scene.canvas.scale)
    }

    /// The frame at `seconds` on a new canvas.
    public mutating func canvas(at seconds: Double) throws -> Canvas {
        let canvas = try Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight,
                                background: scene.canvas.background ?? .clear)
        try draw(at: seconds, on: canvas)
        return canvas
    }

    /// The frame at `seconds` as an SVG document.
    public func svg(at seconds: Double) throws -> String {
        var writer = SVGWriter()
        let list = scene.chart.displayList(at: seconds, in: scene.canvas.chartBounds, text: text)
        return try writer.document(for: list, size: Size(scene.canvas.width, scene.canvas.height),
                                   scale: scene.canvas.scale, background: scene.canvas.background)
    }

    /// The display list of the frame at `seconds`: what `draw` rasterises.
    public func displayList(at seconds: Double) -> DisplayList {
        scene.chart.displayList(at: seconds, in: scene.canvas.chartBounds, text: text)
    }

    /// What the frame at `seconds` draws, item by item (`frame --layout`).
    public func layout(at seconds: Double) -> FrameLayout {
        LayoutReader.layout(of: displayList(at: seconds), size: Size(scene.canvas.width, scene.canvas.height),
                            scale: scene.canvas.scale)
    }

    /// Clears `canvas` to the background and draws the frame at `seconds`.
    public mutating func draw(at seconds: Double, on canvas: Canvas) throws {
        let list = scene.chart.displayList(at: seconds, in: scene.canvas.chartBounds, text: text)
        try rasterizer.draw(list, on: canvas, over: scene.canvas.background ?? .clear)
    }
}
