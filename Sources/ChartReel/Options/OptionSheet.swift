/// An option table as its readers outside the decoder see it: rows of key,
/// type, default, meaning and whether a track can animate it.
struct OptionSheet: Sendable {
    /// Names the section in the reference and the schema (`line.bubble`).
    let name: String
    /// How the reference names it in a type column ("bubble").
    let title: String
    let rows: [OptionRow]
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
