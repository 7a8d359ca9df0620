import Foundation
import ReelCharts
import ReelGeometry
import ReelJSON
import TestSupport
import Testing

@testable import ReelScene

/// The schema's patterns against the parsers they stand for: what a parser
/// reads, the pattern accepts (the schema never flags a valid scene), and
/// what the pattern accepts, the parser reads, but for the exceptions each
/// pattern's declaration names.
@Suite struct SchemaPatternTests {
    private func matches(_ pattern: String, _ text: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Valid dates and dates with one character changed.
    @Test func datePatternAgreesWithTheReader() throws {
        var random = SplitMix64(seed: 0x5C4E_3A)
        let alphabet = Array("0123456789-:+TtZz. x")
        var checked = 0
        for _ in 0..<3000 {
            var text = Array(GeneratedDate(using: &random).text)
            #expect(try matches(DateValue.pattern, String(text)), "\(String(text))")
            text[Int.random(in: 0..<text.count, using: &random)] = alphabet.randomElement(using: &random)!
            let mangled = String(text), read = DateValue.seconds(mangled) != nil
            let leapDay = mangled.count >= 10 && Array(mangled)[4...9] == Array("-02-29")[...]
            #expect(try matches(DateValue.pattern, mangled) == read || leapDay, "\(mangled): read \(read)")
            checked += read ? 1 : 0
        }
        #expect(checked > 100, "too few mangled dates still valid to test acceptance")
        #expect(try matches(DateValue.pattern, "2019-02-29") && DateValue.seconds("2019-02-29") == nil, "the one exception")
    }

    @Test func colourPatternAgreesWithTheParser() throws {
        var random = SplitMix64(seed: 0xC010)
        let alphabet = Array("0123456789abcdefABCDEFgG #")
        for _ in 0..<3000 {
            let text = "#" + String((0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(try matches(Color.hexPattern, text) == (Color(parsing: text) != nil), "\(text)")
        }
    }

    /// Every clock time the reader takes as a string the pattern takes.
    @Test func clockPatternTakesEveryClockTime() throws {
        var random = SplitMix64(seed: 0xC10C)
        let alphabet = Array("0123456789:")
        var read = 0
        for _ in 0..<5000 {
            let text = String((0..<Int.random(in: 1...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            guard ClockTime.minutes(text) != nil else { continue }
            read += 1
            #expect(try matches(ClockTime.pattern, text), "\(text)")
        }
        #expect(read > 300)
        #expect(try !matches(ClockTime.pattern, "25:10") && !matches(ClockTime.pattern, "7:5") && !matches(ClockTime.pattern, "noon"))
    }

    /// A label format is valid exactly when the pattern says so.
    @Test func templatePatternAgreesWithTheDecoder() throws {
        var random = SplitMix64(seed: 0x7E3F)
        let pieces = ["{", "}", "a", " ", "{percent}", "{value}", "{maxValue}", "{percnt}", "{{value}", "%"]
        let pattern = SchemaDefaults.templatePattern(DonutLabel.placeholders)
        for _ in 0..<400 {
            let format = (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let scene = #"{ "canvas": { "width": 50, "height": 50 }, "chart": { "type": "donut", "label": { "format": \#(JSONText.quoted(format)) } } }"#
            let decoded = (try? SceneLoader.decode(SourceText(name: "s.json", bytes: Array(scene.utf8)))) != nil
            #expect(try matches(pattern, format) == decoded, "\(format)")
        }
    }
}
