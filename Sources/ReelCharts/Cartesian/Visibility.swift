/// Series visibility as the y fit reads it.
///
/// A series' `visible` is a 0-1 fade. For fitting the y axis what matters is
/// where the fade is going, as with Core Animation's model value: a series
/// counts while it is shown or appearing, and stops counting the moment it
/// starts to disappear. So hiding a series re-fits the axis in the same motion
/// as the fade, the way a tap on a contest chart's check mark does, in the
/// line chart and the telegram chart alike.
package enum Visibility {
    /// How far ahead the fade's direction is read, in seconds.
    package static let lookahead = 0.001

    /// Whether a series whose visibility is `now`, and `soon` a moment
    /// later, counts toward the fit: above 0 and not falling.
    package static func counts(now: Double, soon: Double) -> Bool {
        soon > 0 && soon >= now
    }

    /// The extent a y fit covers: the union of `extent(i)` over the series
    /// that count (visibility `now[i]`, and `soon[i]` a moment later), or
    /// over all of them when none count, so an axis with every series
    /// hidden keeps a range.
    package static func fittedExtent(now: [Double], soon: [Double],
                                    extent: (Int) -> ClosedRange<Double>?) -> ClosedRange<Double>? {
        var counted: ClosedRange<Double>?, all: ClosedRange<Double>?
        for i in now.indices {
            let e = extent(i)
            all = WindowExtent.union(all, e)
            if counts(now: now[i], soon: soon[i]) { counted = WindowExtent.union(counted, e) }
        }
        return counted ?? all
    }
}
