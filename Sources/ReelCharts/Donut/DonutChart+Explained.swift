import ReelGeometry

extension DonutChart {
    /// The filled fraction and how much of it the trim reveals.
    package var explained: [DerivedValue] {
        [DerivedValue("fraction", [fraction], note: "value / maxValue"),
         DerivedValue("stroke", [strokeStart, strokeEnd], note: "strokeStart, strokeEnd"),
         DerivedValue("revealed", [revealed], note: "of the filled arc")]
    }
}
