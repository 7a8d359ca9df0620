import Foundation
import TestSupport

/// Reproducible random scenes for layout property tests: contest-format data
/// written inline (so the scene JSON alone reruns a case with
/// `chartreel frame SCENE --at T --layout`), with messy values, random marks,
/// window keyframes and series visibility tracks.
///
/// Scene `k` of seed `s` depends on `(s, k)` alone.
struct RandomScene {
    /// The scene file's text.
    var json: String
    /// What the generator chose, for messages.
    var summary: String
    var duration: Double
    var fps: Int
    /// Files the scene reads beside it, by path relative to its folder.
    var files: [String: String] = [:]
}

enum RandomTelegramScenes {
    enum Marks: String, CaseIterable { case lines, twoAxes = "two-axes", stackedBars = "stacked-bars", singleBar = "single-bar",
                                            stackedAreas = "stacked-areas", percentageAreas = "percentage-areas" }
    enum Values: String, CaseIterable { case smooth, gaps, spike, huge, tiny, negative, constant, zeros }

    static let longNames = ["المشتركون الجدد الذين انضموا إلى القناة خلال هذا اليوم",
                            "新しく参加した購読者の数を一日ごとに集計したもの",
                            "🚀 Followers who joined after the announcement 🎉🎉 👍",
                            "Joined", "Left", "Views"]
    static let colors = ["#4BD964", "#FE3C30", "#3896E8", "#F5BD25", "#8E8E93"]
    static let dayMs = 86_400_000.0, start2019 = 1_546_300_800_000.0

    /// Scene `index` of `seed`. `fit` adds `yAxis.fit` (tight or nice) to
    /// some scenes, for builds that know the key.
    static func scene(seed: UInt64, index: Int, fit: Bool) -> RandomScene {
        var rng = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(index))
        let marks = Marks.allCases.randomElement(using: &rng)!
        let count: Int = switch marks {
        case .lines: Int.random(in: 1...4, using: &rng)
        case .twoAxes: 2
        case .singleBar: 1
        case .stackedBars, .stackedAreas, .percentageAreas: Int.random(in: 2...5, using: &rng)
        }
        let points = [2, 3, 7, 30, 60, 120, 200].randomElement(using: &rng)!
        let step = Bool.random(using: &rng) ? dayMs : dayMs / 24
        let x = (0..<points).map { start2019 + Double($0) * step }
        var kinds: [Values] = []
        let columns = (0..<count).map { k -> [Double?] in
            let kind = Int.random(in: 0..<3, using: &rng) == 0 ? Values.allCases.randomElement(using: &rng)! : .smooth
            kinds.append(kind)
            return values(kind, points: points, seed: k, using: &rng)
        }
        let names = (0..<count).map { _ in longNames.randomElement(using: &rng)! }
        let data = contestChart(x: x, columns: columns, names: names, marks: marks)

        let duration = Double(Int.random(in: 40...70, using: &rng)) / 10
        let timeline = tracks(series: count, duration: duration, using: &rng)
        let (initial, hidden, tracks) = (timeline.window, timeline.hidden, timeline.tracks)
        let fitKey = fit && Bool.random(using: &rng) ? (Bool.random(using: &rng) ? "nice" : "tight") : nil
        let rtl = names.contains(longNames[0]) && Bool.random(using: &rng)
        let width = Int.random(in: 300...560, using: &rng), height = Int.random(in: 380...600, using: &rng)
        var chart = [#""type": "telegram""#, #""title": "Random \#(index)""#, #""data": \#(data)"#,
                     #""window": [\#(number(initial.0)), \#(number(initial.1))]"#]
        if !hidden.isEmpty {
            chart.append(#""series": \#(list(hidden.map { #"{ "id": "y\#($0)", "visible": false }"# }))"#)
        }
        if let fitKey { chart.append(#""yAxis": { "fit": "\#(fitKey)" }"#) }
        if rtl { chart.append(#""direction": "rtl""#) }
        let json = """
        { "canvas": { "width": \(width), "height": \(height), "fps": 30, "duration": \(number(duration)) },
          "chart": { \(chart.joined(separator: ",\n    ")) },
          "timeline": [\(tracks.joined(separator: ",\n    "))] }
        """
        let summary = "\(marks.rawValue), \(count) series (\(kinds.map(\.rawValue).joined(separator: ", "))), \(points) points"
            + (fitKey.map { ", fit \($0)" } ?? "") + (rtl ? ", rtl" : "")
        return RandomScene(json: json, summary: summary, duration: duration, fps: 30)
    }

    /// A window track (0 to 3 moves by keyframes) and visibility tracks
    /// (fade out, out and back, in, in and back) on some series.
    static func tracks(series count: Int, duration: Double, using rng: inout SplitMix64)
        -> (window: (Double, Double), hidden: [Int], tracks: [String]) {
        var tracks: [String] = []
        var window = randomWindow(using: &rng)
        let initial = window
        let moves = Int.random(in: 0...3, using: &rng)
        if moves > 0 {
            var values = [window]
            for _ in 0..<moves { window = randomWindow(using: &rng); values.append(window) }
            let (begin, length) = timing(within: duration, using: &rng)
            let keyTimes = keyTimes(values.count, using: &rng)
            let curves = (1..<values.count).map { _ in ["linear", "easeInEaseOut", "easeOut"].randomElement(using: &rng)! }
            tracks.append(#"{ "property": "chart.window", "values": \#(list(values.map { "[\(number($0.0)), \(number($0.1))]" })), "keyTimes": \#(list(keyTimes.map(number))), "curves": \#(list(curves.map { "\"\($0)\"" })), "begin": \#(number(begin)), "duration": \#(number(length)) }"#)
        }
        var hidden: [Int] = []
        for k in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
            let pattern = [[1.0, 0], [1, 0, 0, 1], [0, 1], [0, 1, 1, 0]].randomElement(using: &rng)!
            if pattern[0] == 0 { hidden.append(k) }
            let (begin, length) = timing(within: duration, using: &rng)
            let keyTimes = keyTimes(pattern.count, using: &rng)
            tracks.append(#"{ "property": "chart.series[\#(k)].visible", "values": \#(list(pattern.map(number))), "keyTimes": \#(list(keyTimes.map(number))), "begin": \#(number(begin)), "duration": \#(number(length)) }"#)
        }
        return (initial, hidden, tracks)
    }

    /// One column's values of the given kind.
    static func values(_ kind: Values, points: Int, seed: Int, using rng: inout SplitMix64) -> [Double?] {
        let base = Double.random(in: 50...5000, using: &rng), swing = Double.random(in: 0.1...0.8, using: &rng)
        let phase = Double.random(in: 0...6, using: &rng)
        var v: [Double?] = (0..<points).map { i in
            (base * (1 + swing * sin(Double(i) / 9 + phase)) * Double.random(in: 0.9...1.1, using: &rng)).rounded()
        }
        switch kind {
        case .smooth: break
        case .gaps:
            for i in v.indices where Int.random(in: 0..<5, using: &rng) == 0 { v[i] = nil }
        case .spike: v[Int.random(in: 0..<points, using: &rng)]! *= 1000
        case .huge: v = v.map { $0.map { $0 * 1e12 } }
        case .tiny: v = v.map { $0.map { $0 * 1e-3 } }
        case .negative: v = v.map { $0.map { $0 - base * 1.2 } }
        case .constant: v = v.map { _ in 700 }
        case .zeros: v = v.map { _ in 0 }
        }
        return v
    }

    /// An inline contest chart.
    static func contestChart(x: [Double], columns: [[Double?]], names: [String], marks: Marks) -> String {
        let type = switch marks {
        case .lines, .twoAxes: "line"
        case .stackedBars, .singleBar: "bar"
        case .stackedAreas, .percentageAreas: "area"
        }
        var parts = [#""columns": [\#(list(["\"x\""] + x.map(number))), \#(columns.enumerated().map { k, c in list(["\"y\(k)\""] + c.map { $0.map(number) ?? "null" }) }.joined(separator: ", "))]"#]
        parts.append(#""types": { "x": "x", \#(columns.indices.map { #""y\#($0)": "\#(type)""# }.joined(separator: ", ")) }"#)
        parts.append(#""names": { \#(names.enumerated().map { #""y\#($0)": \#(quoted($1))"# }.joined(separator: ", ")) }"#)
        parts.append(#""colors": { \#(columns.indices.map { #""y\#($0)": "\#(colors[$0 % colors.count])""# }.joined(separator: ", ")) }"#)
        if marks == .twoAxes { parts.append(#""y_scaled": true"#) }
        if [.stackedBars, .stackedAreas, .percentageAreas].contains(marks) { parts.append(#""stacked": true"#) }
        if marks == .percentageAreas { parts.append(#""percentage": true"#) }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func randomWindow(using rng: inout SplitMix64) -> (Double, Double) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return (0, 1)
        default:
            let width = Double(Int.random(in: 5...100, using: &rng)) / 100
            let lower = (Double.random(in: 0...(1 - width), using: &rng) * 100).rounded() / 100
            return (lower, min(1, lower + width))
        }
    }

    /// A track's begin and duration inside the scene, leaving time to rest after it.
    static func timing(within duration: Double, using rng: inout SplitMix64) -> (Double, Double) {
        let begin = Double(Int.random(in: 0...Int((duration - 2) * 10), using: &rng)) / 10
        let length = Double(Int.random(in: 2...max(2, Int((duration - 1 - begin) * 10)), using: &rng)) / 10
        return (begin, length)
    }

    /// Increasing key times from 0 to 1.
    static func keyTimes(_ count: Int, using rng: inout SplitMix64) -> [Double] {
        guard count > 2 else { return [0, 1] }
        let inner = (1..<(count - 1)).map { _ in Double(Int.random(in: 5...95, using: &rng)) / 100 }.sorted()
        var times = [0.0]
        for t in inner { times.append(max(t, times.last! + 0.01)) }
        return times.map { min($0, 0.99) } + [1]
    }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
