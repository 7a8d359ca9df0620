import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelCharts

/// The y labels of a following axis (`AxisTickFade.ticks(_:room:)`) over
/// synthetic motions: a tight fit of a random moving extent, followed with
/// the default follow, laid out on a 300 pt plot, every 1/60 s.
@Suite struct AxisTickFadeTests {
    static let top = 50.0, bottom = 350.0, height = 13.0, lift = 2.0

    static func room(_ range: ValueRange) -> LabelRoom {
        let scale = LinearScale(domain: range, range: ValueRange(bottom, top))
        return LabelRoom(top: top, bottom: bottom, labelHeight: height, lift: lift, pointsPerUnit: scale.pointsPerUnit,
                         position: { scale.position($0) })
    }

    /// A random piecewise-constant extent: jumps by up to 30x, either way.
    static func target(_ rng: inout SplitMix64) -> (Double) -> TickSet {
        var times: [Double] = [], extents: [ClosedRange<Double>] = [0...100]
        var t = 0.0
        for _ in 0..<25 {
            t += Double.random(in: 0.05...0.7, using: &rng)
            times.append(t)
            let low = Bool.random(using: &rng) ? 0 : Double.random(in: -50...500, using: &rng)
            extents.append(low...(low + pow(10, Double.random(in: 0.5...3.5, using: &rng))))
        }
        let fit = YFit(ends: .tight)
        return { s in fit.ticks(for: extents[times.firstIndex { $0 > s } ?? times.count]) }
    }

    @Test func atMostTwoSetsNoOverlapAndEveryLabelInsideThePlot() {
        var rng = SplitMix64(seed: 0xA715)
        var twoSets = 0, frames = 0
        for _ in 0..<12 {
            let target = Self.target(&rng)
            for frame in 0..<(60 * 12) {
                let t = Double(frame) / 60
                let followed = Follow().follow(at: t, target: target, value: \.range, labels: \.step)
                let range = followed.value
                let sets = followed.labels.map { Weighted(target: TickSet(range: range, step: $0.target), weight: $0.weight) }
                let room = Self.room(range)
                let ticks = AxisTickFade.ticks(sets, room: room).filter { $0.opacity > 0 }
                frames += 1
                // Every visible label belongs to one of at most two sets (the follow's, or the range's own).
                #expect(sets.count <= 2)
                let steps = Set(ticks.map(\.step))
                #expect(steps.count <= 2, "t = \(t): \(steps)")
                if Set(ticks.filter { t in sets.contains { abs(t.value / $0.target.step - (t.value / $0.target.step).rounded()) > 1e-9 } }.map(\.step)).count > 0 {
                    twoSets += 1
                }
                // Labels stand above their lines, inside the plot, and never overlap.
                let boxes = ticks.map { tick -> (Double, Double) in
                    let y = room.position(tick.value)
                    return (y - Self.lift - Self.height, y - Self.lift)
                }.sorted { $0.0 < $1.0 }
                for box in boxes {
                    #expect(box.0 >= Self.top - 1e-9 && box.1 <= Self.bottom + 1e-9, "t = \(t): \(box)")
                }
                for (a, b) in zip(boxes, boxes.dropFirst()) {
                    #expect(a.1 - b.0 <= 0.5 + 1e-9, "t = \(t): labels overlap by \(a.1 - b.0) pt")
                }
            }
        }
        #expect(frames > 8000)
        #expect(twoSets > 100, "the motions cross-fade label sets: \(twoSets) frames")
    }

    /// A set whose step is far coarser than the range shown has no value
    /// in it, and no label: not its lower end, which beside the other set's
    /// 0 read as "-0" (an axis easing from an all-zero fit to 1e15).
    @Test func aSetWithNoMultipleInTheRangeHasNoLabels() {
        #expect(TickSet(range: ValueRange(0.5, 3), step: 10).values.isEmpty)
        #expect(TickSet(range: ValueRange(-0.0156, 3), step: 1).values == [0, 1, 2, 3])
        #expect(TickSet(range: ValueRange(7, 7), step: 5).values == [7])
        let range = ValueRange(-0.0156, 3)
        let sets = [Weighted(target: TickSet(range: range, step: 2e14), weight: 0.5),
                    Weighted(target: TickSet(range: range, step: 1), weight: 0.5)]
        #expect(AxisTickFade.ticks(sets, room: Self.room(range)).allSatisfy { $0.value >= 0 })
    }

    @Test func aValueBothSetsHaveShowsOnceWithTheStrongerSet() {
        let range = ValueRange(0, 1000)
        let sets = [Weighted(target: TickSet(range: range, step: 200), weight: 0.4),
                    Weighted(target: TickSet(range: range, step: 500), weight: 0.6)]
        let ticks = AxisTickFade.ticks(sets, room: Self.room(range))
        #expect(ticks.filter { $0.value == 0 }.count == 1)
        // 0 and 1000 are on both (1000, at the top edge, does not show); 0 is low in the plot (no edge
        // fade): it shows with the 500 set, at 0.6. 500 is 30 pt from 400 and 600: not near them.
        #expect(abs((ticks.first { $0.value == 0 }?.opacity ?? 0) - 0.6) < 1e-9)
        #expect(Set(ticks.map(\.opacity)).count == 2, "\(ticks)")
    }

    @Test func labelsFadeNearTheTopEdgeAndSetsTooDenseToRead() {
        // 0...1000 over 300 pt: the line of 1000 is at the top, its label would stand above: hidden.
        let range = ValueRange(0, 1000)
        let one = [Weighted(target: TickSet(range: range, step: 200), weight: 1)]
        let ticks = AxisTickFade.ticks(one, room: Self.room(range))
        #expect(!ticks.contains { $0.value == 1000 })
        #expect(ticks.first { $0.value == 800 }?.opacity == 1)
        // A step of 10 is 3 pt apart: a set too dense to read does not show; the range's own set does.
        let dense = [Weighted(target: TickSet(range: range, step: 10), weight: 1)]
        let own = AxisTickFade.ticks(dense, room: Self.room(range))
        #expect(own.map(\.value) == [0, 200, 400, 600, 800] && own.allSatisfy { $0.step == 200 && $0.opacity == 1 }, "\(own)")
    }

    /// A follow through a jump of 10^11 and back (a spike entering and
    /// leaving the window): the old set gets too dense before the new one
    /// has two labels in view, or the other way round. Every frame still
    /// shows two labels at 0.5 or more, but for the instants a cross-fade
    /// gives way (`closeness`), and never none.
    @Test func aHugeJumpKeepsTwoLabelsToRead() {
        let fit = YFit(ends: .tight)
        for (low, high) in [(10.0, 3e11), (3e11, 10.0), (7.0, 5e12), (0.5, 800.0)] {
            let target = { (s: Double) in fit.ticks(for: s < 0.5 ? 0...low : 0...high) }
            var weak: [Double] = []
            for frame in 0..<90 {
                let t = Double(frame) / 60
                let followed = Follow().follow(at: t, target: target, value: \.range, labels: \.step)
                let sets = followed.labels.map { Weighted(target: TickSet(range: followed.value, step: $0.target), weight: $0.weight) }
                let ticks = AxisTickFade.ticks(sets, room: Self.room(followed.value))
                #expect(!ticks.isEmpty, "\(low) to \(high), t = \(t): no labels")
                if ticks.filter({ $0.opacity >= 0.5 }).count < 2 { weak.append(t) }
            }
            #expect(weak.count <= 3, "\(low) to \(high): frames without two labels to read: \(weak)")
        }
    }
}
