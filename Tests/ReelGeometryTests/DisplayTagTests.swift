import Testing

@testable import ReelGeometry

/// Tags name what an item draws without changing how it draws.
@Suite struct DisplayTagTests {
    @Test func idsAreMadeOfWhatTheyName() {
        #expect(DisplayTag.yLabel(2500, axis: 0).id == "y-label/0/2500")
        #expect(DisplayTag.yLabel(0.25, axis: 1).id == "y-label/1/0.25")
        #expect(DisplayTag.xLabel(-3).id == "x-label/-3")
        #expect(DisplayTag.series("y1", .line).id == "series/y1/line")
        #expect(DisplayTag.grid("y", 1e6).id == "grid/y/1000000")
        #expect(DisplayTag.Role.yLabel.rawValue == "y-label" && DisplayTag.Role.xLabel.rawValue == "x-label")
    }

    @Test func aTaggedItemIsAPassThroughGroup() {
        let fill = DisplayItem.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), .solid(.black))
        guard case .group(let group) = DisplayItem.tagged(.series("a", .bar), [fill]) else {
            Issue.record("not a group"); return
        }
        #expect(group.isPassThrough && group.items == [fill] && group.tag?.series == "a")
        #expect(!DisplayGroup([fill], opacity: 0.5).isPassThrough)
        #expect(!DisplayGroup([fill], clip: Rect(x: 0, y: 0, width: 1, height: 1)).isPassThrough)
    }

    /// Mirroring keeps the tag and leaves a pass-through group pass-through.
    @Test func mirroringKeepsTags() {
        let fill = DisplayItem.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), .solid(.black))
        let list = DisplayList([.tagged(.yLabel(10, axis: 0), [fill])]).mirrored(aboutX: 37.3)
        guard case .group(let group) = list.items[0] else { Issue.record("not a group"); return }
        #expect(group.tag == .yLabel(10, axis: 0))
        #expect(group.isPassThrough)
        let plot = DisplayList([.group(DisplayGroup([fill], tag: DisplayTag(.plot, id: "plot", frame: Rect(x: 10, y: 2, width: 20, height: 5))))])
        guard case .group(let mirrored) = plot.mirrored(aboutX: 50).items[0] else { Issue.record("not a group"); return }
        #expect(mirrored.tag?.frame == Rect(x: 70, y: 2, width: 20, height: 5))
    }
}
