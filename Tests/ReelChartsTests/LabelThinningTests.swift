import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelCharts

/// Power-of-two label thinning: the rule itself, then the Telegram chart's
/// date ticker swept through a zoom and a pan.
@Suite struct LabelThinningTests {
    // MARK: The rule

    @Test func strideIsTheSmallestPowerOfTwoThatLeavesHalfTheGap() {
        // closest = width + gap / 2.
        // 10 pt apart, 25 wide, gap 4: closest 27; 1 -> 10, 2 -> 20 (short), 4 -> 40.
        #expect(LabelThinning(spacing: 10, width: 25, gap: 4).stride == 4)
        // 7 apart, 30 wide, gap 20: closest 40; 4 -> 28 (short), 8 -> 56.
        #expect(LabelThinning(spacing: 7, width: 30, gap: 20).stride == 8)
        // Exactly reaching counts: 8 * 5 = 40.
        #expect(LabelThinning(spacing: 5, width: 30, gap: 20).stride == 8)
        #expect(LabelThinning(spacing: 4.99, width: 30, gap: 20).stride == 16)
        // Room for every label.
        #expect(LabelThinning(spacing: 40, width: 30, gap: 20).stride == 1)
        #expect(LabelThinning(spacing: 500, width: 30, gap: 20).stride == 1)
    }

    @Test func fadingOpacityIsLinearInTheRoomLeft() {
        // width 30, gap 20: the odd multiples are gone at stride * spacing = 40 (gap / 2 between
        // labels), fully shown from 50 (the whole gap), linear in between.
        func fading(_ spacing: Double) -> Double { LabelThinning(spacing: spacing, width: 30, gap: 20).fadingOpacity }
        #expect(fading(40) == 0)
        #expect(fading(42.5) == 0.25)
        #expect(fading(45) == 0.5)
        #expect(fading(50) == 1)
        #expect(fading(60) == 1)
        // The same at stride 8: 8 * 5 = 40, 8 * 5.625 = 45, 8 * 6.25 = 50.
        #expect(fading(5) == 0)
        #expect(fading(5.625) == 0.5)
        #expect(fading(6.25) == 1)
        // Without a gap nothing fades: labels show until they would touch, then every other goes.
        #expect(LabelThinning(spacing: 30, width: 30, gap: 0).fadingOpacity == 1)
        #expect(LabelThinning(spacing: 29, width: 30, gap: 0).stride == 2)
    }

    @Test func opacityPatternCountsFromTheAnchor() {
        // stride 8, fading 0.5 (see above); anchor 100.
        let thinning = LabelThinning(spacing: 5.625, width: 30, gap: 20)
        #expect(thinning.stride == 8 && thinning.fadingOpacity == 0.5)
        for (index, expected) in [(100, 1.0), (108, 0.5), (116, 1), (124, 0.5), (92, 0.5), (84, 1), (68, 1), (76, 0.5),
                                  (101, 0), (104, 0), (96, 0), (112, 0), (99, 0), (0, 0)] {
            #expect(thinning.opacity(of: index, anchor: 100) == expected, "index \(index)")
        }
        // Index 4 is 96 from the anchor: 12 strides, an even multiple.
        #expect(thinning.opacity(of: 4, anchor: 100) == 1)
        // With stride 1 every candidate shows; the odd ones with the fading opacity.
        let dense = LabelThinning(spacing: 45, width: 30, gap: 20)
        #expect(dense.stride == 1)
        #expect((0..<6).map { dense.opacity(of: $0, anchor: 0) } == [1, 0.5, 1, 0.5, 1, 0.5])
    }

    @Test func randomCasesFollowTheRule() {
        var rng = SplitMix64(seed: 0x1AB)
        for i in 0..<500 {
            let spacing = exp(Double.random(in: log(0.05)...log(300), using: &rng))
            let width = Double.random(in: 1...120, using: &rng)
            let gap = i % 10 == 0 ? 0 : Double.random(in: 0.5...40, using: &rng)
            let t = LabelThinning(spacing: spacing, width: width, gap: gap)
            let closest = width + gap / 2
            let label = "spacing \(spacing), width \(width), gap \(gap): stride \(t.stride), fading \(t.fadingOpacity)"
            #expect(t.stride > 0 && t.stride & (t.stride - 1) == 0, "\(label)")
            #expect(Double(t.stride) * spacing >= closest, "\(label)")
            #expect(t.stride == 1 || Double(t.stride / 2) * spacing < closest, "\(label)")
            let expected = gap > 0 ? min(max((Double(t.stride) * spacing - closest) / (gap / 2), 0), 1) : 1
            #expect(abs(t.fadingOpacity - expected) < 1e-12, "\(label)")
            // Any two labels that show at all are at least gap / 2 apart (centres stride * spacing
            // apart, each at most width wide), and at least the full gap when both show fully.
            if t.fadingOpacity > 0 {
                #expect(Double(t.stride) * spacing - width >= gap / 2 - 1e-9, "\(label)")
            }
            #expect(Double(2 * t.stride) * spacing - width >= gap - 1e-9, "\(label)")
            if t.fadingOpacity == 1 {
                #expect(Double(t.stride) * spacing - width >= gap - 1e-9, "\(label)")
            }
        }
    }

    // MARK: The Telegram date ticker

    static let day = 86_400.0
    /// 2019-01-01 00:00 UTC; 2019 is not a leap year, so 365 days give 365 distinct "MMM d" labels.
    static let start = 1_546_300_800.0
    static let x = (0..<365).map { start + Double($0) * day }
    static let bounds = Rect(x: 0, y: 0, width: 800, height: 600)
    /// The plot runs across the bounds less 16 pt of padding each side (TelegramLayout.padding).
    static let plotMinX = 16.0, plotWidth = 768.0
    static let labelFont = Font(size: 11)
    static let gap = 20.0

    static func chart() -> TelegramChart {
        let joined = LineSeries(id: "joined", name: "Joined", x: x,
                                y: x.indices.map { 3000 + 1200 * sin(Double($0) / 11) + Double($0 % 7) * 40 }, color: .black)
        let left = LineSeries(id: "left", name: "Left", x: x,
                              y: x.indices.map { 900 + 500 * cos(Double($0) / 17) }, color: .black)
        return TelegramChart(title: "Followers", x: x, series: [joined, left])
    }

    /// "MMM d" in UTC for every day, from Foundation directly, to tell which date a label shows.
    static let dayOfLabel: [String: Int] = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d"
        var result: [String: Int] = [:]
        for (i, value) in x.enumerated() { result[formatter.string(from: Date(timeIntervalSince1970: value))] = i }
        return result
    }()

    struct DateLabel {
        let text: String
        let anchor: Point
        /// The label's alpha relative to the palette's label colour: 1 fully shown.
        let opacity: Double
        /// The day (index into x) the text names.
        let day: Int
        var width: Double { EstimatedTextMetrics().inkBounds(of: text, font: LabelThinningTests.labelFont).width }
        var minX: Double { anchor.x - width / 2 }
        var maxX: Double { anchor.x + width / 2 }
    }

    static func textRuns(_ items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let run): return [run]
            case .group(let group):
                // Labels inside a moved group would be somewhere else; none of the ticker's should be.
                return group.transform == .identity ? textRuns(group.items) : []
            default: return []
            }
        }
    }

    struct Frame {
        let window: ValueRange
        /// The thinned labels (the data's first and last day, pinned inside the plot, apart).
        let labels: [DateLabel]
        /// The labels of the data's first and last day (`AxisLabels.pinned`).
        var ends: [DateLabel] = []
    }

    /// Lays the chart out with `window` and reads the date labels back from the display list.
    static func frame(_ chart: TelegramChart, window: ValueRange) -> Frame {
        var chart = chart
        chart.window = window
        let runs = textRuns(chart.layout(in: bounds, text: EstimatedTextMetrics()).items)
        let base = chart.palette.label.alpha
        // The ticker: 11 pt, centred over its anchor, hanging from it (the y labels are 11 pt too,
        // but left-aligned on a baseline; the title, toggles and plaque use other fonts).
        let ticker = runs.filter {
            $0.font.size == 11 && $0.alignment == TextAlignment(horizontal: .center, vertical: .top)
        }
        let yLabels = runs.filter { $0.font.size == 11 && $0.alignment.horizontal == .left }
        var labels: [DateLabel] = []
        for run in ticker {
            // Below the plot: under every y label (which sit inside it).
            #expect(yLabels.allSatisfy { $0.anchor.y < run.anchor.y }, "\(run.text) at \(run.anchor)")
            guard let day = dayOfLabel[run.text] else {
                Issue.record("label \(run.text) names no day of the data")
                continue
            }
            labels.append(DateLabel(text: run.text, anchor: run.anchor, opacity: run.color.alpha / base, day: day))
        }
        let isEnd = { (label: DateLabel) in label.day == 0 || label.day == x.count - 1 }
        return Frame(window: window, labels: labels.filter { !isEnd($0) }.sorted { $0.anchor.x < $1.anchor.x },
                     ends: labels.filter(isEnd))
    }

    /// Where day `i` is on the plot for `window` (fractions of the span), worked out from the layout's
    /// documented geometry rather than its transform.
    static func expectedX(of i: Int, window: ValueRange) -> Double {
        let span = x.last! - x.first!
        let lo = x.first! + min(max(window.lower, 0), 1) * span
        let hi = x.first! + min(max(window.upper, 0), 1) * span
        return plotMinX + (x[i] - lo) / (hi - lo) * plotWidth
    }

    /// The calendar step (`CalendarTickTests.steps`) of the labels well inside the plot with
    /// opacity above `threshold`: the coarsest they all stand on.
    static func step(_ labels: [DateLabel], above threshold: Double) -> Int {
        CalendarTickTests.step(of: labels.filter { isInterior($0) && $0.opacity > threshold }.map(\.day))
    }

    /// Labels well inside the plot (no fading at its sides, whatever the
    /// widest label, and clear of a pinned end label: 30 pt for the fade,
    /// a label's width and 4 pt for an end's room).
    static func isInterior(_ label: DateLabel) -> Bool {
        label.anchor.x - 80 >= plotMinX && label.anchor.x + 80 <= plotMinX + plotWidth
    }

    /// The data's first and last days carry a label, moved inside the plot,
    /// while no thinned label stands within the gap of it: at window [0, 1]
    /// the 1st of February and of December do (the ends give way), zoomed
    /// onto either end of the year with room beside it they show fully.
    @Test func theDataEndsCarryLabelsInsideThePlotWhereThereIsRoom() {
        var shown: Set<Int> = []
        for window in [ValueRange(0, 1), ValueRange(0, 0.04), ValueRange(0.96, 1), ValueRange(0, 0.3), ValueRange(0.7, 1)] {
            let frame = Self.frame(Self.chart(), window: window)
            for end in frame.ends {
                #expect(end.minX >= Self.plotMinX - 1e-6 && end.maxX <= Self.plotMinX + Self.plotWidth + 1e-6, "\(end.text)")
                if end.opacity > 1 - 1e-9 { shown.insert(end.day) }
                for label in frame.labels where end.opacity > 0.05 && label.opacity > 0.05 {
                    #expect(label.maxX + Self.gap <= end.minX + 1 || label.minX >= end.maxX + Self.gap - 1,
                            "\(window): \(label.text) crowds \(end.text)")
                }
            }
        }
        #expect(shown == [0, Self.x.count - 1], "ends fully shown: \(shown.sorted())")
    }

    /// Checks every frame on its own: labels where their dates are, on calendar steps, and apart.
    static func checkFrame(_ frame: Frame, name: String) {
        let labels = frame.labels
        // One at least: a week (1st, 8th, 15th, 22nd) is 7 days, the step before it 1, and at most
        // 8 labels show across the plot (96 pt apart on 768 pt), so a window of 8 to 13 days may
        // hold one or two.
        #expect(labels.count >= 1, "\(name): only \(labels.count) labels")
        #expect(Set(labels.map(\.anchor.y)).count <= 1, "\(name): labels on several lines")
        for label in labels {
            #expect(label.opacity > 0 && label.opacity <= 1 + 1e-9, "\(name): \(label.text) opacity \(label.opacity)")
            let expected = expectedX(of: label.day, window: frame.window)
            #expect(abs(label.anchor.x - expected) < 1e-6, "\(name): \(label.text) at \(label.anchor.x), its date is at \(expected)")
        }
        // Which candidates show, away from the sides (where labels fade, and the ends take room):
        // the starts of one calendar step, and the fully shown ones those of one step.
        let interior = labels.filter(isInterior)
        for (which, days) in [("shown", interior.map(\.day)), ("fully shown", interior.filter { $0.opacity > 1 - 1e-9 }.map(\.day))] {
            if let problem = CalendarTickTests.offCalendar(days) { Issue.record("\(name), \(which): \(problem)") }
        }
        // Ink never overlaps; shown labels keep half the gap between them plus half again times the
        // fainter one's opacity (the fade is linear from gap/2 to gap).
        for (a, b) in zip(labels, labels.dropFirst()) {
            let between = b.minX - a.maxX
            #expect(between > 0, "\(name): \(a.text) and \(b.text) overlap by \(-between)")
            let needed = gap / 2 + gap / 2 * min(a.opacity, b.opacity)
            #expect(between >= needed - 1e-6, "\(name): \(a.text) (\(a.opacity)) and \(b.text) (\(b.opacity)) \(between) apart, need \(needed)")
        }
    }

    @Test func zoomingInTheTickerOnlyGainsLabels() {
        let chart = Self.chart()
        // From the whole year down to 6 days, about a point 60 % along.
        let frames = (0..<200).map { k -> Frame in
            let width = pow(6.0 / 364, Double(k) / 199)
            let lower = 0.6 * (1 - width)
            return Self.frame(chart, window: ValueRange(lower, lower + width))
        }
        var steps: Set<Int> = []
        for (k, frame) in frames.enumerated() {
            Self.checkFrame(frame, name: "zoom \(k)")
            steps.insert(Self.step(frame.labels, above: 0))
        }
        for (k, (before, after)) in zip(frames, frames.dropFirst()).enumerated() {
            let name = "zoom \(k) -> \(k + 1)"
            // The calendar step never grows as the window narrows, nor does that of the fully shown labels.
            for threshold in [0, 1 - 1e-9] {
                let a = Self.step(before.labels, above: threshold), b = Self.step(after.labels, above: threshold)
                #expect(b <= a, "\(name): labels above \(threshold) on step \(a) -> \(b)")
            }
            // A label well inside the plot in both frames never fades further or disappears.
            let next = Dictionary(after.labels.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
            for label in before.labels where Self.isInterior(label) {
                let expected = Self.expectedX(of: label.day, window: after.window)
                guard expected - 80 >= Self.plotMinX && expected + 80 <= Self.plotMinX + Self.plotWidth else { continue }
                guard let later = next[label.day] else {
                    Issue.record("\(name): \(label.text) disappeared")
                    continue
                }
                #expect(later.opacity >= label.opacity - 1e-9, "\(name): \(label.text) faded \(label.opacity) -> \(later.opacity)")
            }
        }
        // The sweep really went through the steps: every other month for the year (768 pt for 364
        // days is 2.1 pt a day; at most 8 labels need 96 pt, and a month is only 59 pt) down to every day.
        #expect(steps.contains(4) && steps.contains(0), "steps seen: \(steps.sorted())")
        #expect(steps.count >= 4, "steps seen: \(steps.sorted())")
    }

    @Test func panningKeepsEveryLabelOnItsDate() {
        let chart = Self.chart()
        // A 53-day window (14.49 pt a day: labels on the 1st, 8th, 15th and 22nd, the 8th and 22nd
        // half faded, since 7 * 14.49 = 101.4 lies between 96 (the plot's 768 pt over at most 8
        // labels, more than a label's 49.6) and 106) panned from the start of the data to its end.
        let width = 53.0 / 364
        let frames = (0..<200).map { k -> Frame in
            let lower = (1 - width) * Double(k) / 199
            return Self.frame(chart, window: ValueRange(lower, lower + width))
        }
        for (k, frame) in frames.enumerated() { Self.checkFrame(frame, name: "pan \(k)") }
        let shown = frames.map { Self.step($0.labels, above: 0) }, full = frames.map { Self.step($0.labels, above: 1 - 1e-9) }
        #expect(Set(shown) == [1], "label steps while panning: \(Set(shown).sorted())")
        #expect(Set(full) == [2], "fully shown label steps while panning: \(Set(full).sorted())")
        // The 8th and 22nd show at (101.43 - 96) / 10 = 0.54.
        let faded = frames.flatMap(\.labels).filter(Self.isInterior).map(\.opacity).filter { $0 < 1 - 1e-9 }
        let fading = (7 * 768.0 / 53 - 768.0 / 8) / 10
        #expect(!faded.isEmpty && faded.allSatisfy { abs($0 - fading) < 1e-9 }, "faded opacities: \(Set(faded))")

        for (k, (before, after)) in zip(frames, frames.dropFirst()).enumerated() {
            let name = "pan \(k) -> \(k + 1)"
            // Everything slides by the same amount: the window's move in points.
            let shift = -(after.window.lower - before.window.lower) / width * Self.plotWidth
            let next = after.labels
            for label in before.labels {
                let moved = label.anchor.x + shift
                // Whatever label sits where this one slid to shows the same date...
                if let there = next.first(where: { abs($0.anchor.x - moved) < 1e-6 }) {
                    #expect(there.text == label.text, "\(name): \(label.text) became \(there.text)")
                    if Self.isInterior(label) && Self.isInterior(there) {
                        #expect(abs(there.opacity - label.opacity) < 1e-9, "\(name): \(label.text) \(label.opacity) -> \(there.opacity)")
                    }
                } else if moved - 80 >= Self.plotMinX && moved + 80 <= Self.plotMinX + Self.plotWidth {
                    // ...and a label still well inside the plot is still there.
                    Issue.record("\(name): \(label.text) vanished at \(moved)")
                }
            }
            // No label turns up in the middle of the plot from nowhere.
            for label in next where Self.isInterior(label) {
                let came = label.anchor.x - shift
                if came - 80 >= Self.plotMinX && came + 80 <= Self.plotMinX + Self.plotWidth {
                    #expect(before.labels.contains { abs($0.anchor.x - came) < 1e-6 && $0.text == label.text },
                            "\(name): \(label.text) appeared at \(label.anchor.x)")
                }
            }
        }
    }
}
