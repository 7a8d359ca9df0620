import Foundation
import TestSupport

/// Reproducible random zooms into a day, on the contest's file layout: a
/// daily overview written inline (messy values, any marks), day files beside
/// the scene in `NAME-days/YYYY-MM/DD.json` holding the day's hours, the week
/// around it, or series of their own at 5-minute steps (the contest's chart
/// 4), some with hours missing; a percentage chart zooms into its pie. The
/// timeline moves the window, zooms in (and out, or twice), pans the detail
/// and toggles series of either chart, at times that overlap.
///
/// Scene `k` of seed `s` depends on `(s, k)` alone.
enum RandomZoomScenes {
    typealias R = RandomTelegramScenes
    enum Detail: String, CaseIterable { case day, week, own }

    static let hourMs = 3_600_000.0

    /// Scene `index` of `seed`; `name` names the day files' folder beside the scene file.
    static func scene(seed: UInt64, index: Int, name: String) -> RandomScene {
        var rng = SplitMix64(seed: seed &* 104_729 &+ UInt64(index) &+ 0x200)
        let marks = R.Marks.allCases.randomElement(using: &rng)!
        let count: Int = switch marks {
        case .lines: Int.random(in: 1...4, using: &rng)
        case .twoAxes: 2
        case .singleBar: 1
        case .stackedBars, .stackedAreas, .percentageAreas: Int.random(in: 2...4, using: &rng)
        }
        let days = [10, 30, 90, 365].randomElement(using: &rng)!
        let x = (0..<days).map { R.start2019 + Double($0) * R.dayMs }
        var kinds: [R.Values] = []
        let columns = (0..<count).map { k -> [Double?] in
            let kind = Int.random(in: 0..<3, using: &rng) == 0 ? R.Values.allCases.randomElement(using: &rng)! : .smooth
            kinds.append(kind)
            return R.values(kind, points: days, seed: k, using: &rng)
        }
        let names = (0..<count).map { _ in R.longNames.randomElement(using: &rng)! }
        let day = Int.random(in: 3...(days - 4), using: &rng)
        let dayName = dayString(x[day])

        // The day files: none for a pie, whose zoom reads the chart's own data.
        var files: [String: String] = [:]
        var detail: Detail?
        var detailCount = count
        var detailKinds: [R.Values] = []
        if marks != .percentageAreas {
            let bars = marks == .singleBar || marks == .stackedBars
            let chosen = bars && Bool.random(using: &rng) ? Detail.own : [Detail.day, .week].randomElement(using: &rng)!
            detail = chosen
            let step = chosen == .own ? hourMs / 12 : hourMs
            let span = chosen == .week ? (-3...3) : (0...0)
            // The day file of each day the detail reads: the day's own, and for a week its neighbours' too.
            let missing = Int.random(in: 0..<4, using: &rng) == 0
            if chosen == .own { detailCount = Int.random(in: 1...3, using: &rng) }
            detailKinds = (0..<detailCount).map { _ in
                Int.random(in: 0..<3, using: &rng) == 0 ? R.Values.allCases.randomElement(using: &rng)! : .smooth
            }
            let first = x[day] + Double(span.lowerBound) * R.dayMs
            let points = Int((Double(span.count) * R.dayMs / step).rounded())
            var times = (0..<points).map { first + Double($0) * step }
            var values = detailKinds.enumerated().map { k, kind in R.values(kind, points: points, seed: k, using: &rng) }
            if missing {
                // Three hours of the day's own missing: points absent, not null.
                let hour = Int.random(in: 0...20, using: &rng)
                let cut = Set((0..<points).filter {
                    let offset = times[$0] - x[day]
                    return offset >= Double(hour) * hourMs && offset < Double(hour + 3) * hourMs
                })
                times = times.indices.filter { !cut.contains($0) }.map { times[$0] }
                values = values.map { column in column.indices.filter { !cut.contains($0) }.map { column[$0] } }
            }
            let fileMarks: R.Marks = chosen == .own ? .lines : marks
            let fileNames = chosen == .own ? (0..<detailCount).map { _ in R.longNames.randomElement(using: &rng)! } : names
            files["\(name)-days/\(dayPath(x[day]))"] = R.contestChart(x: times, columns: values, names: fileNames, marks: fileMarks)
        }

        let duration = Double(Int.random(in: 50...80, using: &rng)) / 10
        var tracks: [String] = []
        var window = R.randomWindow(using: &rng)
        let initial = window
        // A window move first, perhaps still running as the zoom starts.
        if Bool.random(using: &rng) {
            window = R.randomWindow(using: &rng)
            let begin = Double(Int.random(in: 0...8, using: &rng)) / 10, length = Double(Int.random(in: 3...10, using: &rng)) / 10
            tracks.append(#"{ "property": "chart.window", "values": [[\#(R.number(initial.0)), \#(R.number(initial.1))], [\#(R.number(window.0)), \#(R.number(window.1))]], "begin": \#(R.number(begin)), "duration": \#(R.number(length)), "curve": "easeInEaseOut" }"#)
        }
        // The zoom: in and stay, in and out, or in, out and in again.
        let pattern: [Double] = [[0, 1], [0, 1, 1, 0], [0, 1, 1, 0, 0, 1]].randomElement(using: &rng)!
        let zoomBegin = Double(Int.random(in: 5...20, using: &rng)) / 10
        let zoomLength = Double(Int.random(in: 20...Int((duration - zoomBegin - 0.5) * 10), using: &rng)) / 10
        let keyTimes = R.keyTimes(pattern.count, using: &rng)
        let curves = (1..<pattern.count).map { _ in ["linear", "easeInEaseOut", "easeOut", "easeIn"].randomElement(using: &rng)! }
        tracks.append(#"{ "property": "chart.zoom.progress", "values": \#(R.list(pattern.map(R.number))), "keyTimes": \#(R.list(keyTimes.map(R.number))), "curves": \#(R.list(curves.map { "\"\($0)\"" })), "begin": \#(R.number(zoomBegin)), "duration": \#(R.number(zoomLength)) }"#)
        // Zoomed into a week, a pan across it while the zoom holds.
        if detail == .week, pattern.count > 2, Bool.random(using: &rng) {
            let (from, to) = (zoomBegin + keyTimes[1] * zoomLength, zoomBegin + keyTimes[2] * zoomLength)
            if to - from > 0.4 {
                let lower = Double(Int.random(in: 0...70, using: &rng)) / 100
                let width = Double(Int.random(in: 5...30, using: &rng)) / 100
                let pan = "[\(R.number(lower)), \(R.number(min(1, lower + width)))]"
                tracks.append(#"{ "property": "chart.zoom.window", "values": [\#(pan), \#(pan)], "begin": \#(R.number(from + 0.1)), "duration": \#(R.number(to - from - 0.2)), "curve": "easeInEaseOut" }"#)
            }
        }
        // Toggles of the overview's series, and of the detail's own.
        var hidden: [Int] = []
        let toggled = [("chart.series", count)] + (detail == .own ? [("chart.zoom.series", detailCount)] : [])
        for (property, n) in toggled {
            for k in 0..<n where Int.random(in: 0..<3, using: &rng) == 0 {
                let values = [[1.0, 0], [1, 0, 0, 1], [0, 1], [0, 1, 1, 0]].randomElement(using: &rng)!
                if values[0] == 0 {
                    if property == "chart.series" { hidden.append(k) } else { continue }
                }
                let (begin, length) = R.timing(within: duration, using: &rng)
                let times = R.keyTimes(values.count, using: &rng)
                tracks.append(#"{ "property": "\#(property)[\#(k)].visible", "values": \#(R.list(values.map(R.number))), "keyTimes": \#(R.list(times.map(R.number))), "begin": \#(R.number(begin)), "duration": \#(R.number(length)) }"#)
            }
        }

        let width = Int.random(in: 300...560, using: &rng), height = Int.random(in: 400...600, using: &rng)
        var zoom = #""day": "\#(dayName)""#
        if detail != nil { zoom += #", "days": "\#(name)-days""# }
        var chart = [#""type": "telegram""#, #""title": "Zoom \#(index)""#, #""data": \#(R.contestChart(x: x, columns: columns, names: names, marks: marks))"#,
                     #""window": [\#(R.number(initial.0)), \#(R.number(initial.1))]"#, #""zoom": { \#(zoom) }"#]
        if !hidden.isEmpty {
            chart.append(#""series": \#(R.list(hidden.map { #"{ "id": "y\#($0)", "visible": false }"# }))"#)
        }
        let json = """
        { "canvas": { "width": \(width), "height": \(height), "fps": 30, "duration": \(R.number(duration)) },
          "chart": { \(chart.joined(separator: ",\n    ")) },
          "timeline": [\(tracks.joined(separator: ",\n    "))] }
        """
        let summary = "zoom \(pattern.map { R.number($0) }.joined(separator: "-")) on \(dayName), \(marks.rawValue), \(count) series ("
            + kinds.map(\.rawValue).joined(separator: ", ") + "), \(days) days"
            + (detail.map { ", detail \($0.rawValue) (\(detailKinds.map(\.rawValue).joined(separator: ", ")))" } ?? ", pie")
        return RandomScene(json: json, summary: summary, duration: duration, fps: 30, files: files)
    }

    /// "YYYY-MM-DD" of a time in ms (UTC).
    static func dayString(_ ms: Double) -> String {
        let (y, m, d) = civil(ms)
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    /// The contest's day file path of a time in ms: "YYYY-MM/DD.json".
    static func dayPath(_ ms: Double) -> String {
        let (y, m, d) = civil(ms)
        return String(format: "%04d-%02d/%02d.json", y, m, d)
    }

    static func civil(_ ms: Double) -> (Int, Int, Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: ms / 1000))
        return (parts.year!, parts.month!, parts.day!)
    }
}
