import ReelJSON

extension JSON {
    /// A Lottie number: three decimals (a thousandth of a point, of a
    /// percent, of a colour component: far inside the 0.1 px and 1/255 the
    /// writer keeps to).
    static func lottie(_ value: Double) -> JSON { .fixed(value, places: 3) }

    /// A Bézier tangent: five decimals, since its error grows with the
    /// segment it eases (a thousandth of a 500 px move is 0.5 px).
    static func tangent(_ value: Double) -> JSON { .fixed(value, places: 5) }

    /// An array of Lottie numbers.
    static func numbers(_ values: [Double]) -> JSON { .array(values.map(lottie)) }
}
