import ReelJSON
import Testing
import TestSupport
@testable import ReelScene

/// `LineDelta` gives every document back exactly, and copies what did not change.
@Suite struct LineDeltaTests {
    @Test func documentsComeBackExactly() {
        var random = SplitMix64(seed: 3)
        var previous: [String] = []
        for _ in 0..<200 {
            var document = previous
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let index = Int.random(in: 0...document.count, using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0: document.insert("line \(Int.random(in: 0...40, using: &random))", at: index)
                case 1 where index < document.count: document.remove(at: index)
                default: if index < document.count { document[index] = "changed \(index)" }
                }
            }
            let operations = LineDelta.encode(document, after: previous)
            #expect(LineDelta.expand(operations, after: previous) == document)
            previous = document
        }
    }

    @Test func unchangedRunsAreOneCopy() {
        let before = (0..<100).map { "item \($0)" }
        var after = before
        after[50] = "moved"
        #expect(LineDelta.encode(after, after: before)
                == [.copy(from: 0, count: 50), .line("moved"), .copy(from: 51, count: 49)])
        #expect(LineDelta.json([.line("a\"b"), .copy(from: 2, count: 3)]).text(.compact) == #"["a\"b",[2,3]]"#)
    }
}
