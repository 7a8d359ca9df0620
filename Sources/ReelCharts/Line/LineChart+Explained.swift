import ReelGeometry

extension LineChart {
    /// The y range shown and, with `yFollow`, its follow and label sets;
    /// the x range; the reveal (strokeStart/strokeEnd, per series too).
    package var explained: [DerivedValue] {
        var values = [DerivedValue("x/range", xAxis.range), DerivedValue("y/shown", yAxis.range, note: "y range drawn")]
        values += DerivedValue.follow("y/follow", yFollowed)
        values += DerivedValue.labelSets("y/labels", yTickSets)
        values += [DerivedValue("strokeStart", [strokeStart]), DerivedValue("strokeEnd", [strokeEnd]),
                   DerivedValue("phaseY", [phaseY])]
        for series in self.series {
            values.append(DerivedValue("series/\(series.id)/visible", [series.visible]))
            values.append(DerivedValue("series/\(series.id)/stroke", [series.strokeStart, series.strokeEnd], note: "strokeStart, strokeEnd"))
        }
        return values
    }
}
