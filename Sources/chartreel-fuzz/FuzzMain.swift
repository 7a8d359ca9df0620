#if !FUZZING
import ReelScene
import Foundation

/// `chartreel-fuzz TARGET FILE-OR-FOLDER...`: replays saved inputs of the
/// fuzzer's targets (`FuzzTarget`). Each input is read by TARGET and its
/// outcome printed; the exit status is 3 if an input got a message a user
/// should not see (several lines, over 300 characters), and a trap ends the
/// process as it would end chartreel.
///
/// Built with `-DFUZZING` and libFuzzer (`make fuzz`, scripts/fuzz.sh), the
/// executable is the fuzzer instead: libFuzzer's own `main` runs and
/// `LibFuzzerDriver` supplies its callbacks.
@main
enum FuzzMain {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: chartreel-fuzz \(names) FILE-OR-FOLDER...\n".utf8))
            exit(2)
        }
        exit(Replay.run(target, paths: Array(arguments.dropFirst(2))))
    }
}
#endif
