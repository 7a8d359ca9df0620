import ReelGeometry

/// What one frame draws: a chart with everything derived for that moment.
package protocol ChartFrame: Sendable {
    /// Draws the frame inside `bounds`, in points; `context` measures labels
    /// and keeps what frames share.
    func layout(in bounds: Rect, context: RenderContext) -> DisplayList
    /// What the frame derives, for `frame --explain`: read from this
    /// resolved frame, the values `layout` draws from. Empty by default.
    var explained: [DerivedValue] { get }
}

extension ChartFrame {
    package var explained: [DerivedValue] { [] }

    /// One frame laid out alone, in a fresh context measuring with `text`.
    package func layout(in bounds: Rect, text: TextMeasuring) -> DisplayList {
        layout(in: bounds, context: RenderContext(text: text))
    }
}

/// A chart model: plain values that describe one frame, and the layout that
/// turns them into a display list.
///
/// A timeline animates a chart by setting its properties (through
/// `AnimatableProperty` lenses, listed in the scene decoder's option tables)
/// before each frame's layout; the layout itself knows nothing about time.
/// A chart drawn on its own (`layout`) is drawn as when nothing moves.
package protocol Chart: ChartFrame {
    /// What `resolved` gives and a frame draws: the chart itself for charts
    /// without derived state, else a type holding the chart and what is
    /// derived from it at that moment.
    associatedtype Resolved: ChartFrame = Self
    /// What the chart derives from its whole animation (a y axis' follow
    /// sampled over every moment frames look at, stack totals per set of
    /// series shown): immutable, computed once before frames render and
    /// shared by every worker. `Never` for charts that derive nothing.
    associatedtype Tables: Sendable = Never

    /// The `chart.type` that selects this chart in a scene file.
    static var typeName: String { get }
    /// The tables for the frames at `times`, from the chart as the timeline
    /// sets it (`model`, whose own tables are nil). A frame outside `times`
    /// still resolves, computing live what its tables lack: tables change
    /// how fast a frame is resolved, never what it is.
    static func tables(for model: ChartModel<Self>, over times: ClosedRange<Double>) -> Tables?
    /// The chart with the properties that follow from others filled in (a
    /// y range fitted to the data in view, stack totals), once the timeline
    /// has set this frame's values and before layout.
    ///
    /// `model(s)` is the chart as the timeline sets it at any time `s`; a
    /// property that follows smoothly samples it over the time before
    /// `seconds`, reading `model.tables` where they cover it. The result
    /// must depend on `seconds` and `model` alone, never on an earlier frame
    /// or on what `context` has kept, so frames render in any order.
    func resolved(at seconds: Double, model: ChartModel<Self>, context: RenderContext) -> Resolved
}

extension Chart where Resolved == Self {
    /// Charts without derived properties are drawn as the timeline sets them.
    package func resolved(at seconds: Double, model: ChartModel<Self>, context: RenderContext) -> Self { self }
}

extension Chart {
    /// Charts without derived properties derive no tables.
    package static func tables(for model: ChartModel<Self>, over times: ClosedRange<Double>) -> Tables? { nil }

    /// Resolved alone, against a model without tables, in a context of its own.
    package func resolved(at seconds: Double, model: @escaping (Double) -> Self) -> Resolved {
        resolved(at: seconds, model: ChartModel(model), context: RenderContext(text: EstimatedTextMetrics()))
    }
}

/// A property of chart `Model` that a track can animate, typed by its value.
package enum AnimatableProperty<Model>: Sendable {
    case number(Lens<Model, Double>)
    case color(Lens<Model, Color>)
    case point(Lens<Model, Point>)
    case size(Lens<Model, Size>)
    case range(Lens<Model, ValueRange>)
    case numbers(Lens<Model, [Double]>)
    /// A time (seconds since 1970) on a date axis: tracks may write
    /// `"2019-03-07"` as well as a number.
    case date(Lens<Model, Double>)
    /// A range of times on a date axis, ends written as numbers or dates.
    case dateRange(Lens<Model, ValueRange>)
    /// A number that may also be given by name (`"night"` for 1).
    case named(Lens<Model, Double>, names: [String: Double])

    /// The same property reached through `outer` from an enclosing model.
    package func reached<Outer>(through outer: Lens<Outer, Model>) -> AnimatableProperty<Outer> {
        switch self {
        case .number(let k): return .number(outer.appending(k))
        case .color(let k): return .color(outer.appending(k))
        case .point(let k): return .point(outer.appending(k))
        case .size(let k): return .size(outer.appending(k))
        case .range(let k): return .range(outer.appending(k))
        case .numbers(let k): return .numbers(outer.appending(k))
        case .date(let k): return .date(outer.appending(k))
        case .dateRange(let k): return .dateRange(outer.appending(k))
        case .named(let k, let names): return .named(outer.appending(k), names: names)
        }
    }

    /// What a track on this property takes as values, for messages.
    package var valueDescription: String {
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
