import Foundation
import TestSupport

/// Reproducible random line-chart scenes whose y axis follows the values in
/// view (`yAxis.fit: visible`): messy values (`RandomTelegramScenes.values`),
/// an x range moving by keyframes, series faded out and in, dots or not.
enum RandomLineScenes {
    static func scene(seed: UInt64, index: Int) -> RandomScene {
        var rng = SplitMix64(seed: seed &* 7_919 &+ UInt64(index) &+ 0x51)
        let count = Int.random(in: 1...3, using: &rng)
        let points = [2, 5, 12, 40, 100].randomElement(using: &rng)!
        var kinds: [RandomTelegramScenes.Values] = []
        let series = (0..<count).map { k -> String in
            let kind = Int.random(in: 0..<2, using: &rng) == 0 ? RandomTelegramScenes.Values.allCases.randomElement(using: &rng)! : .smooth
            kinds.append(kind)
            let y = RandomTelegramScenes.values(kind, points: points, seed: k, using: &rng)
            return #"{ "id": "s\#(k)", "y": \#(RandomTelegramScenes.list(y.map { $0.map(RandomTelegramScenes.number) ?? "null" })) }"#
        }
        let duration = Double(Int.random(in: 40...60, using: &rng)) / 10
        var tracks: [String] = []
        let last = Double(points)
        func range() -> String {
            let width = max(1, (last - 1) * Double(Int.random(in: 10...100, using: &rng)) / 100)
            let lower = 1 + ((last - width - 1) * Double.random(in: 0...1, using: &rng) * 10).rounded() / 10
            return "[\(RandomTelegramScenes.number(lower)), \(RandomTelegramScenes.number(min(last, lower + width)))]"
        }
        let initial = points > 2 && Bool.random(using: &rng) ? range() : "[1, \(points)]"
        if points > 2 {
            let values = [initial] + (0..<Int.random(in: 1...3, using: &rng)).map { _ in range() }
            let (begin, length) = RandomTelegramScenes.timing(within: duration, using: &rng)
            tracks.append(#"{ "property": "chart.xRange", "values": \#(RandomTelegramScenes.list(values)), "begin": \#(RandomTelegramScenes.number(begin)), "duration": \#(RandomTelegramScenes.number(length)), "curve": "easeInEaseOut" }"#)
        }
        for k in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
            let (begin, length) = RandomTelegramScenes.timing(within: duration, using: &rng)
            tracks.append(#"{ "property": "chart.s\#(k).visible", "values": [1, 0, 1], "begin": \#(RandomTelegramScenes.number(begin)), "duration": \#(RandomTelegramScenes.number(length)) }"#)
        }
        let dots = Bool.random(using: &rng) ? #", "dots": "all""# : ""
        let json = """
        { "canvas": { "width": \(Int.random(in: 240...480, using: &rng)), "height": \(Int.random(in: 160...360, using: &rng)), "fps": 30, "duration": \(RandomTelegramScenes.number(duration)), "padding": 8 },
          "chart": { "type": "line", "x": \(RandomTelegramScenes.list((1...points).map { String($0) })),
            "series": [\(series.joined(separator: ", "))],
            "xAxis": { "range": \(initial) },
            "yAxis": { "fit": "visible" }\(dots) },
          "timeline": [\(tracks.joined(separator: ",\n    "))] }
        """
        return RandomScene(json: json, summary: "line, \(count) series (\(kinds.map(\.rawValue).joined(separator: ", "))), \(points) points",
                           duration: duration, fps: 30)
    }
}
