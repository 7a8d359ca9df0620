import ReelGeometry

/// Free-form vector drawing: a stack of shape layers, bottom first, in points
/// from the chart area's top-left corner. What a user reaches for to animate a
/// custom path, and what the fidelity tests draw.
package struct ShapesChart: Chart {
    package static let typeName = "shapes"
    package var layers: [ShapeLayer]
    /// Whether nothing outside the chart area shows.
    package var clipsToBounds = false

    package init(layers: [ShapeLayer]) {
        self.layers = layers
    }

    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        let items = layers.enumerated().compactMap { $1.displayItem(index: $0) }
        let clip = clipsToBounds ? Rect(x: 0, y: 0, width: bounds.width, height: bounds.height) : nil
        return DisplayList([.group(DisplayGroup(items, clip: clip, transform: .translation(bounds.minX, bounds.minY)))])
    }
}
