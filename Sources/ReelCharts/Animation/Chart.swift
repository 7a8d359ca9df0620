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
    /// The chart with the properties that follow from others filled in (a
    /// y range fitted to the data in view, stack totals), once the timeline
    /// has set this frame's values and before layout.
    ///
    /// `model(s)` is the chart as the timeline sets it at any time `s`; a
    /// property that follows smoothly samples it over the time before
    /// `seconds`. The result must depend on `seconds` and `model` alone, never
    /// on an earlier frame, so frames render in any order.
    func resolved(at seconds: Double, model: (Double) -> Self) -> Self
    /// Draws the chart inside `bounds`, in points; `text` measures labels.
    func layout(in bounds: Rect, text: TextMeasuring) -> DisplayList
}

extension Chart {
    public func animatableProperty(named name: String) -> AnimatableProperty<Self>? {
        Self.animatableProperties[name]
    }

    public var animatablePropertyNames: [String] { Self.animatableProperties.keys.sorted() }

    /// Charts without derived properties are drawn as the timeline sets them.
    public func resolved(at seconds: Double, model: (Double) -> Self) -> Self { self }
}

/// A property of chart `Model` that a track can animate, typed by its value.
public enum AnimatableProperty<Model>: Sendable {
    case number(WritableKeyPath<Model, Double> & Sendable)
    case color(WritableKeyPath<Model, Color> & Sendable)
    case point(WritableKeyPath<Model, Point> & Sendable)
    case size(WritableKeyPath<Model, Size> & Sendable)
    case range(WritableKeyPath<Model, ValueRange> & Sendable)
    case numbers(WritableKeyPath<Model, [Double]> & Sendable)
    /// A time (seconds since 1970) on a date axis: tracks may write
    /// `"2019-03-07"` as well as a number.
    case date(WritableKeyPath<Model, Double> & Sendable)
    /// A range of times on a date axis, ends written as numbers or dates.
    case dateRange(WritableKeyPath<Model, ValueRange> & Sendable)
    /// A number that may also be given by name (`"night"` for 1).
    case named(WritableKeyPath<Model, Double> & Sendable, names: [String: Double])

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
        case .date(let k): return .date(join(k))
        case .dateRange(let k): return .dateRange(join(k))
        case .named(let k, let names): return .named(join(k), names: names)
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
        case .date: return "a time: seconds since 1970 or a date such as \"2019-03-07\""
        case .dateRange: return "a range of times [lower, upper], each seconds since 1970 or a date"
        case .named(_, let names): return "a number or one of \(names.keys.sorted().joined(separator: ", "))"
        }
    }
}
