import Foundation
import PackagePlugin

/// Embeds each `Type.member.js` file of a target as `Type.member`, a string
/// (`chartreel-embed`): the script stays a file that editors, linters and
/// `node --check` read, and the binary carries it without a resource bundle
/// (the installed `chartreel` ships as one file).
@main
struct EmbedText: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "chartreel-embed")
        return target.sourceFiles(withSuffix: ".js").map { file in
            let output = context.pluginWorkDirectoryURL.appending(path: file.url.deletingPathExtension().lastPathComponent + ".swift")
            return .buildCommand(displayName: "Embedding \(file.url.lastPathComponent)", executable: tool.url,
                                 arguments: [file.url.path, output.path], inputFiles: [file.url], outputFiles: [output])
        }
    }
}
