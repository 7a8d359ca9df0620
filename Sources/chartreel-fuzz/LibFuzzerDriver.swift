#if FUZZING
import ReelScene
import Foundation

/// libFuzzer's callbacks for one target, chosen by `--target=NAME` among
/// libFuzzer's arguments (it ignores flags that start with `--`, and passes
/// them on to the processes it forks) or by `CHARTREEL_FUZZ_TARGET`.
///
/// Traps, time-outs and memory blow-ups are libFuzzer's findings (it saves
/// the input and stops, or goes on with `-fork`); an input that only gets a
/// bad message is saved by `Findings` and fuzzing goes on, so one known
/// message bug does not hide the rest.
enum LibFuzzerDriver {
    nonisolated(unsafe) static var target = FuzzTarget.scene
    nonisolated(unsafe) static var findings: Findings?

    /// The target named in `arguments` or the environment; exits if none is.
    static func select(_ arguments: [String]) {
        let environment = ProcessInfo.processInfo.environment
        let name = arguments.last { $0.hasPrefix("--target=") }.map { String($0.dropFirst("--target=".count)) }
            ?? environment["CHARTREEL_FUZZ_TARGET"]
        guard let name, let selected = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("chartreel-fuzz: give --target=\(names) (or CHARTREEL_FUZZ_TARGET)\n".utf8))
            exit(2)
        }
        target = selected
        findings = Findings(folder: environment["CHARTREEL_FUZZ_FINDINGS"], target: selected.rawValue)
    }
}

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>,
                      _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let arguments = (0..<Int(argc.pointee)).compactMap { argv.pointee?[$0].map { String(cString: $0) } }
    LibFuzzerDriver.select(arguments)
    return 0
}

/// One input; always 0 ("keep going"): a trap is how a finding ends it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { [UInt8](UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = LibFuzzerDriver.target.run(bytes)
    if let problem = outcome.problem {
        LibFuzzerDriver.findings?.record(bytes, problem: problem, outcome: outcome)
    }
    return 0
}
#endif
