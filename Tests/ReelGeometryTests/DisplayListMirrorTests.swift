import ReelGeometry
import Testing

@Suite struct DisplayListMirrorTests {
    static let axis = 100.0

    @Test func pathsAndGradientsReflect() {
        let path = Path { $0.move(to: Point(10, 5)); $0.line(to: Point(40, 20)); $0.cubic(to: Point(90, 0), control1: Point(50, 1), control2: Point(60, 2)) }
        let gradient = LinearGradient(Gradient(colors: [.black, .white]), from: Point(10, 0), to: Point(40, 0))
        let list = DisplayList([.stroke(path, StrokeStyle(width: 2), .linearGradient(gradient), trim: TrimRange(start: 0, end: 0.5))])
        guard case .stroke(let mirrored, _, .linearGradient(let g), let trim) = list.mirrored(aboutX: Self.axis).items[0] else {
            Issue.record("not a stroke")
            return
        }
        #expect(mirrored.elements == [.move(Point(190, 5)), .line(Point(160, 20)),
                                      .cubic(control1: Point(150, 1), control2: Point(140, 2), to: Point(110, 0))])
        #expect(g.start == Point(190, 0) && g.end == Point(160, 0))
        #expect(trim == TrimRange(start: 0, end: 0.5), "the stroke still starts at its first point")
    }

    /// A reflected arc is an arc: the same circle, turning the other way.
    @Test func arcsStayArcs() {
        let arc = Path { $0.arc(center: Point(20, 30), radius: 5, startAngle: 0.3, endAngle: 1.2, clockwise: true) }
        let mirrored = arc.mirrored(aboutX: Self.axis)
        guard case .arc(let a) = mirrored.elements.first else {
            Issue.record("\(mirrored.elements)")
            return
        }
        #expect(a.center == Point(180, 30) && a.radius == 5 && !a.clockwise)
        #expect(abs(a.startAngle - (.pi - 0.3)) < 1e-12 && abs(a.endAngle - (.pi - 1.2)) < 1e-12)
        #expect(arc.mirrored(aboutX: Self.axis).mirrored(aboutX: Self.axis).elements.count == 1)
    }

    /// Text keeps its glyphs: the anchor reflects, left and right
    /// alignment swap, rotation reverses, the run reads right to left.
    @Test func textMovesButDoesNotMirror() {
        let run = TextRun("12:30", at: Point(30, 10), font: Font(size: 10), color: .black,
                          alignment: TextAlignment(horizontal: .left, vertical: .top), rotation: 0.5)
        guard case .text(let m) = DisplayList([.text(run)]).mirrored(aboutX: Self.axis).items[0] else {
            Issue.record("not text")
            return
        }
        #expect(m.text == "12:30" && m.anchor == Point(170, 10))
        #expect(m.alignment == TextAlignment(horizontal: .right, vertical: .top))
        #expect(m.rotation == -0.5 && m.direction == .rightToLeft)
    }

    /// A group's clip reflects and its transform is conjugated, so its items
    /// land where the reflected originals would; twice gives back the list.
    @Test func groupsReflectWithTheirContents() {
        let inner = DisplayItem.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 4)), .solid(.black))
        let group = DisplayGroup([inner], opacity: 0.5, clip: Rect(x: 5, y: 0, width: 20, height: 10),
                                 transform: .translation(30, 7))
        let list = DisplayList([.group(group)])
        guard case .group(let m) = list.mirrored(aboutX: Self.axis).items[0] else {
            Issue.record("not a group")
            return
        }
        #expect(m.clip == Rect(x: 175, y: 0, width: 20, height: 10) && m.opacity == 0.5)
        // The inner rectangle's corner (10, 0) lands at (40, 7) originally, so at (160, 7) mirrored.
        #expect(m.transform.apply(Point(190, 0)) == Point(160, 7))
        let twice = list.mirrored(aboutX: Self.axis).mirrored(aboutX: Self.axis, textDirection: .auto)
        #expect(twice == list)
    }

    /// A reflected rectangle is a rectangle with the reflected path's sides,
    /// to the last bit; where origin and width cannot hold them (a
    /// rectangle reflected past x = 0), it is the reflected path.
    @Test func rectanglesReflectToRectanglesWithThePathsSides() {
        // Spread evenly but irregularly (fractions of multiples of irrational numbers).
        func spread(_ k: Int, _ step: Double, _ range: ClosedRange<Double>) -> Double {
            let f = (Double(k) * step).truncatingRemainder(dividingBy: 1)
            return range.lowerBound + f * (range.upperBound - range.lowerBound)
        }
        var rectangles = 0
        for k in 0..<2_000 {
            let rect = Rect(x: spread(k, 0.6180339887, -50...250), y: spread(k, 0.41421356, 0...100),
                            width: spread(k, 0.7320508, -5...200), height: spread(k, 0.2360679, 0...50))
            let axis = [Self.axis, 100.25, 37.3][k % 3]
            let path = Path(rect: rect).mirrored(aboutX: axis).flattened(tolerance: 0.1)[0].points
            switch DisplayList([.rect(rect, .solid(.black))]).mirrored(aboutX: axis).items[0] {
            case .rect(let m, .solid(.black)):
                rectangles += 1
                #expect(Set(m.corners(.identity)) == Set(path), "\(rect) about \(axis)")
            case .fill(let m, .solid(.black), .nonZero):
                #expect(m == Path(rect: rect).mirrored(aboutX: axis))
                #expect(min(2 * axis - rect.minX, 2 * axis - rect.maxX) < 0, "\(rect) about \(axis) could be a rectangle")
            default:
                Issue.record("\(rect) about \(axis)")
            }
        }
        #expect(rectangles > 1_800)
        let rect = DisplayItem.rect(Rect(x: 10, y: 5, width: 30, height: 8), .solid(.black))
        #expect(DisplayList([rect]).mirrored(aboutX: Self.axis).items == [.rect(Rect(x: 160, y: 5, width: 30, height: 8), .solid(.black))])
    }
}
