/// Filled rectangles: backgrounds, panels, bars, veils. A rectangle item
/// draws what `Path(rect:)` filled with the same paint draws, pixel for
/// pixel, and says that it is a rectangle, so the raster need not find out.
extension DisplayItem {
    /// `rect` filled with `paint`: the `.rect` item. Reads as the path fill
    /// it stands for, `.fill(Path(rect: r), paint)` becoming `.fill(r, paint)`.
    package static func fill(_ rect: Rect, _ paint: Paint) -> DisplayItem {
        .rect(rect, paint)
    }
}

extension Rect {
    /// The rectangle's outline through `transform`: the one contour that
    /// `Path(rect: self)` flattens to, the same points to the last bit in the
    /// same order (top left, top right, bottom right, bottom left, before
    /// the transform). Filling it is filling the path.
    package func corners(_ transform: AffineTransform) -> [Point] {
        let points = [origin, Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
        return transform == .identity ? points : points.map(transform.apply)
    }
}
