import ReelGeometry

extension ShapesChart {
    /// Each layer's trim and opacity as the timeline set them.
    package var explained: [DerivedValue] {
        layers.enumerated().flatMap { i, layer -> [DerivedValue] in
            let name = "layers/\(i)" + (layer.id.map { " (\($0))" } ?? "")
            return [DerivedValue(name + "/stroke", [layer.strokeStart, layer.strokeEnd], note: "strokeStart, strokeEnd"),
                    DerivedValue(name + "/opacity", [layer.opacity])]
        }
    }
}
