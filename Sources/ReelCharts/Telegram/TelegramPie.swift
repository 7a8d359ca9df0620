import ReelGeometry

/// The contest's signature transition on a percentage area chart: the areas
/// over the window flatten to the range's shares and roll up into a pie of
/// them, with a percentage on each slice. A selected slice moves out.
///
/// `progress` drives the morph over the window as it is; a zoom into a day
/// (`zoomDay`, driven by `TelegramZoom.progress`) drives the same morph and
/// also contracts the window onto the day (`TelegramChart.pieZoomedXWindow`).
/// The morph drawn is the further of the two.
package struct TelegramPie: Sendable, Hashable {
    /// 0 is the area chart, 1 the pie; in between, the morph (flattening in
    /// the first half, rolling into the circle in the second).
    package var progress = 0.0
    /// The slice that is selected (a series index), or -1 for none.
    package var selected = -1
    /// How far the selected slice has moved out, 0...1 of `pullDistance`.
    package var pull = 0.0

    /// The x window (seconds since 1970) a zoom into the pie of a day
    /// contracts onto (`TelegramChart.pieZoomDay(_:in:)`), nil when the
    /// chart does not zoom into a pie.
    package var zoomDay: ValueRange?

    /// Points a fully selected slice moves out along its middle.
    package static let pullDistance = 12.0

    package init() {}
}
