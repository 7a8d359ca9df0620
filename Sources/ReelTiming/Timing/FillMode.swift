/// What an animated property shows outside its track's active period,
/// as `CAMediaTimingFillMode` defines it.
package enum FillMode: String, Sendable, CaseIterable {
    /// Outside the period the property shows its own (model) value.
    case removed
    /// After the period the property keeps the track's end value.
    case forwards
    /// Before the period the property shows the track's start value.
    case backwards
    /// Both of the above.
    case both

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}
