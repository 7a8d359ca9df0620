import ReelGeometry

/// One grid value shown while an axis moves between tick sets.
package struct FadingTick: Sendable, Hashable {
    package var value: Double
    /// 0...1: the share of the tick sets in view that have this value.
    package var opacity: Double
    /// The step of the set it comes from (for how many decimals its label needs).
    package var step: Double
}

/// Axis transitions: while a y axis moves from one fit to another, the old
/// tick labels and grid lines slide with the scale and fade out as the new
/// ones slide in and fade in, each set as strong as its weight in the follow
/// (`Follow.follow`: its label sets). The charts draw through
/// `ticks(_:room:)`, which also keeps the labels inside the plot and apart
/// (the line and telegram charts alike).
package enum AxisTickFade {}

/// Where a y axis's labels may stand: the plot's vertical span in points,
/// how the axis places values, and how tall a label is.
package struct LabelRoom: Sendable {
    /// The plot's top and bottom edges (top < bottom, points growing down).
    package var top: Double
    package var bottom: Double
    /// A label's height, and how far above its grid line its box ends.
    package var labelHeight: Double
    package var lift: Double
    /// Points per unit of value (the scale's slope, either sign).
    package var pointsPerUnit: Double
    /// The position of a value.
    package var position: @Sendable (Double) -> Double
    /// The range the axis shows (nil: the incoming set's): the range whose
    /// own set keeps the axis readable (`readable(_:room:)`), which each
    /// set, drawn across the range it labels only, need not cover.
    package var shown: ValueRange?

    package init(top: Double, bottom: Double, labelHeight: Double, lift: Double, pointsPerUnit: Double,
                position: @escaping @Sendable (Double) -> Double) {
        self.top = top
        self.bottom = bottom
        self.labelHeight = labelHeight
        self.lift = lift
        self.pointsPerUnit = pointsPerUnit
        self.position = position
    }
}

extension AxisTickFade {
    /// The grid values of a follow's label sets (`Followed.labels`: one, or
    /// an outgoing and an incoming one, in that order), each with the
    /// opacity its label and grid line show with, so that labels never
    /// stand outside the plot and two never overlap:
    ///
    /// - a set's opacity is its weight times `crowding`: 0 while its labels
    ///   stand closer than a label's height (a set far finer than the range
    ///   it is drawn over), 1 from twice that;
    /// - when an outgoing label comes within a label's height (plus `gap`)
    ///   of an incoming one, by `closeness` c (1 there, 0 from 4 pt further),
    ///   both sets give up c * min(o, i) of their opacities o and i: at
    ///   c = 1 only one set shows at a time (the old one fades out, then the
    ///   new one in), and nothing jumps as labels move closer;
    /// - a value both sets have shows once, with the stronger set (max(o, i),
    ///   less what both give up): it is one of that set's labels, so a
    ///   reader, and `LayoutProperties`, sees two sets, not three;
    /// - each label fades as its box nears the top edge (gone when it would
    ///   cross it, full a label's height lower) and as its line passes the
    ///   bottom edge (gone 4 pt below it);
    /// - while neither set has two readable labels in view (one too dense,
    ///   the other too sparse for the range shown), the range's own set
    ///   takes the weaker one's place (`readable(_:room:)`), so a plot with
    ///   data always has labels to read.
    package static func ticks(_ sets: [Weighted<TickSet>], room: LabelRoom, gap: Double = 1) -> [FadingTick] {
        // A set with no room (weight x crowding = 0) is as if absent: a value it
        // shares with the other set is that set's, in that set's decimals.
        let sets = readable(Array(sets.suffix(2)), room: room).filter { $0.weight > 0 }
        let h = room.labelHeight
        let weights = sets.map(\.weight)
        let values = sets.map { $0.target.values.filter { inRoom($0, room: room) } }
        var share = 0.0
        if sets.count == 2 {
            var closeness = 0.0
            for old in values[0] where !values[1].contains(where: { same($0, old, sets[1].target.step) }) {
                for new in values[1] {
                    let d = abs(room.position(old) - room.position(new))
                    closeness = max(closeness, min(max((h + gap + 4 - d) / 4, 0), 1))
                }
            }
            share = closeness * min(weights[0], weights[1])
        }
        var result: [FadingTick] = []
        for (k, set) in sets.enumerated() {
            let other = sets.count == 2 ? 1 - k : nil
            for value in values[k] {
                let shared = other.map { o in values[o].contains { same($0, value, sets[o].target.step) } } ?? false
                if shared && k == 1 { continue }
                let weight = shared ? max(weights[0], weights[1]) - share : weights[k] - share
                let step = shared ? min(set.target.step, sets[1].target.step) : set.target.step
                result.append(FadingTick(value: value, opacity: weight * edges(value, room: room), step: step))
            }
        }
        return result.map { FadingTick(value: $0.value, opacity: min(max($0.opacity, 0), 1), step: $0.step) }
            .filter { $0.opacity >= minimumOpacity }
            .sorted { $0.value < $1.value }
    }

    /// The faintest label drawn: fainter ones read as smudges, not labels.
    package static let minimumOpacity = 0.02

    /// 0 for labels closer than their height, 1 from twice that.
    static func crowding(step: Double, room: LabelRoom) -> Double {
        let spacing = step * abs(room.pointsPerUnit)
        return min(max((spacing - room.labelHeight) / room.labelHeight, 0), 1)
    }

    /// Whether a value's line is anywhere a label of it could show.
    static func inRoom(_ value: Double, room: LabelRoom) -> Bool {
        let y = room.position(value)
        return y.isFinite && y >= room.top && y <= room.bottom + 4
    }

    /// The fade at the plot's edges (see `ticks(_:room:gap:)`).
    static func edges(_ value: Double, room: LabelRoom) -> Double {
        let y = room.position(value), h = room.labelHeight
        let boxTop = y - room.lift - h
        let top = min(max((boxTop - room.top) / h, 0), 1)
        let bottom = min(max((room.bottom + 4 - y) / 4, 0), 1)
        return top * bottom
    }

    static func same(_ a: Double, _ b: Double, _ step: Double) -> Bool { abs(a - b) <= step * 1e-9 }
}
