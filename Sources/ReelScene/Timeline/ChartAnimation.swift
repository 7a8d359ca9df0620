import ReelCharts
import ReelGeometry
import ReelTiming

/// A chart whose look depends on time: what a scene's frames are drawn from.
package protocol AnimatedChart: Sendable {
    /// The display list of the frame at `seconds`, laid out in `bounds`
    /// (points); `context` is the render worker's (measurer and caches).
    func displayList(at seconds: Double, in bounds: Rect, context: RenderContext) -> DisplayList
    /// The same chart with what it derives from its whole animation computed
    /// once, for frames at `times` (`Chart.tables`): call it once before
    /// frames render and share the result between workers. Frames are the
    /// same with or without it, at any time.
    func prepared(for times: ClosedRange<Double>) -> any AnimatedChart
    /// When the last track ends, in seconds (infinite if one repeats for ever).
    var timelineEnd: Double { get }
    /// Things the user should know about how the scene was read (tracks
    /// skipped because data from the command line lacks their series).
    var notes: [String] { get }
    /// How the frame at `seconds` came about: its tracks and derived values.
    func explanation(at seconds: Double, context: RenderContext) -> ChartExplanation
}

extension AnimatedChart {
    package var notes: [String] { [] }
}

/// A chart model and the tracks that drive its properties. Evaluating a frame
/// copies the model and applies every track in order, so a later track on the
/// same property wins, as with Core Animation's animation stack.
struct ChartAnimation<C: Chart>: AnimatedChart {
    let base: C
    let tracks: [BoundTrack<C>]
    let notes: [String]
    /// Derived from the whole animation (`prepared(for:)`); nil until then.
    private(set) var tables: C.Tables?

    /// `implicit` tracks (a chart's own animation) run first, so the
    /// scene's timeline can override them. Tracks for which `skip` gives a
    /// reason are left out, the reason kept as a note after `dataNotes`
    /// (what the chart's reader found in its data). A track that cannot
    /// bind is a problem of `session`'s decode.
    init(base: C, options: OptionTable<C>, timeline: [TimelineEntry], implicit: [BoundTrack<C>] = [],
         dataNotes: [String] = [], skip: (TrackSpec) -> String? = { _ in nil }, session: DecodingSession) throws {
        self.base = base
        var notes = dataNotes
        let kept = timeline.compactMap { $0.removingTracks { track in
            guard let reason = skip(track) else { return false }
            notes.append("\(track.property): \(reason); track skipped")
            return true
        } }
        self.notes = notes
        tracks = implicit + (try kept.compactMap { entry in
            try session.attempt { try BoundTrack(entry: entry, base: base, options: options) }
        })
    }

    func chart(at seconds: Double) -> C {
        var chart = base
        for track in tracks { track.apply(&chart, seconds) }
        return chart
    }

    /// The chart at `seconds` with its derived properties resolved: what the frame draws.
    func resolvedChart(at seconds: Double, context: RenderContext) -> C.Resolved {
        chart(at: seconds).resolved(at: seconds, model: ChartModel(tables: tables, chart(at:)), context: context)
    }

    func displayList(at seconds: Double, in bounds: Rect, context: RenderContext) -> DisplayList {
        resolvedChart(at: seconds, context: context).layout(in: bounds, context: context)
    }

    func prepared(for times: ClosedRange<Double>) -> any AnimatedChart {
        var copy = self
        copy.tables = C.tables(for: ChartModel(chart(at:)), over: times)
        return copy
    }

    var timelineEnd: Double { tracks.map(\.end).max() ?? 0 }

    /// Every track at `seconds`, walked as `chart(at:)` applies them, and
    /// what the resolved chart derives: the frame `displayList` draws.
    func explanation(at seconds: Double, context: RenderContext) -> ChartExplanation {
        var chart = base
        var entries: [TrackExplanation] = []
        for track in tracks {
            entries += track.explain(chart, seconds, 0)
            track.apply(&chart, seconds)
        }
        return ChartExplanation(chartType: C.typeName, timelineTime: seconds,
                                tracks: TrackExplanation.markingUsed(entries),
                                derived: resolvedChart(at: seconds, context: context).explained)
    }
}

/// A timeline entry bound to chart `C`: a function that sets the properties it
/// drives at a given time, and one that says how (`frame --explain`). Both
/// close over the same `Track` and `MediaTiming`, so what is explained is
/// what is applied.
struct BoundTrack<C: Chart>: Sendable {
    let end: Double
    let apply: @Sendable (inout C, Double) -> Void
    /// The entry's explanation (and its children's) at a time, nil when its
    /// group does not apply; given the chart as the tracks before it set
    /// it, and its depth in groups.
    let explain: @Sendable (C, Double?, Int) -> [TrackExplanation]

    /// A track on a known property; `implicit` for animations a chart adds
    /// itself. `curve` is the curve as the scene wrote it.
    init<V: Interpolatable>(_ lens: Lens<C, V>, _ track: Track<V>, property: String, curve: String? = nil,
                            implicit: Bool = true) {
        end = track.timing.end
        apply = { chart, seconds in
            if let value = track.value(at: seconds) { lens.set(&chart, value) }
        }
        let curve = curve ?? track.curve.text
        explain = { chart, seconds, depth in
            [TrackExplanation(track: track, property: property, curve: curve, implicit: implicit,
                              own: lens.get(chart), at: seconds, depth: depth)]
        }
    }

    init(entry: TimelineEntry, base: C, options: OptionTable<C>) throws {
        switch entry {
        case .track(let spec):
            self = try Self.bind(spec, base: base, options: options)
        case .group(let group):
            let children = try group.children.map { try BoundTrack(entry: $0, base: base, options: options) }
            let timing = group.timing
            end = timing.end
            apply = { chart, seconds in
                guard let local = timing.iterationTime(at: seconds) else { return }
                for child in children { child.apply(&chart, local) }
            }
            explain = { chart, seconds, depth in
                let local = seconds.flatMap { timing.iterationTime(at: $0) }
                var chart = chart
                var entries = [TrackExplanation(kind: .group, depth: depth, property: nil, implicit: false,
                                                timing: timing, at: seconds)]
                for child in children {
                    entries += child.explain(chart, local, depth + 1)
                    if let local { child.apply(&chart, local) }
                }
                return entries
            }
        }
    }

    private static func bind(_ spec: TrackSpec, base: C, options: OptionTable<C>) throws -> BoundTrack<C> {
        let prefix = "chart."
        let name = spec.property.hasPrefix(prefix) ? String(spec.property.dropFirst(prefix.count)) : ""
        guard let target = options.target(named: name, in: base) else {
            let candidates = options.animatableNames(in: base).map { prefix + $0 }
            throw spec.propertyContext.error(
                "\"\(spec.property)\" cannot be animated on a \(C.typeName) chart\(Suggestions.hint(for: spec.property, in: candidates)); animatable: \(Self.compact(candidates))"
            )
        }
        let b = target.bounds
        switch target.property {
        case .number(let lens): return try bind(spec, lens, base) { try $0.number(in: b) }
        case .color(let lens): return try bind(spec, lens, base) { try $0.color() }
        case .point(let lens): return try bind(spec, lens, base) { try $0.point() }
        case .size(let lens): return try bind(spec, lens, base) { try $0.size() }
        case .range(let lens): return try bind(spec, lens, base) { try $0.range(within: b) }
        case .numbers(let lens): return try bind(spec, lens, base) { try $0.numbers(in: b) }
        case .date(let lens): return try bind(spec, lens, base) { try $0.time() }
        case .dateRange(let lens): return try bind(spec, lens, base) { try $0.timeRange() }
        case .named(let lens, let names): return try bind(spec, lens, base) { try $0.number(orOneOf: names, in: b) }
        }
    }

    /// The names in few words: targets that share their properties are
    /// written once, `chart.{layers[N], ring}.{opacity, strokeEnd}`, so the
    /// list fits the one-line message however many elements there are.
    static func compact(_ names: [String]) -> String {
        var order: [String] = [], properties: [String: [String]] = [:]
        for name in names {
            let cut = name.lastIndex(of: ".").map { name.index(before: $0) } ?? name.startIndex
            let (target, property) = name.lastIndex(of: ".").map { (String(name[...cut]), String(name[name.index(after: $0)...])) }
                ?? ("", name)
            if properties[target] == nil { order.append(target) }
            properties[target, default: []].append(property)
        }
        var groups: [(targets: [String], properties: [String])] = []
        for target in order {
            if let i = groups.firstIndex(where: { $0.properties == properties[target]! }) { groups[i].targets.append(target) }
            else { groups.append(([target], properties[target]!)) }
        }
        return groups.map { group in
            let targets = group.targets.count == 1 ? group.targets[0] : "{\(group.targets.joined(separator: ", "))}"
            if group.properties.count == 1 { return "\(targets).\(group.properties[0])" }
            return "\(targets).{\(group.properties.joined(separator: ", "))}"
        }.joined(separator: ", ").replacingOccurrences(of: "{chart.", with: "chart.{").replacingOccurrences(of: ", chart.", with: ", ")
    }

    /// Reads the track's values as `V` (a missing `from`/`to` is the chart's
    /// own value) and checks they all have the shape of that value.
    private static func bind<V: Interpolatable>(
        _ spec: TrackSpec, _ lens: Lens<C, V>, _ base: C, decode: (ValueContext) throws -> V
    ) throws -> BoundTrack<C> {
        let own = lens.get(base)
        let width = own.interpolationComponents.count
        func read(_ context: ValueContext) throws -> V {
            let value = try decode(context)
            guard value.interpolationComponents.count == width else {
                throw context.error("expected \(width) numbers, as many as \(spec.property) has")
            }
            return value
        }
        switch spec.motion {
        case .basic(let from, let to):
            let motion = Motion.basic(from: try from.map(read) ?? own, to: try to.map(read) ?? own)
            return BoundTrack(lens, Track(motion, timing: spec.timing, curve: spec.curve), property: spec.property,
                              curve: spec.curveText, implicit: false)
        case .keyframes(let frames):
            do {
                let keyframes = try Keyframes(values: try frames.values.array().map(read), keyTimes: frames.keyTimes,
                                              curves: frames.curves, mode: frames.mode)
                return BoundTrack(lens, Track(.keyframes(keyframes), timing: spec.timing, curve: spec.curve),
                                  property: spec.property, curve: spec.curveText, implicit: false)
            } catch let error as KeyframeError {
                throw frames.context(of: error.field).error(error.message)
            }
        }
    }
}
