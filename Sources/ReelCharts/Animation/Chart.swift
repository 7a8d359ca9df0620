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
    /// The property a track names (without the `chart.` prefix); charts whose
    /// properties depend on their content (layers, series) override this.
    func animatableProperty(named name: String) -> AnimatableProperty<Self>?
    /// The names `animatableProperty(named:)` accepts, for messages.
    var animatablePropertyNames: [String] { get }
    /// Draws the chart inside `bounds`, in points; `text` measures labels.
    func layout(in bounds: Rect, text: TextMeasuring) -> DisplayList
}

extension Chart {
    public func animatableProperty(named name: String) -> AnimatableProperty<Self>? {
        Self.animatableProperties[name]
    }

    public var animatablePropertyNames: [String] { Self.animatableProperties.keys.sorted() }
}

/// A property of chart `Model` that a track can animate, typed by its value.
public enum AnimatableProperty<Model>: Sendable {
    case number(WritableKeyPath<Model, Double> & Sendable)
    case color(WritableKeyPath<Model, Color> & Sendable)
    case point(WritableKeyPath<Model, Point> & Sendable)
    case size(WritableKeyPath<Model, Size> & Sendable)
    case range(WritableKeyPath<Model, ValueRange> & Sendable)
    case numbers(WritableKeyPath<Model, [Double]> & Sendable)

    /// The same property reached through `path` from an enclosing model.
    public func reached<Outer>(through path: WritableKeyPath<Outer, Model> & Sendable) -> AnimatableProperty<Outer> {
        let outer: WritableKeyPath<Outer, Model> = path
        // Key paths are immutable values; composing two sendable ones is sendable.
        func join<V>(_ inner: WritableKeyPath<Model, V>) -> WritableKeyPath<Outer, V> & Sendable {
            unsafeBitCast(outer.appending(path: inner), to: (WritableKeyPath<Outer, V> & Sendable).self)
        }
        switch self {
        case .number(let k): return .number(join(k))
        case .color(let k): return .color(join(k))
        case .point(let k): return .point(join(k))
        case .size(let k): return .size(join(k))
        case .range(let k): return .range(join(k))
        case .numbers(let k): return .numbers(join(k))
        }
    }

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
