import ReelGeometry
import ReelTiming

/// A target and how much of it the following value has taken on.
package struct Weighted<Target: Sendable>: Sendable {
    package var target: Target
    package var weight: Double

    package init(target: Target, weight: Double) {
        self.target = target
        self.weight = weight
    }
}

/// A value a follow can ease: `eased(to: b, by: p)` is `self` at p = 0 and
/// `b` at p = 1, linear in p; `moved(by: k, from: a, to: b)` is `self` moved
/// by k times the difference b - a (so `a.moved(by: 1, from: a, to: b)` is b).
package protocol Easable: Sendable {
    func eased(to end: Self, by progress: Double) -> Self
    func moved(by k: Double, from a: Self, to b: Self) -> Self
}

extension ValueRange: Easable {
    package func eased(to end: ValueRange, by p: Double) -> ValueRange {
        ValueRange(lower + (end.lower - lower) * p, upper + (end.upper - upper) * p)
    }

    package func moved(by k: Double, from a: ValueRange, to b: ValueRange) -> ValueRange {
        ValueRange(lower + (b.lower - a.lower) * k, upper + (b.upper - a.upper) * k)
    }
}

/// What a follow shows at one moment: the eased value and the label sets in
/// view with their opacities (one, or two while one fades out as the next
/// fades in; the outgoing one first).
package struct Followed<Value: Sendable, Labels: Sendable>: Sendable {
    package var value: Value
    package var labels: [Weighted<Labels>]
    /// What each of `labels` labels, in the same order: the value of the
    /// target it came with, the incoming set's now, an outgoing set's when
    /// it stopped being the incoming one. A set is drawn across that range
    /// only, never spread over a range it was not made for.
    package var labelled: [Value] = []
    /// The ease `value` is on: from the value shown at the target's last
    /// change, to that target (nil when the follow jumps at once).
    package var transition: FollowTransition<Value>? = nil
}

/// One ease of a follow, as `frame --explain` shows it: `value` is
/// `from.eased(to: to, by: progress)`.
package struct FollowTransition<Value: Sendable>: Sendable {
    /// The value shown when the target last changed (carried along with a
    /// target that moves, such as a zoom's fit of what it draws).
    package var from: Value
    /// The target the value eases to (the fit at this moment).
    package var to: Value
    /// When the target last changed, in seconds.
    package var since: Double
    /// Eased progress from `from` to `to`, 0...1 (1: arrived).
    package var progress: Double
}

/// How a derived value (a y range that fits the data in view) follows its
/// target over time, as a pure function of time.
///
/// The target is a function of time: a key that changes at discrete moments
/// (the fit of the window, which series count) and, for each key, a value
/// that may itself move with time (a zoom's fit of what it draws at each
/// moment of the zoom, a function of the zoom's progress). Whenever the key
/// changes, at time c, the difference between the value shown and the new
/// target's value is carried and eased away along `curve` over `duration`
/// seconds: with changes c_1 < c_2 < ... and targets T_i(t) from c_i on,
///
///     v(t) = T_i(t) + (v(c_i) - T_i(c_i)) * (1 - curve((t - c_i) / duration)),  c_i <= t < c_{i+1}
///
/// For a target that holds still this is the ease from the value shown to
/// the target, v(c_i) + (T_i - v(c_i)) * curve(...): a retarget mid-flight
/// starts from the value shown, so the value is continuous and never
/// overshoots a monotone curve's ends. A target that moves is tracked
/// exactly, so the value moves with the event that moves it (no lag), and
/// a jump of the target at a change is eased as any other.
///
/// Frame t is computed from t alone: the recursion starts `lookBack`
/// durations earlier, at t0 = t - lookBack * duration, from the target there
/// taken as fully arrived, and runs over the changes in (t0, t]. The error
/// of that start shrinks by 1 - curve(x) over each stretch of x durations,
/// so by at most prod (1 - curve(x_i)) with sum x_i = lookBack: for the cubic
/// ease-out, (1 - x)^3 <= e^(-3x), at most e^(-24) (4e-11) of the largest
/// jump between targets, for any curve at or above linear at most
/// e^(-8) (3e-4). A `FollowTable` holds the very changes the live loop
/// finds, so a frame computed from it is bit for bit the live one.
///
/// Labels: each target has a label set (`labels(T)`: the grid's step), and
/// at most two sets show. When the set changes, the incoming one fades in
/// from the opacity it has (0 if new) along the curve and the outgoing one
/// fades out from its own. A change to a third set while two show drops the
/// fainter of the two (its opacity is at most one half, since the two sum to
/// at most 1) and the stronger one becomes the outgoing set: a third set
/// would be the label soup this rule exists to prevent, and the fainter set
/// is the one whose disappearance shows least.
package struct Follow: Sendable, Hashable {
    /// Seconds a transition to a new target takes (0: jump at once).
    package var duration: Double
    package var curve: TimingCurve

    /// The contest's best entries ease out over 0.4 s.
    package init(duration: Double = 0.4, curve: TimingCurve = Follow.easeOutCubic) {
        self.duration = duration
        self.curve = curve
    }

    /// 1 - (1 - x)^3.
    package static let easeOutCubic = TimingCurve.penner(PennerEasing(.easeOut, .cubic))

    /// How many durations before a frame the follow reads the target.
    package static let lookBack = 8.0

    /// Seconds before a frame the follow reads the target.
    package var reach: Double { duration * Self.lookBack }

    /// Spacing of the samples taken to find the changes, in seconds; each
    /// change found is then located to within `precision` by bisection.
    package static let sampling = 1.0 / 120
    package static let precision = 1e-6

    /// The value and label sets shown at `t` of a target that holds still
    /// between its changes. `target` must be a pure function of time;
    /// `table`, if given, must hold samples of that very target
    /// (`FollowTable`): it spares sampling the grid, and the result is bit
    /// for bit the one without it.
    package func follow<T: Equatable & Sendable, V: Easable, L: Equatable & Sendable>(
        at t: Double, table: FollowTable<T>? = nil, target: (Double) -> T, value: (T) -> V, labels: (T) -> L
    ) -> Followed<V, L> {
        follow(at: t, table: table, target: target, moving: { key, _ in value(key) }, labels: labels)
    }

    /// The value and label sets shown at `t` of a target whose key
    /// (`target(s)`) changes at moments and whose value under a key may move
    /// with time (`value(key, s)`, a pure function of both), as the type's
    /// comment says. `continues(a, b)`: whether a change from key a to key b
    /// is continuous by construction (the two values meet where it happens),
    /// so that only the ease in progress carries over.
    package func follow<T: Equatable & Sendable, V: Easable, L: Equatable & Sendable>(
        at t: Double, table: FollowTable<T>? = nil, target: (Double) -> T, moving value: (T, Double) -> V, labels: (T) -> L,
        continues: (T, T) -> Bool = { _, _ in false }
    ) -> Followed<V, L> {
        guard duration > 0, t.isFinite, abs(t) < 1e12 else {
            let now = target(t), shown = value(now, t)
            return Followed(value: shown, labels: [Weighted(target: labels(now), weight: 1)], labelled: [shown])
        }
        let start = t - reach
        let changes = table?.changes(from: start, to: t, target: target) ?? self.changes(from: start, to: t, target: target)
        // The ease since the last change: the target's value then (anchor) and the value shown then (origin).
        var anchor = value(changes[0].value, start), origin = anchor, since = start
        var fade = LabelFade(incoming: labels(changes[0].value), target: changes[0].value, level: 1, since: start)
        for k in changes.indices.dropFirst() {
            let c = changes[k].time, old = value(changes[k - 1].value, c), new = value(changes[k].value, c)
            let shown = old.moved(by: 1 - progress(since: since, at: c), from: anchor, to: origin)
            // A change the two targets make continuous by construction carries only what is left
            // of the ease: where the target is steep (a fade between ranges 10^12 apart), the
            // change's place, found to a microsecond, would otherwise be a jump to ease away.
            let carried = continues(changes[k - 1].value, changes[k].value) ? new.moved(by: 1, from: old, to: shown) : shown
            (anchor, origin, since) = (new, carried, c)
            fade.change(to: labels(changes[k].value), target: changes[k].value, at: c, progress: progress(since: fade.since, at: c))
        }
        let to = value(changes[changes.count - 1].value, t), p = progress(since: since, at: t)
        let from = to.moved(by: 1, from: anchor, to: origin)
        let transition = FollowTransition(from: from, to: to, since: since, progress: p)
        let sets = fade.sets(progress: progress(since: fade.since, at: t))
        return Followed(value: to.moved(by: 1 - p, from: anchor, to: origin), labels: sets.map(\.labels),
                        labelled: sets.map { set in set.time.map { value(set.target, $0) } ?? to },
                        transition: transition)
    }

    /// The label sets of a follow: the incoming set at `level` and the
    /// outgoing one at `outgoingLevel` at the time `since` the fade started;
    /// with each, the target it came with (the incoming set's latest, an
    /// outgoing set's last one, at `outgoingSince`, when it went out).
    struct LabelFade<L: Equatable & Sendable, T: Sendable> {
        var incoming: L
        var target: T
        var level: Double
        var outgoing: (labels: L, target: T, time: Double)?
        var outgoingLevel = 0.0
        var since: Double

        init(incoming: L, target: T, level: Double, since: Double) {
            self.incoming = incoming
            self.target = target
            self.level = level
            self.since = since
        }

        /// The opacities at fade progress `p`.
        func opacities(_ p: Double) -> (incoming: Double, outgoing: Double) {
            (level + (1 - level) * p, outgoing == nil ? 0 : outgoingLevel * (1 - p))
        }

        mutating func change(to set: L, target new: T, at time: Double, progress p: Double) {
            guard set != incoming else { target = new; return }
            let now = opacities(p)
            let leaving = (labels: incoming, target: target, time: time)
            if let outgoing, set == outgoing.labels {
                (incoming, level, self.outgoing, outgoingLevel) = (set, now.outgoing, leaving, now.incoming)
            } else if now.incoming >= now.outgoing {
                (incoming, level, outgoing, outgoingLevel) = (set, 0, leaving, now.incoming)
            } else {
                (incoming, level, outgoingLevel) = (set, 0, now.outgoing)
            }
            target = new
            since = time
        }

        /// The sets in view at fade progress `p`, the outgoing one first; a
        /// set's `time` is nil for the incoming one (it labels its target now).
        func sets(progress p: Double) -> [(labels: Weighted<L>, target: T, time: Double?)] {
            let now = opacities(p)
            var result: [(labels: Weighted<L>, target: T, time: Double?)] = []
            if let outgoing, now.outgoing > 0 {
                result.append((Weighted(target: outgoing.labels, weight: now.outgoing), outgoing.target, outgoing.time))
            }
            result.append((Weighted(target: incoming, weight: now.incoming), target, nil))
            return result
        }
    }

    /// How far a transition that started at `start` has gone at `t`.
    func progress(since start: Double, at t: Double) -> Double {
        let x = min(max((t - start) / duration, 0), 1)
        if x >= 1 { return 1 }
        return curve.progress(x, duration: duration)
    }

    /// The target at `start` (as a change that has fully happened) followed by
    /// every change in `(start, end]`, each at the moment it happens.
    ///
    /// The target is sampled at whole multiples of `sampling` (grid point k
    /// at `Double(k) * sampling`), so every frame looking at the same stretch
    /// of time sees the same samples; a change between two samples is located
    /// by bisection between them, or, in the first interval, between `start`
    /// and the first grid point, and in the last, between the last grid point
    /// and `end`.
    func changes<T: Equatable>(from start: Double, to end: Double, target: (Double) -> T) -> [(time: Double, value: T)] {
        var result = [(time: start, value: target(start))]
        var previous = result[0]
        var k = Int((start / Self.sampling).rounded(.down)) + 1
        while true {
            let grid = Double(k) * Self.sampling
            guard grid < end else {
                let value = target(end)
                if value != previous.value {
                    result.append((Self.locate(between: previous.time, and: end, from: previous.value, target: target), value))
                }
                return result
            }
            let value = target(grid)
            if value != previous.value {
                result.append((Self.locate(between: previous.time, and: grid, from: previous.value, target: target), value))
            }
            previous = (grid, value)
            k += 1
        }
    }

    /// When the target leaves `value` between `a` (where it is `value`) and `b`.
    static func locate<T: Equatable>(between a: Double, and b: Double, from value: T, target: (Double) -> T) -> Double {
        var lo = a, hi = b
        while hi - lo > Self.precision {
            let mid = (lo + hi) / 2
            if target(mid) == value { lo = mid } else { hi = mid }
        }
        return hi
    }
}
