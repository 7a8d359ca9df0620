import Foundation
import ReelGeometry
@testable import ReelVector
import Testing

@testable import ReelRaster

/// A tag changes nothing drawn: tagged items rasterise to the same bytes as
/// untagged ones, inside opacity groups and clips too, and the SVG writer
/// gives them their ids as element ids.
@Suite struct TaggedItemTests {
    static let items: [DisplayItem] = [
        .fill(Path(roundedRect: Rect(x: 3.3, y: 4.1, width: 30, height: 20), radius: 4), .solid(Color(red: 0.2, green: 0.5, blue: 0.9))),
        .stroke(Path { $0.move(to: Point(2, 30)); $0.line(to: Point(55, 7.5)) }, StrokeStyle(width: 2.5),
                .solid(Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.7))),
        .text(TextRun("12", at: Point(40, 30), font: Font(size: 11), color: .black)),
    ]

    /// Every item wrapped in its own tag, at every depth.
    static func tagging(_ items: [DisplayItem]) -> [DisplayItem] {
        items.enumerated().map { i, item in
            if case .group(var group) = item {
                group.items = tagging(group.items)
                group.tag = DisplayTag(.shape, id: "g\(i)")
                return .tagged(DisplayTag(.plot, id: "outer\(i)"), [.group(group)])
            }
            return .tagged(DisplayTag(.shape, id: "item\(i)"), [item])
        }
    }

    static func pixels(_ items: [DisplayItem], scale: Double) throws -> [UInt8] {
        let canvas = try Canvas(width: Int(60 * scale), height: Int(40 * scale), background: .white)
        var rasterizer = Rasterizer(scale: scale)
        try rasterizer.draw(DisplayList(items), on: canvas)
        return try canvas.pngData()
    }

    @Test(arguments: [1.0, 2.0])
    func taggedItemsDrawTheSameBytes(_ scale: Double) throws {
        let nested: [DisplayItem] = Self.items + [
            .group(DisplayGroup(Self.items, opacity: 0.6)),
            .group(DisplayGroup(Self.items, clip: Rect(x: 10, y: 5, width: 20.5, height: 15))),
            .group(DisplayGroup(Self.items, opacity: 0.8, transform: .translation(5, 3))),
        ]
        let plain = try Self.pixels(nested, scale: scale)
        #expect(try Self.pixels(Self.tagging(nested), scale: scale) == plain)
        let mirrored = DisplayList(nested).mirrored(aboutX: 30).items
        #expect(try Self.pixels(Self.tagging(mirrored), scale: scale) == (try Self.pixels(mirrored, scale: scale)))
    }

    @Test func svgElementsTakeTheTagIdsOnce() throws {
        var writer = SVGWriter()
        let items: [DisplayItem] = [
            .tagged(.yLabel(2500, axis: 0), [Self.items[0]]),
            .tagged(.yLabel(2500, axis: 0), [Self.items[1]]),
            .group(DisplayGroup([Self.items[0]], opacity: 0.5, tag: DisplayTag(.plaque, id: "a\"b"))),
        ]
        let svg = try writer.document(for: DisplayList(items), size: Size(60, 40), scale: 1, background: nil)
        // A group that only names its one item is that item with the id.
        #expect(svg.contains("<path id=\"y-label/0/2500\" d="))
        #expect(svg.contains("<path id=\"y-label/0/2500~2\" d="))
        #expect(svg.contains("<g id=\"a&quot;b\" opacity=\".5\">"))
        let untagged = try writer.document(for: DisplayList(Self.items), size: Size(60, 40), scale: 1, background: nil)
        // Only the definitions (glyphs) have ids.
        let drawn = untagged.components(separatedBy: "</defs>").last ?? untagged
        #expect(untagged.contains("</defs>") && !drawn.contains(" id="), "\(untagged)")
    }
}
