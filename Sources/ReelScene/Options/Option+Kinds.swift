import ReelCharts
import ReelGeometry

/// The common kinds of option, each read with the matching `ValueContext`
/// accessor so that what is checked is what the type says.
extension Option {
    private static func numberProperty(_ lens: Lens<Model, Double>) -> AnimatableProperty<Model> { .number(lens) }
    private static func colorProperty(_ lens: Lens<Model, Color>) -> AnimatableProperty<Model> { .color(lens) }
    private static func pointProperty(_ lens: Lens<Model, Point>) -> AnimatableProperty<Model> { .point(lens) }

    static func number(_ key: String, _ keyPath: WritableKeyPath<Model, Double> & Sendable, in range: ClosedRange<Double>,
                       doc: String, default text: String? = nil, animatable: Bool = false) -> Option {
        Option(key, Lens(keyPath), .number(range), doc: doc, default: text, animatable: animatable ? Self.numberProperty : nil) {
            try $0.number(in: range)
        }
    }

    static func optionalNumber(_ key: String, _ keyPath: WritableKeyPath<Model, Double?> & Sendable,
                               in range: ClosedRange<Double>, doc: String, default text: String) -> Option {
        Option(key, Lens(keyPath), .number(range), doc: doc, default: text) { try $0.number(in: range) }
    }

    static func integer(_ key: String, _ keyPath: WritableKeyPath<Model, Int> & Sendable, in range: ClosedRange<Int>,
                        doc: String, default text: String? = nil) -> Option {
        Option(key, Lens(keyPath), .integer(range), doc: doc, default: text) { try $0.integer(in: range) }
    }

    static func bool(_ key: String, _ keyPath: WritableKeyPath<Model, Bool> & Sendable, doc: String,
                     default text: String? = nil) -> Option {
        Option(key, Lens(keyPath), .bool, doc: doc, default: text) { try $0.bool() }
    }

    static func string(_ key: String, _ keyPath: WritableKeyPath<Model, String> & Sendable, doc: String,
                       default text: String? = nil) -> Option {
        Option(key, Lens(keyPath), .string, doc: doc, default: text) { try $0.string() }
    }

    static func color(_ key: String, _ keyPath: WritableKeyPath<Model, Color> & Sendable, doc: String,
                      default text: String? = nil, animatable: Bool = false) -> Option {
        Option(key, Lens(keyPath), .color, doc: doc, default: text, animatable: animatable ? Self.colorProperty : nil) {
            try $0.color()
        }
    }

    static func optionalColor(_ key: String, _ keyPath: WritableKeyPath<Model, Color?> & Sendable, doc: String,
                              default text: String) -> Option {
        Option(key, Lens(keyPath), .color, doc: doc, default: text) { try $0.color() }
    }

    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ keyPath: WritableKeyPath<Model, E> & Sendable, doc: String, default text: String? = nil
    ) -> Option where E.RawValue == String {
        Option(key, Lens(keyPath), .choice(E.allCases.map(\.rawValue)), doc: doc, default: text) { try $0.choice(E.self) }
    }

    static func point(_ key: String, _ keyPath: WritableKeyPath<Model, Point> & Sendable, doc: String,
                      default text: String? = nil, animatable: Bool = false) -> Option {
        Option(key, Lens(keyPath), .point, doc: doc, default: text, animatable: animatable ? Self.pointProperty : nil) {
            try $0.point()
        }
    }

    /// A font as two keys: the name (`font`) and the size in points.
    static func fontName(_ key: String, _ keyPath: WritableKeyPath<Model, Font> & Sendable, doc: String) -> Option {
        Option(key, Lens(keyPath).appending(Lens(\Font.name)), .string, doc: doc) { try $0.fontName() }
    }

    static func fontSize(_ key: String, _ keyPath: WritableKeyPath<Model, Font> & Sendable,
                         in range: ClosedRange<Double> = 1...1000, doc: String) -> Option {
        Option(key, Lens(keyPath).appending(Lens(\Font.size)), .number(range), doc: doc) { try $0.textSize(in: range) }
    }

    /// A nested object read with its own table; `enable` runs first (a
    /// bubble that is given is shown). Its animatable options are named
    /// `key.name`.
    static func section<Sub: Sendable>(_ key: String, _ keyPath: WritableKeyPath<Model, Sub> & Sendable, _ table: OptionTable<Sub>,
                             doc: String, default text: String = "", enable: (@Sendable (inout Sub) -> Void)? = nil) -> Option {
        Option(key, .section(table.sheet), default: { _ in text }, doc: doc,
               read: { model, context in
                   var sub = model[keyPath: keyPath]
                   enable?(&sub)
                   try table.decodeObject(context, into: &sub)
                   model[keyPath: keyPath] = sub
               },
               animation: .nested(key, Lens(keyPath), table))
    }

    /// An array of elements (series, layers) that the chart's decoder builds
    /// itself; tracks name their properties `key[N].name` or `ID.name`.
    static func elements<E: Sendable>(_ key: String, _ keyPath: WritableKeyPath<Model, [E]> & Sendable, ids: KeyPath<E, String?> & Sendable,
                            _ table: OptionTable<E>, required: Bool = false, doc: String) -> Option {
        let lens = Lens(keyPath)
        return Option(key, .list(.section(table.sheet), minimum: 0), default: { _ in "" }, required: required, doc: doc,
                      read: nil, animation: OptionAnimation(
                          entries: { model in
                              let elementEntries = table.animationEntries(in: table.defaults)
                              let targets = ["\(key)[N]"] + model[keyPath: keyPath].compactMap { $0[keyPath: ids] }
                              return targets.flatMap { target in elementEntries.map { ("\(target).\($0.name)", $0.value) } }
                          },
                          resolve: { name, model in
                              let elements = model[keyPath: keyPath]
                              guard let (index, property) = ElementProperty.resolve(name, collection: key, ids: elements.map { $0[keyPath: ids] })
                              else { return nil }
                              return table.target(named: property, in: elements[index])?.reached(through: lens.element(index))
                          },
                          shapes: { _ in table.trackShapes(in: table.defaults).map { ("\(key)[N].\($0.name)", $0.shape) } }))
    }

    /// A key the chart's decoder reads itself, listed for the reference and
    /// the schema: only for a key whose value is a structure read by its own
    /// reader (data, series, an axis, a shape); the table using it says why.
    /// A plain value the decoder needs before the table runs is an
    /// `OptionKey` instead, so its default and range are written once.
    static func custom(_ key: String, _ type: OptionType, doc: String, default text: String = "",
                       required: Bool = false) -> Option {
        Option(key, type, default: { _ in text }, required: required, doc: doc, read: nil)
    }

    /// A key read by a closure of the chart's own.
    static func custom(_ key: String, _ type: OptionType, doc: String, default text: String = "",
                       read: @escaping @Sendable (inout Model, ValueContext) throws -> Void) -> Option {
        Option(key, type, default: { _ in text }, doc: doc, read: read)
    }
}
