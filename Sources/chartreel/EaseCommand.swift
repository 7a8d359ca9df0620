import ArgumentParser
import ChartReel
import Foundation

struct EaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ease",
        abstract: "Print a timing curve as t,value rows, plot it, or list every curve.",
        discussion: """
            CURVE is any curve a scene accepts: a name (easeInEaseOut, easeOutBounce, hold)
            or a form such as 'cubicBezier(0.34, 1.56, 0.64, 1)', 'spring(1, 170, 26, 0)',
            'spring(response: 0.5, dampingRatio: 0.7)', 'steps(4, jump-end)'.
            Rows are t = i / (N - 1) and the eased value. A spring runs in seconds:
            t = 1 is its settling duration unless --duration is given.
            """
    )

    @Argument(help: "The curve expression (quote it in the shell).")
    var curve: String?

    @Option(help: "Number of rows, at least 2.")
    var samples: Int = 11

    @Option(help: "Seconds that t = 1 stands for (springs only matter).")
    var duration: Double?

    @Option(help: "Also draw the curve into this PNG file.")
    var plot: String?

    @Flag(help: "List every curve name and form.")
    var list = false

    func validate() throws {
        if list {
            if curve != nil { throw ValidationError("--list takes no curve") }
            return
        }
        guard curve != nil else { throw ValidationError("give a curve, or --list to see them all") }
        guard samples >= 2 && samples <= 100_000 else { throw ValidationError("--samples must be from 2 to 100000, got \(samples)") }
        if let duration, !(duration > 0 && duration <= 3600) {
            throw ValidationError("--duration must be more than 0 and at most 3600 seconds, got \(duration)")
        }
        if let plot {
            do {
                _ = try OutputTarget.forFile(URL(fileURLWithPath: plot), allowed: [.png])
            } catch {
                throw ValidationError(String(describing: error))
            }
        }
    }

    func run() throws {
        if list {
            let rows = CurveCatalog.listing
            let width = rows.map(\.name.count).max() ?? 0
            for row in rows { print(row.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + row.about) }
            return
        }
        let parsed = try CurveCatalog.parse(curve!)
        let seconds = try CurveCatalog.sampleDuration(of: parsed, duration: duration)
        print("t,value")
        for (t, value) in CurveCatalog.samples(of: parsed, count: samples, duration: seconds) {
            print(String(format: "%.9f,%.12f", t, value == 0 ? 0 : value))
        }
        if let plot {
            try CurveCatalog.plot(parsed, titled: curve!, duration: seconds, to: URL(fileURLWithPath: plot))
        }
    }
}
