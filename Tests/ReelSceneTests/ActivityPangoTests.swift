import Foundation
import ReelGeometry
import ReelRaster
import TestSupport
import Testing

@testable import ReelScene

/// The Arabic preset's own legend and time labels, as its frame draws them,
/// against the same strings drawn by Pango (HarfBuzz and FriBidi through
/// `pango-view`) in the same font, enlarged to 28 px so a wrong form, order
/// or spacing moves whole letters. Both are cut to their ink and compared.
@Suite(.serialized) struct ActivityPangoTests {
    static let size = 28.0

    /// The distinct text runs of `device-activity-rtl` at the end of the scroll.
    static func runs() throws -> [TextRun] {
        let list = FrameRenderer(scene: try GoldenFrames.preset("device-activity-rtl")).displayList(at: 4.5)
        var seen = Set<String>(), runs: [TextRun] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let run) where seen.insert(run.text).inserted: runs.append(run)
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        visit(list.items)
        return runs
    }

    static func ink(_ canvas: Canvas) -> InkBox {
        InkBox(width: canvas.width, height: canvas.height) { canvas.rgba8(x: $0, y: $1).r }
    }

    @Test func legendAndLabelsMatchPango() throws {
        let runs = try Self.runs()
        let texts = runs.map(\.text)
        #expect(texts.contains("الاستخدام النشط") && texts.contains("تجاوز الحد") && texts.contains("١٤:١٥"), "\(texts)")
        #expect(runs.allSatisfy { $0.direction == .rightToLeft })
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-pango-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for run in runs {
            let canvas = try Canvas(width: 700, height: 80, background: .white)
            var rasterizer = Rasterizer()
            let font = Font(name: run.font.name, size: Self.size)
            try rasterizer.draw(DisplayList([.text(TextRun(run.text, at: Point(20, 55), font: font, color: .black,
                                                           alignment: TextAlignment(horizontal: .left, vertical: .baseline),
                                                           direction: .rightToLeft))]), on: canvas)
            let ours = Self.ink(canvas)
            let file = work.appendingPathComponent("pango.png")
            let pangoFont = run.font.name.replacingOccurrences(of: ":bold", with: " Bold")
            try PangoView.render(run.text, font: "\(pangoFont) \(Int(Self.size))", rtl: true, to: file)
            let theirs = Self.ink(try Canvas(pngData: [UInt8](try Data(contentsOf: file))))
            #expect(abs(ours.width - theirs.width) <= 1 && abs(ours.height - theirs.height) <= 1,
                    "\(run.text): ink \(ours) against Pango's \(theirs)")
            let difference = ours.meanDifference(to: theirs)
            #expect(difference <= 15, "\(run.text): mean grey difference \(difference) against Pango")
        }
    }
}
