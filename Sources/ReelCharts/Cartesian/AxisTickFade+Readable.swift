import ReelGeometry

extension AxisTickFade {
    /// The label sets `ticks(_:room:gap:)` draws, each at its weight times
    /// `crowding`, with the rule that keeps a set readable in view while the
    /// axis shows a range:
    ///
    /// A set's readability is r = e x q: e its weight w times its
    /// `crowding` c, q (`inView`) 1 with two of its labels in full view, 0
    /// with at most one. S is the set best able to carry labels (the larger
    /// q c, then r), W the other one, shown at e' and readable at r'. First
    /// S's weight takes up what the weights fall short of, as far as S has
    /// labels in view: w_S + (1 - w_S - e') x q_S, so a set left at part
    /// strength (its partner too dense to show, or a third set dropped)
    /// shows in full. What is still not readable, d = (1 - r_S - r') x
    /// (1 - q_S c_S), times its crowding, goes to the range's own set (the
    /// step a tight `YFit` of the range shown has), which takes W's place:
    /// with m = max(q_W, 1/4), W shows at e' - d / m while d <= e' m, then
    /// the own set at d - e' m (a W with few labels in view gives way fast).
    /// So in a huge jump of the range (10^11, or a spike leaving the
    /// window), where the old set gets too dense while the new one is still
    /// too sparse or the other way round, the own set shows, in full once
    /// neither has two labels in view. All of it is continuous in the range
    /// and at most one of W and the own set is above 0, so at most two sets
    /// show; an own set of a step one of the sets has lifts that set to d
    /// instead. A set at full weight, or two readable sets cross-fading with
    /// weights summing to 1, change nothing. The own step changes with the
    /// range eased, so while it shows it may switch at once to the next
    /// step of the ladder.
    static func readable(_ sets: [Weighted<TickSet>], room: LabelRoom) -> [Weighted<TickSet>] {
        let c = sets.map { crowding(step: $0.target.step, room: room) }
        var shown = sets.indices.map { Weighted(target: sets[$0].target, weight: sets[$0].weight * c[$0]) }
        guard let range = room.shown ?? sets.last?.target.range, range.span > 0, range.span.isFinite else { return shown }
        let q = shown.map { inView($0.target, room: room) }
        let r = shown.indices.map { shown[$0].weight * q[$0] }
        // S: the set best able to carry labels, then the more readable.
        guard let strong = shown.indices.max(by: { (q[$0] * c[$0], r[$0]) < (q[$1] * c[$1], r[$1]) }) else { return shown }
        let other = shown.count == 2 ? shown[1 - strong].weight : 0
        // S's weight takes up what the weights fall short of, as far as S has labels in view.
        let lifted = min(sets[strong].weight + min(max(1 - sets[strong].weight - other, 0), 1) * q[strong], 1)
        shown[strong].weight = lifted * c[strong]
        let own = YFit(ends: .tight).ticks(for: range.lower...range.upper).step
        let weak = 1 - strong, otherReadable = shown.count == 2 ? other * q[weak] : 0
        let short = min(max(1 - shown[strong].weight * q[strong] - otherReadable, 0), 1)
        let rest = short * (1 - q[strong] * c[strong]) * crowding(step: own, room: room)
        guard rest > 0, own > 0, own.isFinite else { return shown }
        if let k = shown.indices.first(where: { same(shown[$0].target.step, own, own) }) {
            shown[k].weight = max(shown[k].weight, rest)
            return shown
        }
        let ownSet = TickSet(range: range, step: own)
        guard shown.count == 2 else { return shown + [Weighted(target: ownSet, weight: rest)] }
        // The other set gives way the faster the fewer labels it has in view (m).
        let e = shown[weak].weight, m = max(q[weak], 0.25)
        shown[weak] = rest <= e * m ? Weighted(target: shown[weak].target, weight: e - rest / m)
            : Weighted(target: ownSet, weight: rest - e * m)
        return shown
    }

    /// 0 with at most one label of the set in view, 1 with two in full view
    /// (the labels' edge fades summed, less one).
    static func inView(_ set: TickSet, room: LabelRoom) -> Double {
        let n = set.values.filter { inRoom($0, room: room) }.reduce(0) { $0 + edges($1, room: room) }
        return min(max(n - 1, 0), 1)
    }
}
