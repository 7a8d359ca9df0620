import Foundation
import TestSupport
import Testing

/// `chartreel ease`: the curve inspector users attach to bug reports.
@Suite struct EaseTests {
    /// Parses `t,value` CSV output.
    func rows(_ stdout: String) throws -> [(t: Double, value: Double)] {
        let lines = stdout.split(whereSeparator: \.isNewline)
        #expect(lines.first == "t,value")
        return try lines.dropFirst().map { line in
            let parts = line.split(separator: ",")
            guard parts.count == 2, let t = Double(parts[0]), let v = Double(parts[1]) else {
                throw TestFailure("bad row \(line)")
            }
            // At least 9 decimals in every value.
            #expect((parts[1].split(separator: ".").last?.count ?? 0) >= 9)
            return (t, v)
        }
    }

    @Test func printsSamplesOfANamedCurve() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["ease", "easeInOutQuad", "--samples", "5"])
        #expect(result.status == 0, "\(result)")
        let samples = try rows(result.stdout)
        #expect(samples.map(\.t) == [0, 0.25, 0.5, 0.75, 1])
        // Penner's quadratic in-out: 2t² then 1 - 2(1 - t)².
        for (t, v) in samples {
            let expected = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
            #expect(abs(v - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test func functionFormsAndSpringsWork() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let bezier = try rows(try workspace.chartreel(["ease", "cubicBezier(0.34, 1.56, 0.64, 1)", "--samples", "101"]).stdout)
        #expect(bezier.count == 101)
        #expect(bezier.map(\.value).max()! > 1.05)  // this curve overshoots
        let steps = try rows(try workspace.chartreel(["ease", "steps(4, jump-end)", "--samples", "9"]).stdout)
        #expect(steps.map(\.value) == [0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
        // A spring runs over its settling duration: ends within 0.001 of 1.
        let spring = try rows(try workspace.chartreel(["ease", "spring(response: 0.4, dampingRatio: 0.6)"]).stdout)
        #expect(abs(spring.last!.value - 1) <= 0.001 + 1e-9)
        #expect(spring.map(\.value).max()! > 1.05)
    }

    @Test func listNamesEveryCurve() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["ease", "--list"])
        #expect(result.status == 0)
        let names = result.stdout.split(whereSeparator: \.isNewline).map { String($0.split(separator: " ").first ?? "") }
        for family in ["Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Elastic", "Back", "Bounce"] {
            for direction in ["easeIn", "easeOut", "easeInOut"] { #expect(names.contains(direction + family)) }
        }
        for name in ["linear", "easeIn", "easeOut", "easeInEaseOut", "default", "hold", "cubicBezier(x1,", "steps(n,"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func plotWritesAPNG() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["ease", "easeOutElastic", "--plot", "curve.png"])
        #expect(result.status == 0, "\(result)")
        let png = try Data(contentsOf: workspace.file("curve.png"))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try workspace.contents() == ["curve.png"])
    }

    @Test func badCurvesAndOptionsFailClearly() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        expectFailure(try workspace.chartreel(["ease", "easeInOutQaud"]), status: 2,
                      mentions: ["unknown curve \"easeInOutQaud\"", "did you mean easeInOutQuad", "chartreel ease --list shows every curve"])
        expectFailure(try workspace.chartreel(["ease", "cubicBezier(1.5, 0, 0, 1)"]), status: 2, mentions: ["x1 must be from 0 to 1"])
        expectFailure(try workspace.chartreel(["ease", "spring(damping: 0)"]), status: 2, mentions: ["never settles", "--duration"])
        expectFailure(try workspace.chartreel(["ease", "linear", "--samples", "1"]), status: 2, mentions: ["--samples"])
        expectFailure(try workspace.chartreel(["ease"]), status: 2, mentions: ["--list"])
        expectFailure(try workspace.chartreel(["ease", "linear", "--plot", "x.jpg"]), status: 2, mentions: [".jpg", ".png"])
        #expect(try workspace.contents().isEmpty)
    }
}
