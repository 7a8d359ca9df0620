import ReelGeometry

/// A value a chart derives for one frame (a y range shown, a window, a
/// zoom's progress), as `frame --explain` lists it. Each chart lists its
/// own from its resolved frame (`ChartFrame.explained`): the very values
/// its layout draws from, never computed a second time.
package struct DerivedValue: Sendable, Equatable {
    /// A stable name, `/`-separated: `window`, `y/0/shown`, `series/y1/visible`.
    package var name: String
    /// The value's numbers: one, or a range's two ends, or more.
    package var numbers: [Double]
    /// What the numbers alone do not say (a date, which set a label step is).
    package var note: String?

    package init(_ name: String, _ numbers: [Double], note: String? = nil) {
        self.name = name
        self.numbers = numbers
        self.note = note
    }

    package init(_ name: String, _ range: ValueRange, note: String? = nil) {
        self.init(name, [range.lower, range.upper], note: note)
    }

    /// A follow's ease as `name/from`, `name/to` (the fit target) and
    /// `name/progress`, with when the target last changed.
    package static func follow(_ name: String, _ transition: FollowTransition<ValueRange>?) -> [DerivedValue] {
        guard let t = transition else { return [] }
        return [DerivedValue(name + "/to", t.to, note: "fit target"),
                DerivedValue(name + "/from", t.from, note: "range shown when the target last changed"),
                DerivedValue(name + "/progress", [t.progress], note: "eased; target changed at \(shortNumber(t.since)) s")]
    }

    /// Label sets shown, with their opacities: `name/step` per set.
    package static func labelSets(_ name: String, _ sets: [Weighted<TickSet>]) -> [DerivedValue] {
        sets.map { DerivedValue(name, [$0.target.step, $0.weight], note: "label step, opacity") }
    }

    static func shortNumber(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
