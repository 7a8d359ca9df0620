import Testing

@testable import ChartReel

@Suite struct MessageTextTests {
    @Test func shortTextIsKept() {
        #expect(MessageText.shortened("abc", to: 3) == "abc")
        #expect(MessageText.shortened("ééé", to: 3) == "ééé")
    }

    @Test func longTextIsCutAtTheEndOrInTheMiddle() {
        let text = String(repeating: "a", count: 50) + String(repeating: "z", count: 50)
        let end = MessageText.shortened(text, to: 10)
        #expect(end == "aaaaaaaaa…")
        let middle = MessageText.shortened(text, to: 10, keepingEnd: true)
        #expect(middle == "aaaaaa…zzz")
        #expect(middle.count == 10)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(MessageText.oneLine("a\nb\tc\r\u{1B}[0m\u{7F}\u{2028}") == "a\\nb\\tc\\r\\u{1B}[0m\\u{7F}\\u{2028}")
        #expect(MessageText.oneLine("plain é") == "plain é")
    }

    @Test func summariesQuoteNumbersAsWrittenAndShortenStrings() throws {
        let source = SourceText(name: "t.json", bytes: Array("[1e26, 0.10, -0, \"\(String(repeating: "q", count: 60))\", 7]".utf8))
        guard case .array(let items) = try JSONParser.parse(source).kind else {
            Issue.record("not an array")
            return
        }
        #expect(items.map(\.summary) == ["1e26", "0.10", "-0", "\"" + String(repeating: "q", count: 39) + "…\"", "7"])
    }
}
