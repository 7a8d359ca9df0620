import ChartReel
import Foundation
import Testing

@Suite struct SceneValueTests {
    @Test func objectsKeepTheirOrderAndOneValuePerKey() {
        var object: SceneObject = ["b": 1, "a": 2]
        object["b"] = 3
        object["c"] = "x"
        object["a"] = nil
        #expect(object.members.map(\.key) == ["b", "c"])
        #expect(object["b"] == 3)
    }
}

@Suite struct SceneFileTests {
    static let donut = Scene(canvas: Canvas(width: 240, height: 240, duration: 1.8), chart: Donut(value: 75, maxValue: 100)) {
        BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 0.8, timingFunction: .easeInEaseOut)
    }

    @Test func aSceneBuiltInSwiftIsItsSceneFile() throws {
        let text = Self.donut.sceneFile
        print(text)
        #expect(text.contains("\"property\": \"chart.strokeEnd\""))
        let read = try Scene<Donut>(sceneFile: text)
        #expect(read.sceneFile == text)
        #expect(read.chart.value == 75)
    }

    @Test func keyPathsIntoSectionsAndArraysAreNamedAsTracks() throws {
        var chart = TelegramChart(series: [TelegramChart.Series(id: "y0"), TelegramChart.Series(id: "y1")])
        chart.title = "Audience"
        let animation = KeyframeAnimation<TelegramChart>(\.series[1].visible, values: [1, 0, 0, 1], keyTimes: [0, 0.3, 0.7, 1])
        #expect(animation.timelineEntry(for: chart)["property"] == "chart.series[1].visible")
        var donut = Donut()
        #expect(BasicAnimation<Donut>(\.label.size, to: 40).timelineEntry(for: donut)["property"] == "chart.label.size")
        donut.label.size = 30
        #expect(BasicAnimation<Donut>(\.label.size, to: 30).timelineEntry(for: donut)["property"] == "chart.label.size")
        print(animation.timelineEntry(for: chart))
    }
}
