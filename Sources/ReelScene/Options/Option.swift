import ReelCharts
import ReelGeometry

/// One option of a scene section: its key, the values it takes, its default,
/// a line of documentation, how it is read into the model and, when a track
/// can drive it, the property the track animates.
struct Option<Model: Sendable>: Sendable {
    let key: String
    let type: OptionType
    /// The default, written for the reference, from the section's defaults.
    let defaultText: @Sendable (Model) -> String
    let isRequired: Bool
    let doc: String
    /// Sets the model from the member's value; nil for keys the chart's
    /// decoder reads itself (data, series, layers: keys that shape the model).
    let read: (@Sendable (inout Model, ValueContext) throws -> Void)?
    let animation: OptionAnimation<Model>?
    /// Only a track name, not a key of the scene.
    var isTrackOnly = false

    init(_ key: String, _ type: OptionType, default defaultText: @escaping @Sendable (Model) -> String, required: Bool = false,
         doc: String, read: (@Sendable (inout Model, ValueContext) throws -> Void)?, animation: OptionAnimation<Model>? = nil) {
        self.key = key
        self.type = type
        self.defaultText = defaultText
        isRequired = required
        self.doc = doc
        self.read = read
        self.animation = animation
    }

    /// An option read by a plain `decode` into the value `lens` reaches,
    /// animatable as `property` when given.
    init<V>(_ key: String, _ lens: Lens<Model, V>, _ type: OptionType, doc: String,
            default text: String? = nil, animatable property: (@Sendable (Lens<Model, V>) -> AnimatableProperty<Model>)? = nil,
            decode: @escaping @Sendable (ValueContext) throws -> V) {
        self.init(key, type, default: { text ?? OptionText.describe(lens.get($0)) }, doc: doc,
                  read: { model, context in lens.set(&model, try decode(context)) },
                  animation: property.map { make in .leaf(key, bounds: type.bounds, datesToo: type.takesDates) { _ in make(lens) } })
    }

    /// A key only a track names, reaching a property set elsewhere.
    static func track(_ name: String, _ type: OptionType, doc: String,
                      _ property: @escaping @Sendable (Model) -> AnimatableProperty<Model>) -> Option {
        var option = Option(name, type, default: { _ in "" }, doc: doc, read: nil,
                            animation: .leaf(name, bounds: type.bounds, datesToo: type.takesDates, property))
        option.isTrackOnly = true
        return option
    }
}

/// What a track name reaches: the property, and the bounds every number of
/// its values must keep (a track cannot move a layer past where the scene
/// itself could put it).
struct AnimationTarget<Model>: Sendable {
    let property: AnimatableProperty<Model>
    let bounds: ClosedRange<Double>

    func reached<Outer>(through lens: Lens<Outer, Model>) -> AnimationTarget<Outer> {
        AnimationTarget<Outer>(property: property.reached(through: lens), bounds: bounds)
    }
}

/// The track names an option gives and the properties they reach.
struct OptionAnimation<Model: Sendable>: Sendable {
    /// Every name with what its values are, for messages and the reference
    /// (`series[N].opacity` style for elements), given the model the tracks
    /// will drive.
    let entries: @Sendable (Model) -> [(name: String, value: String)]
    let resolve: @Sendable (String, Model) -> AnimationTarget<Model>?
    /// Every name with the shape of its values, for the schema.
    let shapes: @Sendable (Model) -> [(name: String, shape: TrackShape)]

    /// A property under `key` (which may depend on the model: a range that
    /// takes dates on a date axis).
    static func leaf(_ key: String, bounds: ClosedRange<Double>, datesToo: Bool = false,
                     _ property: @escaping @Sendable (Model) -> AnimatableProperty<Model>) -> OptionAnimation {
        OptionAnimation(entries: { [(key, property($0).valueDescription)] },
                        resolve: { name, model in
                            name == key ? AnimationTarget(property: property(model), bounds: bounds) : nil
                        },
                        shapes: { [(key, TrackShape(property($0), bounds: bounds, datesToo: datesToo))] })
    }

    /// The properties of a nested section, named `key.name`.
    static func nested<Sub: Sendable>(_ key: String, _ lens: Lens<Model, Sub>, _ table: OptionTable<Sub>) -> OptionAnimation {
        let prefix = key + "."
        return OptionAnimation(
            entries: { model in table.animationEntries(in: lens.get(model)).map { (prefix + $0.name, $0.value) } },
            resolve: { name, model in
                guard name.hasPrefix(prefix) else { return nil }
                return table.target(named: String(name.dropFirst(prefix.count)), in: lens.get(model))?.reached(through: lens)
            },
            shapes: { model in table.trackShapes(in: lens.get(model)).map { (prefix + $0.name, $0.shape) } })
    }
}

/// How the reference writes default values.
enum OptionText {
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value) } ?? ""
        }
        switch value {
        case let number as Double: return "`\(NumberText.format(number))`"
        case let number as Int: return "`\(number)`"
        case let flag as Bool: return "`\(flag)`"
        case let text as String: return "`\"\(text)\"`"
        case let color as Color: return "`\"\(color.hexString)\"`"
        case let choice as any RawRepresentable: return "`\(choice.rawValue)`"
        case let point as Point: return "`[\(NumberText.format(point.x)), \(NumberText.format(point.y))]`"
        case let range as ValueRange: return "`[\(NumberText.format(range.lower)), \(NumberText.format(range.upper))]`"
        default: return ""
        }
    }
}
