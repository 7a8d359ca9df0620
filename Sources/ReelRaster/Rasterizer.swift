import ReelGeometry
import ReelText

/// Draws display lists into canvases.
///
/// Holds scratch state reused between shapes and frames (a coverage buffer,
/// offscreen layers for opacity groups, rendered text), so keep one
/// rasterizer per thread.
package struct Rasterizer {
    /// Largest distance, in output pixels, between a curve and its polygon.
    package static let flatteningTolerance = 0.1

    /// Most bytes the coverage mask holds, whatever the fill: larger fills
    /// are covered in bands of rows.
    package static let maskBytes = CoverageMask.defaultCellBudget * MemoryLayout<Float>.size
    /// Most bytes an opacity group's layer holds (at least one row): a
    /// group taller than that is drawn and blended in bands of rows. 800x600
    /// groups fit whole; a 4K plot's take about fifteen bands.
    package static let layerBytes = 2 << 20

    /// Output pixels per scene point (`contentsScale`).
    package var scale: Double
    /// Whether series denser than the pixels are stroked by their envelopes
    /// (`DenseStroke`); off, every stroke goes through the `Stroker`, as the
    /// reference the envelopes are measured against.
    package var strokesDenseSeriesByEnvelope = true
    private var mask = CoverageMask()
    private var text = TextRenderer()
    /// Offscreen canvases for nested opacity groups, by depth: each a band
    /// of rows of at most `layerBytes`.
    private var layers: [Canvas] = []
    private let layerBytes: Int
    var strokes = PreparedStrokes()
    private var replay = GroupReplay()
    var gradients = GradientTables()

    package init(scale: Double = 1) {
        self.scale = scale
        layerBytes = Self.layerBytes
    }

    /// A rasterizer whose coverage mask holds at most `maskCells` cells a
    /// band, and its layers `layerBytes` (tests force many bands with them).
    init(scale: Double, maskCells: Int, layerBytes: Int = Self.layerBytes) {
        self.scale = scale
        mask = CoverageMask(cellBudget: maskCells)
        self.layerBytes = layerBytes
    }

    /// Draws every item of `list`, in order, onto `canvas`.
    package mutating func draw(_ list: DisplayList, on canvas: Canvas) throws {
        try draw(list.items, on: canvas, clip: PixelClip(width: canvas.width, height: canvas.height), depth: 0,
                 transform: .scale(scale, scale))
    }

    /// Clears `canvas` to `background` and draws `list`. The clearing is
    /// skipped when the first item paints every pixel opaquely (a chart's
    /// own background), which gives the same pixels.
    package mutating func draw(_ list: DisplayList, on canvas: Canvas, over background: Color) throws {
        if !Self.coversOpaquely(list.items.first, canvas: canvas, scale: scale) { canvas.clear(to: background) }
        try draw(list, on: canvas)
    }

    /// Whether `item` is an opaque solid fill of the whole canvas.
    private static func coversOpaquely(_ item: DisplayItem?, canvas: Canvas, scale: Double) -> Bool {
        if case .group(let group)? = item, group.isPassThrough {
            return coversOpaquely(group.items.first, canvas: canvas, scale: scale)
        }
        let whole = PixelClip(width: canvas.width, height: canvas.height)
        let box: PixelBox?
        switch item {
        case .rect(let rect, .solid(let color))? where color.alpha >= 1:
            box = PixelBox(corners: rect.corners(.scale(scale, scale)), within: whole)
        case .fill(let path, .solid(let color), _)? where color.alpha >= 1:
            let contours = path.flattened(tolerance: flatteningTolerance, transform: .scale(scale, scale)).map(\.points)
            box = PixelBox(contours, within: whole)
        default:
            return false
        }
        return box == PixelBox(minColumn: 0, minRow: 0, maxColumn: canvas.width, maxRow: canvas.height)
    }

    private mutating func draw(_ items: [DisplayItem], on canvas: Canvas, clip: PixelClip, depth: Int,
                               transform: AffineTransform) throws {
        for item in items {
            try draw(item, on: canvas, clip: clip, depth: depth, transform: transform)
        }
    }

    /// `transform` maps the item's coordinates to canvas pixels.
    private mutating func draw(_ item: DisplayItem, on canvas: Canvas, clip: PixelClip, depth: Int,
                               transform: AffineTransform) throws {
        let tolerance = Self.flatteningTolerance
        switch item {
        case .fill(let path, let paint, let rule):
            let contours = path.flattened(tolerance: tolerance, transform: transform).map(\.points)
            fill(contours, with: paint.applying(transform), rule: rule, on: canvas, clip: clip)
        case .rect(let rect, let paint):
            let corners = rect.corners(transform)
            if case .solid(let color) = paint, let box = PixelBox(corners: corners, within: clip) {
                return Compositor.fill(box, with: GDPixel.source(color), onto: canvas)
            }
            fillThroughMask([corners], with: paint.applying(transform), rule: .nonZero, on: canvas, clip: clip)
        case .stroke(let path, let style, let paint, let trim):
            let painted = paint.applying(transform)
            switch stroke(path, style: style, trim: trim, transform: transform) {
            case .columns(let bands):
                paintColumns(bands, with: painted, on: canvas, clip: clip)
            case .outline(let contours, let coverage):
                fill(contours, with: coverage < 1 ? painted.multiplyingAlpha(coverage) : painted, rule: .nonZero,
                     on: canvas, clip: clip)
            }
        case .text(var run):
            let s = transform.maximumScale
            run.anchor = transform.apply(run.anchor)
            run.font.size *= s
            run.rotation += transform.rotationAngle
            try text.draw(run, on: canvas, clip: clip)
        case .group(let group) where group.isPassThrough:
            // A tag's group: its items draw exactly as they would untagged.
            guard !clip.isEmpty else { return }
            try draw(group.items, on: canvas, clip: clip, depth: depth, transform: transform)
        case .group(let group):
            try draw(group, on: canvas, clip: clip, depth: depth, transform: transform)
        }
    }

    /// What a stroke paints: `outline(of:style:trim:transform:)`, with long
    /// solid strokes of at least a pixel prepared once and trimmed by binary
    /// search, and painted by columns where every piece is a dense series
    /// drawn round (`denseBands`).
    private mutating func stroke(_ path: Path, style: StrokeStyle, trim: TrimRange,
                                 transform: AffineTransform) -> StrokeShape {
        let pen = style.scaled(by: transform.maximumScale)
        guard path.elements.count >= PreparedStrokes.minimumElements, pen.dash == nil, pen.width >= 1 else {
            let (contours, coverage) = Self.outline(of: path, style: style, trim: trim, transform: transform,
                                                    envelopes: strokesDenseSeriesByEnvelope)
            return .outline(contours, coverage: coverage)
        }
        let prepared = strokes.prepared(path, transform: transform, offset: pen.width / 2,
                                        tolerance: Self.flatteningTolerance)
        let pieces = prepared.decimatedPieces(trim)
        if strokesDenseSeriesByEnvelope, pen.join == .round, pen.cap == .round,
           let bands = denseBands(pieces, radius: pen.width / 2) {
            return .columns(bands)
        }
        // A dense line's envelope is sampled once; each trim of it only near its ends.
        return .outline(Self.strokeOutline(pieces.map(\.piece), sourcePoints: pieces.map(\.sourcePoints), pen: pen,
                                           envelopes: strokesDenseSeriesByEnvelope) { k, piece in
            strokes.envelope(ofLine: pieces[k].line)?.outline(of: piece) ?? DenseStroke.outline(piece, radius: pen.width / 2)
        }, coverage: 1)
    }

    /// The filled outline of a stroke, in pixels: transformed, flattened,
    /// trimmed, dashed, stroked with the pen scaled as the transform scales.
    /// `coverage` is below 1 when a dash pattern too fine to draw (see
    /// `DashPattern.isResolvable`) was replaced by a solid stroke: the paint
    /// is to be faded by it. `envelopes`: dense series by `DenseStroke`.
    package static func outline(of path: Path, style: StrokeStyle, trim: TrimRange, transform: AffineTransform,
                               envelopes: Bool = true) -> (contours: [[Point]], coverage: Double) {
        let tolerance = flatteningTolerance
        var pen = style.scaled(by: transform.maximumScale)
        var lines = path.flattened(tolerance: tolerance, transform: transform, offset: pen.width / 2).trimmed(to: trim)
        var coverage = 1.0
        if let dash = pen.dash {
            if dash.isResolvable(over: lines.reduce(0) { $0 + $1.length }, resolution: 1) {
                lines = lines.dashed(dash)
            } else {
                coverage = dash.coverage
                pen.dash = nil
            }
        }
        let sourcePoints = lines.map(\.points.count)
        if pen.dash == nil, pen.width >= 1 {
            // Series denser than the pixels draw the same from their per-column extremes.
            lines = lines.map { $0.decimatedByPixelColumns() }
        }
        return (strokeOutline(lines, sourcePoints: sourcePoints, pen: pen, envelopes: envelopes) {
                    DenseStroke.outline($1, radius: pen.width / 2)
                },
                coverage)
    }

    /// The outline of `lines` (pixels, each reduced from as many points as
    /// `sourcePoints` says) drawn with `pen`: with `envelopes`, a series
    /// denser than the pixels and drawn round by its envelope (`dense(index,
    /// line)`: `DenseStroke.outline`, or the same from an envelope sampled
    /// once), the rest by the `Stroker`.
    private static func strokeOutline(_ lines: [Polyline], sourcePoints: [Int], pen: StrokeStyle, envelopes: Bool,
                                      dense: (Int, Polyline) -> [Point]) -> [[Point]] {
        let stroker = Stroker(style: pen, tolerance: flatteningTolerance)
        guard envelopes, pen.dash == nil, pen.join == .round, pen.cap == .round, pen.width >= 1 else {
            return stroker.outline(lines)
        }
        return lines.indices.flatMap { k in
            DenseStroke.applies(to: lines[k], reducedFrom: sourcePoints[k]) ? [dense(k, lines[k])] : stroker.outline(lines[k])
        }
    }

    /// A group draws straight onto the canvas unless it has an opacity: then
    /// it is drawn onto a clear layer first, so its parts do not show through
    /// one another, and the layer is blended once.
    private mutating func draw(_ group: DisplayGroup, on canvas: Canvas, clip: PixelClip, depth: Int,
                               transform parent: AffineTransform) throws {
        let transform = group.transform.concatenating(parent)
        var inner = clip
        if let rect = group.clip {
            inner = clip.intersecting(transform.boundingBox(of: rect))
        }
        guard !inner.isEmpty, group.opacity > 0 else { return }
        if group.opacity >= 1 {
            guard GroupReplay.considers(group, clip: inner) else {
                return try draw(group.items, on: canvas, clip: inner, depth: depth, transform: transform)
            }
            // Taken out while it runs: drawing the group inside needs `self`.
            var replay = self.replay
            self.replay = GroupReplay()
            defer { self.replay = replay }
            try replay.draw(group, clip: inner, transform: transform, on: canvas) {
                try draw(group.items, on: canvas, clip: inner, depth: depth, transform: transform)
            }
            return
        }
        // Each band of rows is drawn with the whole group's clip, writing
        // only its rows, so its pixels are those of one layer for all rows.
        let bandRows = max(1, layerBytes / (4 * canvas.width))
        var top = inner.minRow
        while top < inner.maxRow {
            let band = top..<min(inner.maxRow, top + bandRows)
            let layer = try self.layer(depth: depth, width: canvas.width, rows: min(bandRows, canvas.height))
            layer.originY = band.lowerBound
            let clip = inner.limited(to: band)
            layer.clear(to: .clear, within: clip)
            try draw(group.items, on: layer, clip: clip, depth: depth + 1, transform: transform)
            Compositor.composite(layer: layer, opacity: group.opacity, clip: clip, onto: canvas)
            top = band.upperBound
        }
    }

    /// The layer for groups at `depth`: `width` pixels by `rows`.
    private mutating func layer(depth: Int, width: Int, rows: Int) throws -> Canvas {
        if depth < layers.count, layers[depth].width == width, layers[depth].height == rows {
            return layers[depth]
        }
        let layer = try Canvas(width: width, height: rows, background: .clear)
        if depth < layers.count { layers[depth] = layer } else { layers.append(layer) }
        return layer
    }

    /// Fills closed contours (pixels) with anti-aliased edges.
    package mutating func fill(_ contours: [[Point]], with paint: Paint, rule: FillRule = .nonZero, on canvas: Canvas) {
        fill(contours, with: paint, rule: rule, on: canvas, clip: PixelClip(width: canvas.width, height: canvas.height))
    }

    private mutating func fill(_ contours: [[Point]], with paint: Paint, rule: FillRule, on canvas: Canvas, clip: PixelClip) {
        if case .solid(let color) = paint, let box = PixelBox(contours, within: clip) {
            return Compositor.fill(box, with: GDPixel.source(color), onto: canvas)
        }
        fillThroughMask(contours, with: paint, rule: rule, on: canvas, clip: clip)
    }

    /// The general path: coverage of `contours` (pixels), composited.
    private mutating func fillThroughMask(_ contours: [[Point]], with paint: Paint, rule: FillRule, on canvas: Canvas,
                                          clip: PixelClip) {
        guard mask.reset(for: contours, within: clip) else { return }
        let sampler = PaintSampler(paint, tables: &gradients)
        repeat {
            mask.add(contours)
            Compositor.composite(sampler, through: &mask, rule: rule, clip: clip, onto: canvas)
        } while mask.nextBand()
    }
}
