import Foundation
import TestSupport
import Testing

/// Stand-in ffmpegs (scripts in the workspace's `bin`, passed with
/// `CHARTREEL_FFMPEG`) that stall, write half a file or die, and a disk that
/// fills up: every failure is one `chartreel: error:` line, exit status 1,
/// the target keeps its bytes and nothing else is left in the directory.
@Suite struct FailureTests {
    /// A stand-in ffmpeg and the pieces its error line must contain.
    struct Fake: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let target: String
        /// The script's body after `#!/bin/bash`; `FFMPEG` is replaced by the real ffmpeg's path.
        let script: String
        let mentions: [String]
        var arguments: [String] = []
    }

    /// Runs `fake` on a short render of the donut onto an existing target and
    /// checks the one-line error and the directory afterwards. Returns the seconds taken.
    @discardableResult
    static func expectCleanFailure(_ fake: Fake, timeout: String? = nil,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(fake.target, "precious")
        let script = try workspace.script("ffmpeg", "#!/bin/bash\n"
                                          + fake.script.replacingOccurrences(of: "FFMPEG", with: try realFFmpeg()) + "\n")
        let started = Date()
        let result = try workspace.chartreel(
            ["render", "donut-progress", "-o", fake.target, "--duration", "2", "--fps", "30"] + fake.arguments
                + (timeout.map { ["--ffmpeg-timeout", $0] } ?? []),
            environment: ["CHARTREEL_FFMPEG": script.path])
        let seconds = Date().timeIntervalSince(started)
        expectFailure(result, status: 1, mentions: fake.mentions, sourceLocation: sourceLocation)
        #expect(try workspace.read(fake.target) == "precious", sourceLocation: sourceLocation)
        #expect(try workspace.contents() == ["bin", fake.target], "leftover files", sourceLocation: sourceLocation)
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())", sourceLocation: sourceLocation)
        return seconds
    }

    /// `exec -a "$0"` keeps the script's path in the hanging process's
    /// command line, so a leftover would be found.
    static let stalls: [Fake] = [
        Fake(testDescription: "MP4, never reads", target: "out.mp4", script: "exec -a \"$0\" sleep 1000",
             mentions: ["ffmpeg has not read a frame for 2 s; stopped it during MP4 encoding", "--ffmpeg-timeout"]),
        Fake(testDescription: "GIF palette pass, reads all and never exits", target: "out.gif",
             script: "cat > /dev/null; exec -a \"$0\" sleep 1000",
             mentions: ["ffmpeg did not finish within 2 s; stopped it during GIF palette pass", "--ffmpeg-timeout"]),
        Fake(testDescription: "GIF encoding pass, never reads", target: "out.gif",
             script: "case \"$*\" in *paletteuse*) \(readPalette); exec -a \"$0\" sleep 1000 ;; esac; exec FFMPEG \"$@\"",
             mentions: ["ffmpeg has not read a frame for 2 s; stopped it during GIF encoding pass"]),
        Fake(testDescription: "GIF encoding pass, never opens its palette", target: "out.gif",
             script: "case \"$*\" in *paletteuse*) exec -a \"$0\" sleep 1000 ;; esac; exec FFMPEG \"$@\"",
             mentions: ["ffmpeg did not open its palette within 2 s; stopped it during GIF encoding pass"]),
    ]

    /// What a GIF encoding pass does first: read the palette the palette pass
    /// hands it through a FIFO (the argument ending in palette.fifo).
    static let readPalette = "for a in \"$@\"; do case \"$a\" in *palette.fifo) cat \"$a\" > /dev/null ;; esac; done"

    @Test(arguments: stalls)
    func stalledFFmpegIsStoppedAfterTheTimeLimit(_ fake: Fake) throws {
        let seconds = try Self.expectCleanFailure(fake, timeout: "2")
        #expect(seconds >= 2 && seconds < 20, "took \(seconds) s with a 2 s limit")
    }

    /// Runs the real ffmpeg, then cuts the file it wrote (not a GIF's
    /// palette) to half and exits 0, as ffmpeg has been seen to on a full disk.
    static let halfFile = """
        for argument in "$@"; do last="$argument"; done
        FFMPEG "$@" || exit $?
        case "$last" in */output.*) truncate -s $(( $(stat -c %s "$last") / 2 )) "$last" ;; esac
        exit 0
        """

    /// Runs the real ffmpeg for a GIF's encoding pass but passes on only
    /// the first 100,001 bytes of the paletted frames it sends back (a frame
    /// and a half, or less), then takes the rest of its input and exits 0.
    static let halfStream = """
        case "$*" in *pipe:1*) FFMPEG "$@" | head -c 100001; cat > /dev/null; exit 0 ;; esac
        exec FFMPEG "$@"
        """

    /// An MP4's ffmpeg starts before the scene is read (`EncoderStart`): the
    /// scene comes on standard input only once the stand-in ffmpeg has
    /// started (one that would never read), and it does not load: the
    /// scene's error (exit status 65); ffmpeg is stopped, the target keeps
    /// its bytes, nothing else is left.
    @Test func aSceneThatFailsToLoadStopsTheEncoderStartedBeforeIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.mp4", "precious")
        try workspace.script("ffmpeg", "#!/bin/bash\ntouch \"$(dirname \"$0\")/started\"\nexec -a \"$0\" sleep 1000\n")
        let result = try workspace.shell("""
            { for i in $(seq 1000); do [ -e bin/started ] && break; sleep 0.01; done
              echo '{ "canvas": { "width": "wide" }, "chart": { "type": "donut", "value": 0.5 } }'; } |
            CHARTREEL_FFMPEG="$PWD/bin/ffmpeg" "$CHARTREEL" render - -o out.mp4
            """)
        expectFailure(result, status: 65, mentions: ["<stdin>:1:24: canvas.width: expected a number"])
        #expect(FileManager.default.fileExists(atPath: workspace.file("bin/started").path), "ffmpeg did not start before the scene came")
        #expect(try workspace.read("out.mp4") == "precious")
        #expect(try workspace.contents() == ["bin", "out.mp4"], "leftover files")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
    }

    @Test(arguments: [
        Fake(testDescription: "MP4", target: "out.mp4", script: halfFile,
             mentions: ["the file ffmpeg wrote holds", "frames, expected 60; the target was not replaced"]),
        Fake(testDescription: "GIF", target: "out.gif", script: halfStream,
             mentions: ["ffmpeg's paletted frames ended inside a frame"]),
    ])
    func halfWrittenFileIsRefused(_ fake: Fake) throws {
        try Self.expectCleanFailure(fake)
    }

    @Test(arguments: [
        Fake(testDescription: "MP4, exits 1 with a message", target: "out.mp4",
             script: "head -c 300000 > /dev/null; echo 'fake ffmpeg: encoder crashed' >&2; exit 1",
             mentions: ["ffmpeg failed during MP4 encoding (exit status 1): fake ffmpeg: encoder crashed"]),
        Fake(testDescription: "MP4, killed by SIGKILL", target: "out.mp4",
             script: "head -c 300000 > /dev/null; kill -9 $$",
             mentions: ["ffmpeg was killed by SIGKILL during MP4 encoding"]),
        Fake(testDescription: "MP4, exits 0 without reading everything", target: "out.mp4",
             script: "head -c 300000 > /dev/null; exit 0",
             mentions: ["ffmpeg failed during MP4 encoding", "ffmpeg stopped reading frames early"]),
        Fake(testDescription: "GIF palette pass, exits 2", target: "out.gif",
             script: "head -c 300000 > /dev/null; echo 'fake ffmpeg: no palette' >&2; exit 2",
             mentions: ["ffmpeg failed during GIF palette pass (exit status 2): fake ffmpeg: no palette"]),
        Fake(testDescription: "GIF encoding pass on stored frames, exits 2", target: "out.gif",
             script: "case \"$*\" in *paletteuse*) \(readPalette); head -c 300000 > /dev/null; echo 'fake: paletteuse failed' >&2; exit 2 ;; esac\n"
                 + "exec FFMPEG \"$@\"",
             mentions: ["ffmpeg failed during GIF encoding pass (exit status 2): fake: paletteuse failed"],
             arguments: ["--gif-second-pass", "store"]),
        Fake(testDescription: "GIF encoding pass, exits 2 before reading its palette", target: "out.gif",
             script: "case \"$*\" in *paletteuse*) echo 'fake: bad option' >&2; exit 2 ;; esac\nexec FFMPEG \"$@\"",
             mentions: ["ffmpeg failed during GIF encoding pass (exit status 2): fake: bad option"]),
        Fake(testDescription: "GIF encoding pass on rendered frames, killed", target: "out.gif",
             script: "case \"$*\" in *paletteuse*) \(readPalette); head -c 300000 > /dev/null; kill -9 $$ ;; esac\nexec FFMPEG \"$@\"",
             mentions: ["ffmpeg was killed by SIGKILL during GIF encoding pass"],
             arguments: ["--gif-second-pass", "render"]),
    ])
    func dyingFFmpegIsOneLineWithItsStatus(_ fake: Fake) throws {
        try Self.expectCleanFailure(fake)
    }

    /// Renders into a 16 KiB tmpfs, too small for any of these files. ffmpeg
    /// exits 0 on the full disk (a truncated MP4, a GIF without its end);
    /// the frame store fails to write. Runs only as root, where mount works;
    /// elsewhere `halfWrittenFileIsRefused` covers the truncated file.
    @Test(.enabled(if: getuid() == 0, "mounting a tmpfs needs root"),
          arguments: [["-o", "out.mp4"], ["-o", "out.gif", "--gif-second-pass", "store"],
                      ["-o", "out.gif", "--gif-second-pass", "render"]])
    func fullDiskIsReportedAndLeavesNothing(_ arguments: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let disk = workspace.file("small")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        let mount = try run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk.path])
        guard mount.status == 0 else {
            // A container without CAP_SYS_ADMIN: nothing to test here.
            print("FailureTests: cannot mount a tmpfs (\(mount.stderr.trimmingCharacters(in: .whitespacesAndNewlines))); "
                  + "the full-disk case is covered only by halfWrittenFileIsRefused")
            return
        }
        defer { _ = try? run(URL(fileURLWithPath: "/bin/umount"), [disk.path]) }
        let target = disk.appendingPathComponent(arguments[1])
        try Data("precious".utf8).write(to: target)
        let result = try workspace.chartreel(["render", "donut-progress", "--duration", "2", "--fps", "30"]
                                             + arguments.dropFirst(2) + ["-o", target.path])
        expectFailure(result, status: 1, mentions: ["disk full?", "KiB left on the device"])
        #expect(try Data(contentsOf: target) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == [arguments[1]], "leftover files")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
    }
}
