import Foundation
import ReelGeometry
import Testing

@testable import ReelVector

/// Lottie documents of small timelines, read back as JSON: the document's
/// header, a trim, a clip as a layer mask, a node hidden where it is not
/// drawn, text that changes, and paths whose vertex count changes.
@Suite struct LottieDocumentTests {
    static func document(_ frames: [DisplayList], background: Color? = nil) throws -> [String: Any] {
        var writer = LottieWriter()
        let text = try writer.document(for: ItemTimeline(frames), fps: 30, size: Size(100, 50), scale: 2, background: background)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Every object under `value` whose `ty` is `type`, in document order.
    static func items(_ type: String, in value: Any) -> [[String: Any]] {
        if let object = value as? [String: Any] {
            let own = object["ty"] as? String == type ? [object] : []
            return own + object.keys.sorted().flatMap { items(type, in: object[$0]!) }
        }
        if let array = value as? [Any] { return array.flatMap { items(type, in: $0) } }
        return []
    }

    static func keyframes(_ property: Any?) -> [[String: Any]] {
        (property as? [String: Any])?["k"] as? [[String: Any]] ?? []
    }

    @Test func theHeaderSaysSizeRateAndLength() throws {
        let frames = (0..<12).map { f in DisplayList([.rect(Rect(x: Double(f), y: 0, width: 10, height: 10), .solid(.black))]) }
        let doc = try Self.document(frames, background: .white)
        #expect(doc["v"] as? String == "5.7.4")
        #expect(doc["fr"] as? Double == 30 && doc["ip"] as? Double == 0 && doc["op"] as? Double == 12)
        #expect(doc["w"] as? Double == 200 && doc["h"] as? Double == 100)
        let layers = try #require(doc["layers"] as? [[String: Any]])
        // The background is the bottom layer, Lottie listing layers top first.
        #expect(layers.count == 2)
        #expect(Self.items("gr", in: layers[1]).first?["nm"] as? String == "background")
        let scale = (layers[0]["ks"] as? [String: Any])?["s"] as? [String: Any]
        #expect(scale?["k"] as? [Double] == [200, 200, 100])
        // The rectangle slides one point a frame: two linear keyframes.
        let shape = try #require(Self.items("sh", in: layers[0]).first)
        #expect(Self.keyframes(shape["ks"]).map { $0["t"] as? Double } == [0, 11])
    }

    @Test func aTrimIsLottiesAndSequentialIsIndividually() throws {
        let path = Path { $0.move(to: Point(0, 0)); $0.line(to: Point(100, 0)); $0.move(to: Point(0, 20)); $0.line(to: Point(100, 20)) }
        let frames = (0..<10).map { f in
            DisplayList([.stroke(path, StrokeStyle(width: 2, cap: .round), .solid(.black), trim: TrimRange(end: Double(f) / 9))])
        }
        let doc = try Self.document(frames)
        let trim = try #require(Self.items("tm", in: doc).first)
        #expect(trim["m"] as? Double == 2)
        let ends = Self.keyframes(trim["e"])
        #expect(ends.map { $0["t"] as? Double } == [0, 9])
        #expect(ends.map { ($0["s"] as? [Double])?.first } == [0, 100])
        #expect(Self.items("sh", in: doc).count == 2, "one sh per subpath, one stroke for whole and partial trims")
        let stroke = try #require(Self.items("st", in: doc).first)
        #expect(stroke["lc"] as? Double == 2)
        let simultaneous = try Self.document([DisplayList([.stroke(path, StrokeStyle(), .solid(.black),
                                                                   trim: TrimRange(end: 0.5, mode: .simultaneous))])])
        #expect(Self.items("tm", in: simultaneous).first?["m"] as? Double == 1)
        let full = try Self.document([DisplayList([.stroke(path, StrokeStyle(), .solid(.black))])])
        #expect(Self.items("tm", in: full).isEmpty)
    }

    @Test func aClipIsALayerMaskAndTheItemsAroundItOtherLayers() throws {
        let clipped = DisplayItem.group(DisplayGroup([.rect(Rect(x: 0, y: 0, width: 100, height: 100), .solid(.black))],
                                                     clip: Rect(x: 10, y: 10, width: 20, height: 20),
                                                     transform: .translation(5, 0)))
        let under = DisplayItem.rect(Rect(x: 0, y: 0, width: 5, height: 5), .solid(.white))
        let doc = try Self.document([DisplayList([under, clipped, under])])
        let layers = try #require(doc["layers"] as? [[String: Any]])
        #expect(layers.count == 3)
        #expect(layers.map { $0["masksProperties"] != nil } == [false, true, false])
        let mask = try #require((layers[1]["masksProperties"] as? [[String: Any]])?.first)
        #expect(mask["mode"] as? String == "a")
        let shape = (mask["pt"] as? [String: Any])?["k"] as? [String: Any]
        // The clip in the document's points: the group's translation applied.
        #expect(shape?["v"] as? [[Double]] == [[15, 10], [35, 10], [35, 30], [15, 30]])
    }

    @Test func aNodeIsHiddenWhereItIsNotDrawn() throws {
        let dot = DisplayItem.group(DisplayGroup([.rect(Rect(x: 0, y: 0, width: 4, height: 4), .solid(.black))],
                                                 opacity: 0.5, tag: DisplayTag(.shape, id: "dot")))
        let frames = (0..<10).map { f in DisplayList((3..<6).contains(f) ? [dot] : []) }
        let doc = try Self.document(frames)
        let group = try #require(Self.items("gr", in: doc).first { $0["nm"] as? String == "dot" })
        let transform = try #require((group["it"] as? [[String: Any]])?.last)
        let opacity = Self.keyframes(transform["o"])
        #expect(opacity.map { $0["t"] as? Double } == [0, 3, 6])
        #expect(opacity.map { ($0["s"] as? [Double])?.first } == [0, 50, 0])
        #expect(opacity.dropLast().allSatisfy { $0["h"] as? Double == 1 })
    }

    /// A path that gains and loses vertices: held between counts, and
    /// never followed by a keyframe with fewer (rlottie would cut it).
    @Test func vertexCountsOnlyGrowAndChangesHold() throws {
        let frames = [3, 3, 5, 2, 2, 4].map { n in
            DisplayList([.stroke(Path { p in
                p.move(to: .zero)
                for i in 1..<n { p.line(to: Point(Double(i * 10), Double(i % 2) * 10)) }
            }, StrokeStyle(), .solid(.black))])
        }
        let doc = try Self.document(frames)
        let frames2 = Self.keyframes(try #require(Self.items("sh", in: doc).first)["ks"])
        let counts = frames2.compactMap { (($0["s"] as? [[String: Any]])?.first?["v"] as? [Any])?.count }
        #expect(counts == counts.sorted(), "vertex counts \(counts) shrink")
        #expect(frames2.map { $0["t"] as? Double } == [0, 2, 3, 5])
        #expect(frames2.dropLast().allSatisfy { $0["h"] as? Double == 1 })
    }

    @Test func textIsOutlinesThatHoldWhenTheTextChanges() throws {
        let font = Font(size: 12)
        let frames = ["1", "1", "7", "7"].map { DisplayList([.text(TextRun($0, at: Point(20, 20), font: font, color: .black))]) }
        let doc = try Self.document(frames)
        let shapes = Self.items("sh", in: doc)
        #expect(!shapes.isEmpty)
        let keys = Self.keyframes(shapes[0]["ks"])
        #expect(keys.map { $0["t"] as? Double } == [0, 2])
        #expect(keys.first?["h"] as? Double == 1)
        #expect(Self.items("fl", in: doc).count == 1)
    }
    @Test func gradientsAreLottiesAndConicOnesTheirMeanColour() throws {
        let stops = Gradient([GradientStop(0, .white), GradientStop(1, Color(red: 1, green: 0, blue: 0, alpha: 0.5))])
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let doc = try Self.document([DisplayList([
            .fill(square, .linearGradient(LinearGradient(stops, from: Point(0, 0), to: Point(10, 0)))),
            .fill(square, .radialGradient(RadialGradient(stops, center: Point(5, 5), radius: 4)), rule: .evenOdd),
        ])])
        let fills = Self.items("gf", in: doc)
        #expect(fills.map { $0["t"] as? Double }.sorted { ($0 ?? 0) < ($1 ?? 0) } == [1, 2])
        let radial = try #require(fills.first { $0["t"] as? Double == 2 })
        #expect(radial["r"] as? Double == 2)
        #expect((radial["e"] as? [String: Any])?["k"] as? [Double] == [9, 5], "the radius as a point on the circle")
        let colors = (radial["g"] as? [String: Any])?["k"] as? [String: Any]
        // Two colour stops, then two alpha stops.
        #expect(colors?["k"] as? [Double] == [0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0.5])
        let black = Color(red: 0, green: 0, blue: 0), mean = LottiePaint(.conicGradient(ConicGradient(Gradient(colors: [black, .white]),
                                                                                                    center: .zero)))
        guard case .solid(let c) = mean else { Issue.record("a conic gradient is \(mean)"); return }
        #expect(abs(c.red - 0.5) < 0.01 && c.red == c.green && c.alpha == 1)
    }
    /// A long round-capped line is cut into groups (rlottie drops parts of
    /// long flat thin strokes drawn at once); a sequential trim becomes
    /// each piece's share of the visible length.
    @Test func aLongLineIsPiecesWithTheirShareOfTheTrim() throws {
        let line = Path { p in
            p.move(to: Point(0, 10))
            for i in 1..<400 { p.line(to: Point(Double(i), 10 + Double(i % 2) * 0.5)) }
        }
        let style = StrokeStyle(width: 1, cap: .round, join: .round)
        let frames = [0.25, 0.5, 1].map { DisplayList([.stroke(line, style, .solid(.black), trim: TrimRange(end: $0))]) }
        let doc = try Self.document(frames)
        let strokes = Self.items("st", in: doc)
        #expect(strokes.count == 3, "400 vertices in pieces of 160 segments")
        let trims = Self.items("tm", in: doc)
        #expect(trims.count == 3)
        // Lottie order is top first: the last piece comes first.
        let ends = trims.reversed().map { trim in Self.keyframes(trim["e"]).map { ($0["s"] as? [Double])?.first ?? -1 } }
        // A quarter of 399 equal segments is 99.75 of the first piece's 160.
        #expect(abs((ends[0].first ?? 0) - 62.344) < 0.01 && ends[1].first == 0 && ends[2].first == 0, "\(ends)")
        #expect(ends[1].count == 3 && abs(ends[1][1] - 24.688) < 0.01, "half: 39.5 of the second piece's 160: \(ends)")
        let butt = try Self.document([DisplayList([.stroke(line, StrokeStyle(width: 1), .solid(.black))])])
        #expect(Self.items("st", in: butt).count == 1, "other caps stay whole")
    }
}
