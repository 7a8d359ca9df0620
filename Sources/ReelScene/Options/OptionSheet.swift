import ReelJSON
/// An option table as its readers outside the decoder see it: rows of key,
/// type, default, meaning and whether a track can animate it.
struct OptionSheet: Sendable {
    /// Names the section in the reference and the schema (`line.bubble`).
    let name: String
    /// How the reference names it in a type column ("bubble").
    let title: String
    let rows: [OptionRow]
    /// Every track name the section gives (relative to `chart.`, elements
    /// as `series[N].name`) with the shape of its values, for the schema.
    var tracks: [(name: String, shape: TrackShape)] = []
    /// What the section's decoder refuses across keys, for the schema.
    var rules: [SheetRule] = []
}

/// A check across keys of one section that its decoder makes, written
/// for the schema next to the keys' declarations.
enum SheetRule: Sendable {
    /// `key` and `other` not both, when `other`'s value matches `when`
    /// (any value when nil): `range` and `fit: visible`.
    case notBoth(String, String, when: JSON?)
    /// `key` only together with `other`: `keyTimes` needs `values`.
    case requires(String, String)
    /// `key` never has this value (`speed: 0`).
    case never(String, JSON)
}

/// One documented option.
struct OptionRow: Sendable {
    let key: String
    let type: OptionType
    /// The default as the reference writes it; empty for none.
    let defaultText: String
    let isRequired: Bool
    /// One line.
    let doc: String
    /// Track names this option gives (relative to `chart.`), with what their
    /// values are; empty when it is not animatable.
    let animatable: [(name: String, value: String)]
    /// A name only a track uses (`xRange`): not a key of the scene.
    let isTrackOnly: Bool
}
