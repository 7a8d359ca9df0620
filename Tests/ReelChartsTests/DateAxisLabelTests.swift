import ReelGeometry
import Testing

@testable import ReelCharts

/// A date axis never writes the same label twice: its ticks step no finer
/// than its pattern writes (`MMM d` by whole days, `HH:mm` by hours or
/// minutes); and labels at the chart's sides are moved in, never cut off.
@Suite struct DateAxisLabelTests {
    /// 2024-03-01 00:00 UTC.
    static let march1 = 1_709_251_200.0
    static let day = 86_400.0

    /// Daily data over `days` days with the x axis showing `range` in `pattern`.
    static func chart(days: Int = 2, range: ValueRange? = nil, pattern: String = "MMM d", labelSize: Double = 10,
                      yLabels: Bool = true) -> LineChart {
        let x = (0..<days).map { march1 + Double($0) * day }
        let series = LineSeries(id: "a", name: "a", x: x, y: x.indices.map { Double(4000 + 300 * $0) }, color: .black)
        var xAxis = ChartAxis(range: range ?? ValueRange(x[0], x[x.count - 1]))
        xAxis.isDate = true
        xAxis.format = .value(.date(pattern: pattern))
        xAxis.labelFont = Font(size: labelSize)
        var yAxis = ChartAxis(range: ValueRange(4000, 5000))
        yAxis.showLabels = yLabels
        return LineChart(series: [series], xAxis: xAxis, yAxis: yAxis)
    }

    /// The x labels drawn: text and rectangle (centred under their anchor).
    static func xLabels(_ chart: LineChart, width: Double = 400) -> [(text: String, rect: Rect)] {
        let measurer = EstimatedTextMetrics()
        let layout = LineChartLayout(chart: LineFrame(settling: chart), bounds: Rect(x: 0, y: 0, width: width, height: 240), context: RenderContext(text: measurer))
        return layout.xLabels().compactMap { item in
            // Each label is tagged: a pass-through group around its run.
            guard case .group(let tagged) = item, case .text(let run)? = tagged.items.first, run.color.alpha > 0 else { return nil }
            let size = measurer.size(of: run.text, font: run.font)
            return (run.text, Rect(x: run.anchor.x - size.width / 2, y: run.anchor.y, width: size.width, height: size.height))
        }
    }

    @Test func aOneDayAxisNamesEachDayOnce() {
        let labels = Self.xLabels(Self.chart()).map(\.text)
        #expect(labels == ["Mar 1", "Mar 2"], "\(labels)")
    }

    /// A window of hours within a day: at most the one midnight in it.
    @Test(arguments: [(0.25, 0.75), (0.9, 1.1), (0.5, 1.5), (0.0, 0.4)])
    func aNarrowWindowNeverRepeatsALabel(from: Double, to: Double) {
        let range = ValueRange(Self.march1 + from * Self.day, Self.march1 + to * Self.day)
        let labels = Self.xLabels(Self.chart(range: range)).map(\.text)
        #expect(Set(labels).count == labels.count, "\(labels)")
        #expect(labels.count <= 1, "\(labels)")
    }

    @Test func severalDaysStepByWholeDaysAndAPatternWithHoursByHours() {
        let week = Self.xLabels(Self.chart(days: 5)).map(\.text)
        #expect(week == ["Mar 1", "Mar 2", "Mar 3", "Mar 4", "Mar 5"], "\(week)")
        let hours = Self.xLabels(Self.chart(pattern: "HH:mm")).map(\.text)
        #expect(hours.count >= 3 && hours.first == "00:00" && hours.dropFirst().contains("06:00"), "\(hours)")
    }

    @Test func theFinestUnitOfAPattern() {
        #expect(DatePatternUnit.seconds("MMM d") == 86_400)
        #expect(DatePatternUnit.seconds("EEE, MMM d, HH:mm") == 60)
        #expect(DatePatternUnit.seconds("HH") == 3600)
        #expect(DatePatternUnit.seconds("MMM yyyy") == 30 * 86_400)
        #expect(DatePatternUnit.seconds("yyyy") == 365 * 86_400)
        #expect(DatePatternUnit.seconds("'Day' d") == 86_400)
        #expect(DatePatternUnit.seconds("'at' HH:mm:ss") == 1)
    }

    /// Large labels at both ends of a plot that reaches the chart's sides.
    @Test(arguments: [10.0, 16, 24])
    func edgeLabelsAreWhole(labelSize: Double) {
        for width in [200.0, 320, 400, 640] {
            let labels = Self.xLabels(Self.chart(days: 3, labelSize: labelSize, yLabels: false), width: width)
            #expect(!labels.isEmpty)
            for label in labels {
                #expect(label.rect.minX >= -1e-9 && label.rect.maxX <= width + 1e-9, "width \(width): \(label)")
            }
            let sorted = labels.sorted { $0.rect.minX < $1.rect.minX }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(a.rect.maxX <= b.rect.minX, "width \(width): \(a.text) touches \(b.text)")
            }
        }
    }
}

/// With the default date labels (the scene chose no pattern), a day or less
/// in view is labelled in hours, midnight keeping its day.
@Suite struct AutomaticDateLabelTests {
    static func labels(range: ValueRange) -> [String] {
        var chart = DateAxisLabelTests.chart(range: range)
        chart.xAxis.automaticDates = true
        return DateAxisLabelTests.xLabels(chart).map(\.text)
    }

    @Test func aDayReadsHoursBetweenItsMidnights() {
        let labels = Self.labels(range: ValueRange(DateAxisLabelTests.march1, DateAxisLabelTests.march1 + DateAxisLabelTests.day))
        #expect(labels == ["Mar 1", "06:00", "12:00", "18:00", "Mar 2"], "\(labels)")
    }

    @Test func hoursInViewReadHoursAndNeverRepeat() {
        let start = DateAxisLabelTests.march1 + 6 * 3600
        let labels = Self.labels(range: ValueRange(start, start + 14 * 3600))
        #expect(labels.count >= 3 && labels.allSatisfy { $0.count == 5 && $0.contains(":") }, "\(labels)")
        #expect(Set(labels).count == labels.count, "\(labels)")
    }

    @Test func moreThanADayKeepsDays() {
        let labels = Self.labels(range: ValueRange(DateAxisLabelTests.march1, DateAxisLabelTests.march1 + 4 * DateAxisLabelTests.day))
        #expect(labels == ["Mar 1", "Mar 2", "Mar 3", "Mar 4", "Mar 5"], "\(labels)")
    }
}
