import ReelGeometry

/// A chart model: plain values that describe one frame, and the layout that
/// turns them into a display list.
///
/// A timeline animates a chart by setting its `animatableProperties` before
/// each frame's layout; the layout itself knows nothing about time.
public protocol Chart: Sendable {
    /// The `chart.type` that selects this chart in a scene file.
    static var typeName: String { get }
    /// The properties a timeline track can drive, by name (`strokeEnd` is
    /// addressed as `chart.strokeEnd` in a scene).
    static var animatableProperties: [String: AnimatableProperty<Self>] { get }
    /// Draws the chart inside `bounds`, in points.
    func layout(in bounds: Rect) -> DisplayList
}

/// A property of chart `Model` that a track can animate, typed by its value.
public enum AnimatableProperty<Model>: Sendable {
    case number(WritableKeyPath<Model, Double> & Sendable)
    case color(WritableKeyPath<Model, Color> & Sendable)
    case point(WritableKeyPath<Model, Point> & Sendable)
    case size(WritableKeyPath<Model, Size> & Sendable)
    case range(WritableKeyPath<Model, ValueRange> & Sendable)
    case numbers(WritableKeyPath<Model, [Double]> & Sendable)

    /// What a track on this property takes as values, for messages.
    public var valueDescription: String {
        switch self {
        case .number: return "a number"
        case .color: return "a colour"
        case .point: return "a point [x, y]"
        case .size: return "a size [width, height]"
        case .range: return "a range [lower, upper]"
        case .numbers: return "an array of numbers"
        }
    }
}
