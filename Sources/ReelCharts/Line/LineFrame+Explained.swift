import ReelGeometry

extension LineFrame {
    /// The y range shown and, with `yFollow`, its follow and label sets;
    /// the x range; the reveal (strokeStart/strokeEnd, per series too).
    package var explained: [DerivedValue] {
        var values = [DerivedValue("x/range", chart.xAxis.range), DerivedValue("y/shown", yAxis.range, note: "y range drawn")]
        values += DerivedValue.follow("y/follow", yFollowed)
        values += DerivedValue.labelSets("y/labels", yTickSets)
        values += [DerivedValue("strokeStart", [chart.strokeStart]), DerivedValue("strokeEnd", [chart.strokeEnd]),
                   DerivedValue("phaseY", [chart.phaseY])]
        for series in chart.series {
            values.append(DerivedValue("series/\(series.id)/visible", [series.visible]))
            values.append(DerivedValue("series/\(series.id)/stroke", [series.strokeStart, series.strokeEnd], note: "strokeStart, strokeEnd"))
        }
        return values
    }
}
