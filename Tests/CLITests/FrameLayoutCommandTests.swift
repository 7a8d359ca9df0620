import Foundation
import Testing

/// `chartreel frame SCENE --at T --layout` prints the frame's items as JSON.
@Suite struct FrameLayoutCommandTests {
    @Test func printsTheFramesItemsAsJSON() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["frame", "donut-progress", "--at", "1", "--layout"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["canvas"] as? [Double] == [240, 240])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["track", "series/value/arc", "label"])
        #expect(items[2]["text"] as? String == "75%")
        #expect(try workspace.contents().isEmpty, "--layout writes no file")
    }

    @Test func takesOneFrameAndNoOutputFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let withOutput = try workspace.chartreel(["frame", "donut-progress", "--at", "1", "--layout", "-o", "f.png"])
        expectFailure(withOutput, status: 2, mentions: ["--layout prints to standard output"])
        let two = try workspace.chartreel(["frame", "donut-progress", "--at", "1", "--at", "0.5", "--layout"])
        expectFailure(two, status: 2, mentions: ["--layout takes one frame"])
        let none = try workspace.chartreel(["frame", "donut-progress", "--at", "1"])
        expectFailure(none, status: 2, mentions: ["give the output file"])
    }
}
