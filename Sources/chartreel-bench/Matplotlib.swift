import Foundation

/// chartreel against matplotlib (FuncAnimation + FFMpegWriter) drawing the
/// same gradient line: `scripts/bench/matplotlib_line.py` in a virtualenv at
/// out/bench/venv, made once and reused.
struct MatplotlibBench {
    let directory: URL
    let script = "scripts/bench/matplotlib_line.py"

    var venv: URL { directory.appendingPathComponent("venv") }
    var python: String { venv.appendingPathComponent("bin/python").path }

    /// A virtualenv where `import matplotlib` works, or why there is none.
    func prepare() -> Result<String, BenchError> {
        if (try? Command.run(python, ["-c", "import matplotlib"]))?.succeeded == true { return .success(python) }
        do {
            try Command.check("python3 -m venv \(venv.path)", "python3", ["-m", "venv", venv.path])
            let pip = try Command.run(venv.appendingPathComponent("bin/pip").path,
                                      ["install", "--disable-pip-version-check", "--quiet", "matplotlib"])
            guard pip.succeeded else {
                return .failure(.message("matplotlib: skipped (PyPI unreachable: pip install matplotlib: \(pip.lastErrorLine))"))
            }
            return .success(python)
        } catch {
            return .failure(.message("matplotlib: skipped (no virtualenv: \(error))"))
        }
    }

    /// Best of 3 wall seconds of the script writing its MP4 and of chartreel
    /// rendering `scene` to MP4, in turns; or the line saying why it was skipped.
    func line(_ bench: SceneBench, scene: String) -> String {
        switch prepare() {
        case .failure(let error): return error.description
        case .success(let python):
            let output = directory.appendingPathComponent("matplotlib-line.mp4").path
            var rounds = Rounds()
            rounds.add("matplotlib") { try Command.check("matplotlib", python, [script, output]).seconds }
            rounds.add("chartreel") { try bench.endToEnd(scene, "mp4").seconds }
            let (best, failures) = rounds.run()
            guard failures.isEmpty, let seconds = best["matplotlib"], let chartreel = best["chartreel"] else {
                return "matplotlib: failed: " + failures.joined(separator: "; ")
            }
            let speedup = seconds / chartreel
            return "matplotlib (FuncAnimation + FFMpegWriter, the same line, 800x480, 60 fps, 3 s, H.264), best of 3: "
                + "\(Fmt.seconds(seconds)) s; chartreel MP4 \(Fmt.seconds(chartreel)) s; chartreel is "
                + "\(Fmt.ratio(speedup)) faster (target >= 12x: \(Fmt.verdict(speedup >= 12)))"
        }
    }
}
