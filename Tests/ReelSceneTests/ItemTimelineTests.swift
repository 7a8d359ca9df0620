import Foundation
import ReelVector
import Testing
import TestSupport

@testable import ReelScene
import ReelGeometry

/// `ItemTimeline` against its invariant: every frame rebuilt from the nodes
/// is the frame's own display list, over random lists that add, drop and
/// reorder items, and over every preset's frames.
@Suite struct ItemTimelineTests {
    @Test func randomFramesComeBackExactly() {
        var random = SplitMix64(seed: 32)
        for _ in 0..<200 {
            let frames = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                DisplayList(Self.randomItems(depth: 0, using: &random))
            }
            let timeline = ItemTimeline(frames)
            for (f, list) in frames.enumerated() {
                #expect(timeline.displayList(at: f) == list, "frame \(f) of \(frames)")
            }
            Self.expectUniqueKeys(timeline.nodes)
        }
    }

    @Test func aThingThatStaysIsOneNode() {
        let label = { (x: Double) in
            DisplayItem.group(DisplayGroup([.rect(Rect(x: x, y: 0, width: 5, height: 5), .solid(.black))],
                                           tag: DisplayTag(.yLabel, id: "y-label/0/100")))
        }
        let other = DisplayItem.group(DisplayGroup([], tag: DisplayTag(.grid, id: "grid")))
        let timeline = ItemTimeline([DisplayList([label(0)]), DisplayList([other, label(1)]), DisplayList([label(2)])])
        #expect(timeline.nodes.map(\.key) == ["grid", "y-label/0/100"])
        #expect(timeline.nodes[1].aliveFrames == [0, 1, 2])
        #expect(timeline.nodes[0].aliveFrames == [1])
        #expect(timeline.nodes[1].children.map(\.key) == ["rect#0"])
    }

    @Test func aSwappedOrderMakesASecondNode() {
        let a = DisplayItem.group(DisplayGroup([], tag: DisplayTag(.shape, id: "a")))
        let b = DisplayItem.group(DisplayGroup([], tag: DisplayTag(.shape, id: "b")))
        let timeline = ItemTimeline([DisplayList([a, b]), DisplayList([b, a])])
        #expect(timeline.nodes.map(\.key) == ["b@2", "a", "b"] || timeline.nodes.map(\.key) == ["a", "b", "a@2"])
        #expect(timeline.displayList(at: 1) == DisplayList([b, a]))
    }

    @Test func everyPresetsFramesComeBackExactly() throws {
        let folder = GoldenFrames.repositoryRoot.appendingPathComponent("Presets")
        for name in PresetFiles.names(in: folder) {
            let scene = try SceneLoader.load(contentsOf: folder.appendingPathComponent(name + ".json"))
            let count = scene.frameCount(fps: 10)
            let times = (0..<count).map { Double($0) / 10 }
            let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
            let frames = times.map { renderer.displayList(at: $0) }
            let timeline = ItemTimeline(frames)
            for f in frames.indices where timeline.displayList(at: f) != frames[f] {
                Issue.record("\(name): frame \(f) differs when rebuilt")
            }
        }
    }

    static func expectUniqueKeys(_ nodes: [ItemTimeline.Node]) {
        #expect(Set(nodes.map(\.key)).count == nodes.count)
        for node in nodes { expectUniqueKeys(node.children) }
    }

    static func randomItems(depth: Int, using random: inout SplitMix64) -> [DisplayItem] {
        let ids = ["a", "b", "c", "d"]
        return (0..<Int.random(in: 0...5, using: &random)).map { _ in
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where depth < 2, 1 where depth < 2:
                let tag = Bool.random(using: &random) ? DisplayTag(.series, id: ids.randomElement(using: &random)!) : nil
                return .group(DisplayGroup(randomItems(depth: depth + 1, using: &random),
                                           opacity: Double(Int.random(in: 1...4, using: &random)) / 4, tag: tag))
            case 2:
                return .stroke(Path(), StrokeStyle(width: Double(Int.random(in: 1...3, using: &random))), .solid(.black))
            default:
                return .rect(Rect(x: Double(Int.random(in: 0...3, using: &random)), y: 0, width: 1, height: 1), .solid(.black))
            }
        }
    }
}
