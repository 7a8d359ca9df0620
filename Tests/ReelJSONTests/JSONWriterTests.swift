import Foundation
import ReelJSON
import Testing

@Suite struct JSONNumberTests {
    @Test func fixedKeepsPlacesWithoutTrailingZeros() {
        #expect(JSONNumber.fixed(2500, places: 3).text == "2500")
        #expect(JSONNumber.fixed(0.5, places: 3).text == "0.5")
        #expect(JSONNumber.fixed(1.23456, places: 3).text == "1.235")
        #expect(JSONNumber.fixed(1.23456, places: 5).text == "1.23456")
        #expect(JSONNumber.fixed(-12.05, places: 3).text == "-12.05")
        #expect(JSONNumber.fixed(0.0004, places: 3).text == "0")
        #expect(JSONNumber.fixed(-0.0001, places: 3).text == "0")
        #expect(JSONNumber.fixed(-0.0, places: 3).text == "0")
        #expect(JSONNumber.fixed(.nan, places: 3).text == "0")
        #expect(JSONNumber.fixed(-.infinity, places: 3).text == "0")
    }

    /// Values past 10¹⁵ (a spike in real data) are valid JSON that reads back
    /// as the value, with no bare trailing point.
    @Test func hugeValuesStayValidJSON() throws {
        for value in [1e15, 1e15 + 0.125, -1e15 - 0.5, 123_456_789_012_345_678.0, 9.2e18, 1e20, -3.5e300] {
            for places in [0, 3, 5] {
                let text = JSONNumber.fixed(value, places: places).text
                #expect(!text.hasSuffix("."), "\(text)")
                let read = try #require(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Double])
                // Within half the last place kept, give or take the double's own spacing.
                #expect(abs(read[0] - value) <= 0.5 / pow(10, Double(places)) + value.ulp, "\(value) at \(places) places: \(text)")
            }
        }
        #expect(JSONNumber.fixed(1e15, places: 3).text == "1000000000000000")
        #expect(JSONNumber.fixed(1e15 + 0.125, places: 3).text == "1000000000000000.125")
        #expect(JSONNumber.fixed(1e15 + 0.125, places: 1).text == "1000000000000000.1")
        #expect(JSONNumber.fixed(-1e15 - 0.5, places: 0).text == "-1000000000000001")
    }

    @Test func exactIsTheShortestRoundTrip() {
        #expect(JSONNumber.exact(12).text == "12")
        #expect(JSONNumber.exact(0.1).text == "0.1")
        #expect(JSONNumber.exact(1.0 / 3).text == "0.3333333333333333")
        #expect(JSONNumber.exact(1e20).text == "1e+20")
        #expect(JSON.exact(.nan) == .null)
        #expect(JSON.exact(.infinity).text(.compact) == "null")
        #expect(JSONNumber.integer(-7).text == "-7")
    }
}

@Suite struct JSONStyleTests {
    static let value: JSON = .object([
        "name": "a \"b\"\n", "n": .fixed(1.5), "ok": true, "none": .null,
        "list": .array([1, 2]), "nested": .array([.object(["k": .array([])])]), "empty": .object([] as [JSONMember]),
    ])

    @Test func compactAndInline() {
        #expect(Self.value.text(.compact)
            == #"{"name":"a \"b\"\n","n":1.5,"ok":true,"none":null,"list":[1,2],"nested":[{"k":[]}],"empty":{}}"#)
        #expect(Self.value.text(.inline)
            == #"{"name": "a \"b\"\n", "n": 1.5, "ok": true, "none": null, "list": [1, 2], "nested": [{"k": []}], "empty": {}}"#)
    }

    @Test func prettyIndentsContainersAndKeepsScalarArraysOnALine() {
        #expect(Self.value.text(.pretty) == """
            {
              "name": "a \\"b\\"\\n",
              "n": 1.5,
              "ok": true,
              "none": null,
              "list": [1, 2],
              "nested": [
                {
                  "k": []
                }
              ],
              "empty": {}
            }
            """)
    }

    @Test func documentPutsRowsOneALine() {
        let document: JSON = .object([
            "version": 1, "canvas": .array([800, 480]), "charts": .array([.object(["plot": .array([0, 1])])]),
            "items": .rows([.object(["id": "a"]), .object(["id": "b", "bounds": .array([1, 2])])]), "none": .rows([]),
        ])
        #expect(document.text(.document) == """
            {"version": 1, "canvas": [800, 480],
            "charts": [{"plot": [0, 1]}],
            "items": [
              {"id": "a"},
              {"id": "b", "bounds": [1, 2]}
            ],
            "none": [
            ]}

            """)
        // Anywhere else, rows are an array.
        #expect(JSON.rows([1, 2]).text(.inline) == "[1, 2]")
    }

    @Test func stringsEscapeControlsAndKeepEverythingElse() throws {
        #expect(JSONText.quoted("tab\there\u{1}\\ «ü» 📈") == "\"tab\\there\\u0001\\\\ «ü» 📈\"")
        let text = JSON.string("line\r\n\u{1f}").text(.compact)
        #expect(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [String] == ["line\r\n\u{1f}"])
    }
}

/// Text written with a checkpoint: the same text, the checkpoint called
/// about once a stretch (and once at the end), and what it throws ends the
/// writing there.
@Suite struct JSONCheckpointTests {
    /// 2,000 rows of 50 numbers: about 600 KB of compact text.
    static let large = JSON.array((0..<2000).map { row in .array((0..<50).map { .fixed(Double(row * 50 + $0) / 7, places: 3) }) })

    @Test(arguments: [JSONStyle.compact, .inline])
    func theTextIsTheSameAndTheCheckpointComesOnceAStretch(_ style: JSONStyle) {
        var calls = 0
        let paced = Self.large.text(style, stretch: 10_000) { calls += 1 }
        let whole = Self.large.text(style)
        #expect(paced == whole)
        let stretches = whole.utf8.count / 10_000
        #expect(calls >= stretches && calls <= stretches + 2, "\(calls) calls for \(whole.utf8.count) bytes")
    }

    @Test func aThrowingCheckpointEndsTheWriting() {
        struct Stop: Error {}
        var calls = 0
        #expect(throws: Stop.self) {
            _ = try Self.large.text(.compact, stretch: 10_000) {
                calls += 1
                if calls == 3 { throw Stop() }
            }
        }
        #expect(calls == 3)
    }
}
