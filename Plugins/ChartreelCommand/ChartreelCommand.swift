import Foundation
import PackagePlugin

/// `swift package chartreel [--release] COMMAND ...`:
/// builds the `chartreel` product of the package graph and runs it in the
/// package's folder, so a Swift package that depends on chartreel renders,
/// checks and lays out its demo assets with nothing else installed (ffmpeg
/// aside, as for the tool itself).
///
/// The tool is built when the command runs, into the package's own build
/// folder: for debugging, as `swift run` builds, unless `--release` asks for
/// an optimised build (slower to build, about four times faster to render).
/// After `swift build` or `swift test`, only the tool's own modules are left
/// to compile. Declaring the tool as the plugin's dependency instead would
/// make every `swift build` of the package compile the whole graph a second
/// time, for the host.
///
/// The other arguments are `chartreel`'s own (`render scenes/demo.json -o
/// docs/demo.gif`, `check`, `sheet ...`); its output and exit status are
/// the command's. The plugin asks for no permission: on Linux, where
/// plugins run unsandboxed, it writes where `chartreel` is told to. On
/// macOS, writing into the package (`render`, `check --update`) needs
/// `--disable-sandbox`.
@main
struct ChartreelCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (configuration, toolArguments) = Self.configuration(in: arguments)
        let built = try packageManager.build(.product("chartreel"),
                                             parameters: .init(configuration: configuration, logging: .concise))
        guard built.succeeded else {
            Diagnostics.error("building chartreel failed:\n\(built.logText)")
            exit(1)
        }
        guard let tool = built.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "chartreel" }) else {
            Diagnostics.error("the build of chartreel made no chartreel executable")
            exit(1)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // chartreel has said what went wrong on standard error; the
            // status is what scripts test.
            Diagnostics.error("chartreel \(toolArguments.first ?? "") exited with status \(process.terminationStatus)")
            exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
        }
    }

    /// Release when the arguments start with `--release`, and the arguments
    /// after it, which are chartreel's. (`-c` and `--configuration` are
    /// SwiftPM's own, taken before the plugin sees them.)
    static func configuration(in arguments: [String]) -> (PackageManager.BuildConfiguration, [String]) {
        arguments.first == "--release" ? (.release, Array(arguments.dropFirst())) : (.debug, arguments)
    }
}
