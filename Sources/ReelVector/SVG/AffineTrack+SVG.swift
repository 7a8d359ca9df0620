import ReelGeometry

extension AffineTrack {
    /// Frame f's transform as `SVGTransformParts` pseudo-attributes (a frame
    /// that draws nothing takes the first drawn frame's).
    func attributes(at f: Int, unit: Double) -> [(name: String, value: SVGValue)] {
        let part = parts[f] ?? parts.compactMap { $0 }[0]
        return [("transform:translate", .numbers(part.translate, tolerance: unit / 2)),
                ("transform:scale", .numbers(part.scale, tolerance: unit / 2 / max(extent, 1)))]
    }
}
