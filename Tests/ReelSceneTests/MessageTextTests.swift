import Testing

@testable import ReelScene

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

    /// Cuts fall between words, so no name is halved, and stay within the limit.
    @Test func cutsFallBetweenWords() {
        let words = (1...80).map { "word\($0)" }.joined(separator: " ")
        for limit in [40, 100, 300] {
            for keepingEnd in [false, true] {
                let cut = MessageText.shortened(words, to: limit, keepingEnd: keepingEnd)
                #expect(cut.count <= limit && cut.count >= limit - limit / 6 - 2, "\(cut)")
                let pieces = cut.split(separator: "…").flatMap { $0.split(separator: " ") }
                #expect(pieces.allSatisfy { $0.hasPrefix("word") && Int($0.dropFirst(4)) != nil }, "\(cut)")
            }
        }
    }

    @Test func listsNameWholeItemsAndCountTheRest() {
        let names = (1...40).map { "item\($0)" }
        #expect(MessageText.list(Array(names.prefix(3))) == "item1, item2, item3")
        #expect(MessageText.list(names, limit: 5) == "item1, item2, item3, item4 and 36 more")
        #expect(MessageText.list(Array(names.prefix(16))) == names.prefix(16).joined(separator: ", "))
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
