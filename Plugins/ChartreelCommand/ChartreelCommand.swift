import Foundation
import PackagePlugin

/// `swift package chartreel COMMAND ...`: runs the `chartreel` tool built
/// from the package graph, in the package's folder, so a Swift package that
/// depends on chartreel renders, checks and lays out its demo assets with
/// nothing else installed (ffmpeg aside, as for the tool itself).
///
/// The arguments are `chartreel`'s own (`render scenes/demo.json -o
/// docs/demo.gif`, `check`, `sheet ...`); its output and exit status are
/// the command's. The plugin asks for no permission: on Linux, where
/// plugins run unsandboxed, it writes where `chartreel` is told to. On
/// macOS, writing into the package (`render`, `check --update`) needs
/// `--disable-sandbox`.
@main
struct ChartreelCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "chartreel")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // chartreel has said what went wrong on standard error; the
            // status is what scripts test.
            Diagnostics.error("chartreel \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
        }
    }
}
