import ReelCharts

/// What a track's values are for one animatable property, without the
/// model: the schema checks a track's `from`, `to` and `values` with it.
/// Built from the same `AnimatableProperty` and bounds the track binder
/// decodes with (`BoundTrack.bind`).
struct TrackShape: Sendable {
    enum Kind: Sendable, Equatable {
        case number, color, point, size, range, numbers, date, dateRange
        case named([String])
    }

    let kind: Kind
    let bounds: ClosedRange<Double>
    /// Whether the numbers may also be dates: the option's type says so
    /// where the model decides (`xRange` takes dates on a date axis).
    let datesToo: Bool

    init<Model>(_ property: AnimatableProperty<Model>, bounds: ClosedRange<Double>, datesToo: Bool = false) {
        self.bounds = bounds
        self.datesToo = datesToo
        switch property {
        case .number: kind = .number
        case .color: kind = .color
        case .point: kind = .point
        case .size: kind = .size
        case .range: kind = .range
        case .numbers: kind = .numbers
        case .date: kind = .date
        case .dateRange: kind = .dateRange
        case .named(_, let names): kind = .named(names.keys.sorted())
        }
    }

    /// Whether a value's numbers may be written as dates.
    var mayBeDate: Bool { datesToo || kind == .date || kind == .dateRange }
}

extension OptionTable {
    /// Every track name `model` accepts with the shape of its values.
    func trackShapes(in model: Model) -> [(name: String, shape: TrackShape)] {
        options.flatMap { $0.animation?.shapes(model) ?? [] }
    }
}
