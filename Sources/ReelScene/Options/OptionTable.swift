import ReelCharts

/// The options of one section of a scene (a chart, an axis, a layer): the
/// single source of truth for how the section is decoded, which of its
/// properties tracks can animate, the JSON Schema and the format reference.
///
/// Invariant: every key the decoder accepts in the section is a row of the
/// table (options the chart's decoder reads itself have no `read`: an
/// `OptionKey`'s row, or a structural key whose table says why), so the
/// schema and the reference list exactly what decoding accepts.
struct OptionTable<Model: Sendable>: Sendable {
    let sheetName: String
    let title: String
    /// The model before any option is read: where the reference's defaults come from.
    let defaults: Model
    let options: [Option<Model>]
    /// Checks across keys the decoder makes, for the schema.
    private(set) var rules: [SheetRule] = []

    init(_ sheetName: String, title: String, defaults: Model, _ options: [Option<Model>]) {
        self.sheetName = sheetName
        self.title = title
        self.defaults = defaults
        self.options = options
    }

    /// The same table with `rules` for the schema.
    func ruled(_ rules: [SheetRule]) -> OptionTable {
        var table = self
        table.rules = rules
        return table
    }

    /// Reads every present option that has a `read`, in table order (later
    /// options may check earlier ones: `stagger` needs `reveal`).
    func decode(_ object: inout ObjectReader, into model: inout Model) throws {
        for option in options {
            guard let read = option.read, let member = object.member(option.key) else { continue }
            _ = try member.attempt { try read(&model, member) }
        }
    }

    /// Reads a whole object of these options, rejecting unknown keys.
    func decodeObject(_ context: ValueContext, into model: inout Model) throws {
        var object = try context.object()
        try decode(&object, into: &model)
        try object.finish()
    }

    /// The property a track name (without `chart.`) reaches in `model`.
    func target(named name: String, in model: Model) -> AnimationTarget<Model>? {
        for option in options {
            if let target = option.animation?.resolve(name, model) { return target }
        }
        return nil
    }

    /// Every track name `model` accepts, for messages.
    func animatableNames(in model: Model) -> [String] {
        animationEntries(in: model).map(\.name)
    }

    /// Every track name `model` accepts, with what its values are.
    func animationEntries(in model: Model) -> [(name: String, value: String)] {
        options.flatMap { $0.animation?.entries(model) ?? [] }
    }

    /// The table for the reference and the schema.
    var sheet: OptionSheet {
        OptionSheet(name: sheetName, title: title, rows: options.map { option in
            OptionRow(key: option.key, type: option.type, defaultText: option.defaultText(defaults),
                      isRequired: option.isRequired, doc: option.doc,
                      animatable: option.animation?.entries(defaults) ?? [], isTrackOnly: option.isTrackOnly)
        }, tracks: trackShapes(in: defaults), rules: rules)
    }
}
