import ArgumentParser
import ReelScene
import Foundation

struct EaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ease",
        abstract: "Print a timing curve as t,value rows, plot it, or list every curve.",
        discussion: """
            CURVE is any curve a scene accepts: a name (easeInEaseOut, easeOutBounce, hold) \
            or a form such as 'cubicBezier(0.34, 1.56, 0.64, 1)', 'spring(1, 170, 26, 0)', \
            'spring(response: 0.5, dampingRatio: 0.7)', 'steps(4, jump-end)'. \
            Rows are t = i / (N - 1) and the eased value. A spring runs in seconds: \
            t = 1 is its settling duration unless --duration is given.
            """
    )

    @Argument(help: "The curve expression (quote it in the shell).",
              completion: .list(CurveCatalog.listing.map(\.name).filter { !$0.contains("(") }))
    var curve: String?

    @Option(parsing: .unconditional, help: "Number of rows, from 2 to 100000.")
    var samples = WrittenNumber<Int>(argument: "11")

    @Option(parsing: .unconditional, help: "Seconds that t = 1 stands for, at most 3600 (springs only matter).")
    var duration: WrittenNumber<Double>?

    @Option(parsing: .unconditional, help: "Also draw the curve into this PNG file.", completion: .file(extensions: ["png"]))
    var plot: String?

    @Flag(help: "List every curve name and form.")
    var list = false

    static let valuedOptions = [["--samples"], ["--duration"], ["--plot"]]

    func validate() throws {
        if list {
            if curve != nil { throw ValidationError("--list takes no curve") }
            return
        }
        guard curve != nil else { throw ValidationError("give a curve, or --list to see them all") }
        try samples.require("--samples", "a whole number from 2 to 100000") { (2...100_000).contains($0) }
        try duration?.require("--duration", "more than 0 and at most 3600 seconds", WrittenNumber.within(0, 3600, open: true))
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
            for row in rows { try Console.print(row.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + row.about) }
            return
        }
        let parsed = try CurveCatalog.parse(curve!)
        let seconds = try CurveCatalog.sampleDuration(of: parsed, duration: duration?.value)
        let rows = CurveCatalog.samples(of: parsed, count: samples.value, duration: seconds).map { t, value in
            String(format: "%.9f,%.12f", t, value == 0 ? 0 : value)
        }
        // One write for all rows: 100,000 lines would be as many system calls.
        try Console.print((["t,value"] + rows).joined(separator: "\n"))
        if let plot {
            try CurveCatalog.plot(parsed, titled: curve!, duration: seconds, to: URL(fileURLWithPath: plot))
        }
    }
}
