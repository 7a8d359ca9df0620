import ReelGeometry

/// The uniform scale and shift that bring a rolling strip inside the plot:
/// mid-roll the strip's ends swing out past the plot's sides, so the whole
/// strip is scaled about the plot's centre by
/// `scale = min(1, plot.width / box.width, plot.height / box.height)`
/// (`box` the strip's bounds) and then moved the least that puts it inside.
/// The strip's bounds move continuously with the roll, and so does the fit;
/// a strip that is inside already (the plot itself at roll 0, the pie at 1)
/// is left as it is.
struct RollFit {
    let scale: Double
    let center: Point
    let shift: Point

    static let identity = RollFit(scale: 1, center: Point(0, 0), shift: Point(0, 0))

    private init(scale: Double, center: Point, shift: Point) {
        self.scale = scale
        self.center = center
        self.shift = shift
    }

    /// The fit of the outline `points` into `plot`.
    init(fitting points: [Point], into plot: Rect) {
        guard let first = points.first else {
            self = .identity
            return
        }
        var lo = first, hi = first
        for p in points {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        let scale = min(1, plot.width / max(hi.x - lo.x, 1e-9), plot.height / max(hi.y - lo.y, 1e-9))
        let c = plot.center
        // The scaled bounds, then the least shift that puts them inside the
        // plot (they are no wider or taller than it).
        let minX = c.x + (lo.x - c.x) * scale, maxX = c.x + (hi.x - c.x) * scale
        let minY = c.y + (lo.y - c.y) * scale, maxY = c.y + (hi.y - c.y) * scale
        let dx = max(plot.minX - minX, 0) + min(plot.maxX - maxX, 0)
        let dy = max(plot.minY - minY, 0) + min(plot.maxY - maxY, 0)
        self.init(scale: scale, center: c, shift: Point(dx, dy))
    }

    func apply(_ p: Point) -> Point {
        Point(center.x + (p.x - center.x) * scale + shift.x, center.y + (p.y - center.y) * scale + shift.y)
    }
}
