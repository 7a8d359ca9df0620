import ReelGeometry

/// The contest's zoom of a percentage area chart into the pie of one day,
/// from the chart's own data (no day files). `zoom.progress` drives it:
///
/// - over its first half the window contracts onto the day (`pie.zoomDay`,
///   geometrically, `TelegramZoom.window`) while the areas flatten to the
///   window's shares, which become the day's as the window reaches it;
/// - over its second half the window stays on the day while the flat bands
///   roll up into the day's pie.
///
/// So the morph's progress is the zoom's (`TelegramChart.pieProgress` takes
/// the further of it and `pie.progress`), and the window's is twice it, up
/// to 1. Zooming out is the same motion backwards.
extension TelegramChart {
    /// How far a zoom into the pie of a day has gone, 0...1: 0 when the
    /// chart does not zoom into a pie.
    var pieZoomProgress: Double {
        guard pie.zoomDay != nil, marks.hasPie else { return 0 }
        return min(max(zoom.progress, 0), 1)
    }

    /// The x window while zooming into a day's pie, nil when not zooming.
    var pieZoomedXWindow: ValueRange? {
        guard let day = pie.zoomDay, pieZoomProgress > 0 else { return nil }
        return TelegramZoom.window(from: ownXWindow, to: day, progress: min(pieZoomProgress * 2, 1))
    }

    /// The window a zoom into the pie of `day` (its start and end, seconds
    /// since 1970) contracts onto: the day's points with half the gap to
    /// each neighbour on either side, kept to the data's span, so the
    /// window holds the day's points and no other (the pie's shares are
    /// the day's) and spans about a day. Nil when no point lies in the day.
    package static func pieZoomDay(_ day: ValueRange, in x: [Double]) -> ValueRange? {
        let first = WindowExtent.lowerBound(x, day.lower), end = WindowExtent.lowerBound(x, day.upper)
        guard first < end, let lowest = x.first, let highest = x.last else { return nil }
        let last = end - 1
        let lower = first > 0 ? (x[first - 1] + x[first]) / 2 : lowest
        let upper = last + 1 < x.count ? (x[last] + x[last + 1]) / 2 : highest
        // A day holding the data's only point: a sliver around it.
        return upper > lower ? ValueRange(lower, upper) : ValueRange(x[first] - 0.5, x[first] + 0.5)
    }
}
