import ArgumentParser
import ReelScene

struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Show a chart type's keys (type, default, meaning) and its animatable properties.",
        discussion: "TOPIC is a chart type (\(ChartCatalogTopics.charts)) or scene, canvas or timeline."
    )

    @Argument(help: "What to describe.", completion: .list(OptionReference.topics))
    var topic: String

    @Flag(help: "Markdown tables, as in Presets/README.md.")
    var markdown = false

    func run() throws {
        let text = markdown ? OptionReference.markdown(for: topic) : OptionReference.text(for: topic)
        guard let text else {
            throw UsageError(message: "unknown topic \"\(topic)\"; expected one of \(OptionReference.topics.joined(separator: ", "))")
        }
        try Console.print(text)
    }
}

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files (the same as Presets/scene.schema.json)."
    )

    func run() throws {
        try Console.print(String(SceneSchema.text.dropLast()))
    }
}

enum ChartCatalogTopics {
    static var charts: String { OptionReference.topics.dropLast(3).joined(separator: ", ") }
}
