/// Series visibility as the y fit reads it.
///
/// A series' `visible` is a 0-1 fade. For fitting the y axis what matters is
/// where the fade is going, as with Core Animation's model value: a series
/// counts while it is shown or appearing, and stops counting the moment it
/// starts to disappear. So hiding a series re-fits the axis in the same motion
/// as the fade, the way a tap on a contest chart's check mark does (the line
/// chart's rule). The telegram chart keeps the plot's ink inside it instead
/// (`counts(now:ahead:)`).
public enum Visibility {
    /// How far ahead the fade's direction is read, in seconds.
    public static let lookahead = 0.001

    /// Whether a series whose visibility is `now`, and `soon` a moment
    /// later, counts toward the fit: above 0 and not falling.
    public static func counts(now: Double, soon: Double) -> Bool {
        soon > 0 && soon >= now
    }

    /// Whether a series counts toward a fit that a follow eases to: while
    /// it shows at all (`now`), or will a follow's duration `ahead`. So
    /// the axis makes room before a series appears and keeps it until the
    /// series has faded out: a series never runs off the plot, at the cost
    /// of refitting after a hidden series has gone rather than with it.
    public static func counts(now: Double, ahead: Double) -> Bool {
        now > 0 || ahead > 0
    }

    /// The extent a y fit covers: the union of `extent(i)` over the series
    /// that count (visibility `now[i]`, and `soon[i]` a moment later), or
    /// over all of them when none count, so an axis with every series
    /// hidden keeps a range.
    public static func fittedExtent(now: [Double], soon: [Double],
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
