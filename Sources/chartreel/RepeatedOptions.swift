/// Refuses an option given twice (`-o a.gif -o b.gif`): ArgumentParser
/// silently keeps the last, and a command line that says two things means
/// one of them is a mistake.
///
/// Each command lists its options that take a value, every spelling of
/// one option in one entry (`["-o", "--output"]`); CLITests checks the lists
/// against ArgumentParser's own description of the commands.
enum RepeatedOptions {
    /// Throws a `UsageError` naming the first option of `arguments` (the
    /// command line after the program name) that is given a second time.
    static func refuse(in arguments: [String], commands: [String: [[String]]]) throws {
        guard let command = arguments.first, let options = commands[command] else { return }
        var seen: Set<[String]> = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard let option = options.first(where: { $0.contains(name) }) else { continue }
            // `--fps 30`: the value is the next argument, whatever it looks like.
            if !argument.contains("=") { index += 1 }
            if !seen.insert(option).inserted {
                throw UsageError(message: "\(option.joined(separator: "/")) is given twice; give it once")
            }
        }
    }
}
