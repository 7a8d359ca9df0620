import ReelCharts
import ReelGeometry
import ReelTiming

/// A chart whose look depends on time: what a scene's frames are drawn from.
public protocol AnimatedChart: Sendable {
    /// The display list of the frame at `seconds`, laid out in `bounds` (points).
    func displayList(at seconds: Double, in bounds: Rect) -> DisplayList
    /// When the last track ends, in seconds.
    var timelineEnd: Double { get }
}

/// A chart model and the tracks that drive its properties. Evaluating a frame
/// copies the model and applies every track in order, so a later track on the
/// same property wins, as with Core Animation's animation stack.
struct ChartAnimation<C: Chart>: AnimatedChart {
    let base: C
    let tracks: [BoundTrack<C>]

    /// `implicit` tracks (a chart's own animation) run first, so the
    /// scene's timeline can override them.
    init(base: C, specs: [TrackSpec], implicit: [BoundTrack<C>] = []) throws {
        self.base = base
        tracks = implicit + (try specs.map { try BoundTrack(spec: $0, base: base) })
    }

    func chart(at seconds: Double) -> C {
        var chart = base
        for track in tracks { track.apply(&chart, seconds) }
        return chart
    }

    func displayList(at seconds: Double, in bounds: Rect) -> DisplayList {
        chart(at: seconds).layout(in: bounds)
    }

    var timelineEnd: Double { tracks.map(\.end).max() ?? 0 }
}

/// A track bound to one property of chart `C`.
struct BoundTrack<C: Chart>: Sendable {
    let end: Double
    let apply: @Sendable (inout C, Double) -> Void

    /// A numeric track on a known property, for animations a chart adds itself.
    init(_ keyPath: WritableKeyPath<C, Double> & Sendable, _ track: Track<Double>) {
        end = track.timing.end
        apply = { chart, seconds in
            if let value = track.value(at: seconds) { chart[keyPath: keyPath] = value }
        }
    }

    init(spec: TrackSpec, base: C) throws {
        let names = C.animatableProperties.keys.sorted()
        let prefix = "chart."
        let name = spec.property.hasPrefix(prefix) ? String(spec.property.dropFirst(prefix.count)) : ""
        guard let property = C.animatableProperties[name] else {
            let candidates = names.map { prefix + $0 }
            throw spec.propertyContext.error(
                "\"\(spec.property)\" cannot be animated on a \(C.typeName) chart\(Suggestions.hint(for: spec.property, in: candidates)); animatable: \(candidates.joined(separator: ", "))"
            )
        }
        switch property {
        case .number(let keyPath):
            self.init(keyPath, Track(
                from: try spec.from?.number() ?? base[keyPath: keyPath],
                to: try spec.to?.number() ?? base[keyPath: keyPath],
                timing: spec.timing, curve: spec.curve
            ))
        }
    }
}
