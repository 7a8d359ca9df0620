import ReelGeometry

/// Draws display lists into canvases.
///
/// Holds a scratch coverage buffer reused between shapes, so keep one
/// rasterizer per thread.
public struct Rasterizer {
    /// Largest distance, in output pixels, between a curve and its polygon.
    public static let flatteningTolerance = 0.1

    /// Output pixels per scene point (`contentsScale`).
    public var scale: Double
    private var mask = CoverageMask()
    private var text = TextRenderer()

    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// Draws every item of `list`, in order, onto `canvas`.
    public mutating func draw(_ list: DisplayList, on canvas: Canvas) throws {
        for item in list.items {
            try draw(item, on: canvas)
        }
    }

    public mutating func draw(_ item: DisplayItem, on canvas: Canvas) throws {
        let tolerance = Self.flatteningTolerance
        switch item {
        case .fill(let path, let paint):
            let contours = path.scaled(by: scale).flattened(tolerance: tolerance).map(\.points)
            fill(contours, with: paint, on: canvas)
        case .stroke(let path, let style, let paint, let trim):
            let lines = path.scaled(by: scale).flattened(tolerance: tolerance).trimmed(to: trim)
            let stroker = Stroker(style: style.scaled(by: scale), tolerance: tolerance)
            fill(stroker.outline(lines), with: paint, on: canvas)
        case .text(var run):
            run.anchor = run.anchor * scale
            run.font.size *= scale
            try text.draw(run, on: canvas)
        }
    }

    /// Fills closed contours (non-zero winding) with anti-aliased edges.
    public mutating func fill(_ contours: [[Point]], with paint: Paint, on canvas: Canvas) {
        guard mask.reset(for: contours, within: canvas.width, canvas.height) else { return }
        mask.add(contours)
        Compositor.composite(paint, through: mask, onto: canvas)
    }
}
