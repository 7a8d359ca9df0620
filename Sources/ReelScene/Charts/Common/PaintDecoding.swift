import ReelCharts
import ReelGeometry

/// Paints in a scene: a colour, or a gradient object.
///
/// ```json
/// "#FF9500"
/// { "linearGradient": { "colors": ["#FDA408", "#FB252D"], "start": [0, 0], "end": [1, 0], "units": "bounds" } }
/// { "radialGradient": { "colors": [...], "locations": [0, 1], "center": [50, 50], "radius": 40 } }
/// { "conicGradient":  { "colors": [...], "center": [50, 50], "startAngle": -90 } }
/// ```
enum PaintDecoding {
    static let kinds = ["linearGradient", "radialGradient", "conicGradient"]

    static func decode(_ context: ValueContext) throws -> LayerPaint {
        if case .string = context.value.kind { return .absolute(.solid(try context.color())) }
        var object = try context.object()
        let found = kinds.compactMap { kind in object.member(kind).map { (kind, $0) } }
        guard found.count == 1, let (kind, body) = found.first else {
            throw context.error("expected a colour or an object with one of \(kinds.joined(separator: ", "))")
        }
        try object.finish()
        var gradient = try body.object()
        let stops = try decodeStops(&gradient)
        let relative = try gradient.string("units", default: "points")
        guard ["points", "bounds"].contains(relative) else {
            throw gradient.member("units")!.error("\"\(relative)\" is not allowed; expected points or bounds")
        }
        let paint: Paint
        switch kind {
        case "linearGradient":
            let start = try gradient.required("start", "a point [x, y]").point()
            let end = try gradient.required("end", "a point [x, y]").point()
            paint = .linearGradient(LinearGradient(stops, from: start, to: end))
        case "radialGradient":
            let center = try gradient.required("center", "a point [x, y]").point()
            let radius = try gradient.required("radius", "a length").number(in: Limits.length)
            paint = .radialGradient(RadialGradient(stops, center: center, radius: radius))
        default:
            let center = try gradient.required("center", "a point [x, y]").point()
            let start = try gradient.number("startAngle", default: -90, in: conicStartAngles)
            paint = .conicGradient(ConicGradient(stops, center: center, startAngle: start * .pi / 180))
        }
        try gradient.finish()
        return relative == "bounds" ? .relativeToBounds(paint) : .absolute(paint)
    }

    /// Where a conic gradient starts, in degrees: ten turns either way.
    static let conicStartAngles = -3600.0...3600.0

    /// `colors`, with optional `locations` (one per colour, 0...1).
    static func decodeStops(_ object: inout ObjectReader) throws -> Gradient {
        let colorsContext = try object.required("colors", "the gradient's colours")
        let colors = try colorsContext.array().map { try $0.color() }
        guard !colors.isEmpty else { throw colorsContext.error("a gradient needs at least one colour") }
        guard let locationsContext = object.member("locations") else { return Gradient(colors: colors) }
        let locations = try locationsContext.array().map { try $0.number(in: 0...1, what: "a location") }
        guard locations.count == colors.count else {
            throw locationsContext.error("expected \(colors.count) locations, one per colour, got \(locations.count)")
        }
        // Core Animation sorts nothing either: a location below the one before it is a mistake, not an order.
        if let i = locations.indices.dropFirst().first(where: { locations[$0] < locations[$0 - 1] }) {
            let items = try locationsContext.array()
            throw items[i].error("location \(items[i].value.summary) is below the one before it (\(items[i - 1].value.summary)); locations must not decrease")
        }
        return Gradient(zip(locations, colors).map { GradientStop($0, $1) })
    }
}
