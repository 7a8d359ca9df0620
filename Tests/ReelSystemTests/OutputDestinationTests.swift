import Foundation
import ReelSystem
import TestSupport
import Testing

/// Outputs that are not plain files: devices and FIFOs are written, never
/// replaced; links are followed and stay links; what cannot be written is
/// refused before any work. Device nodes are made with mknod in a temporary
/// folder (root only), never the system's own.
@Suite struct OutputDestinationTests {
    private static var isRoot: Bool { geteuid() == 0 }

    /// A character device like `/dev/null` (1,3) or `/dev/full` (1,7), made in `workspace`.
    private func device(_ name: String, minor: UInt32, in workspace: Workspace, block: Bool = false) throws -> URL {
        let url = workspace.file(name)
        let kind = block ? S_IFBLK : S_IFCHR
        guard mknod(url.path, kind | 0o666, dev_t((block ? 7 : 1) << 8 | minor)) == 0 else {
            throw TestFailure("mknod \(url.path): \(String(cString: strerror(errno)))")
        }
        return url
    }

    private func path(_ workspace: Workspace, _ name: String) -> String { workspace.file(name).path }

    private func kind(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private func commit(_ bytes: String, to target: URL, cancellation: Cancellation = Cancellation()) throws {
        let work = try WorkArea(target: target, cancellation: cancellation)
        try Data(bytes.utf8).write(to: work.output)
        try work.commit()
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func aCharacterDeviceIsWrittenNotReplaced() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let null = try device("null", minor: 3, in: workspace)
        try commit("GIF89a...", to: null)
        #expect(kind(null) == S_IFCHR, "the device was replaced")
        #expect(try workspace.contents() == ["null"], "a work area was left beside the device")
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func aFullDeviceSaysSo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let full = try device("full", minor: 7, in: workspace)
        #expect {
            try commit("GIF89a...", to: full)
        } throws: { error in
            "\(error)" == "cannot write to \(full.path): No space left on device"
        }
        #expect(kind(full) == S_IFCHR)
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func blockDevicesAndSocketsAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let disk = try device("loop", minor: 0, in: workspace, block: true)
        #expect(throws: SystemError.output("cannot write \(disk.path): it is a block device; chartreel writes to files, FIFOs and character devices, not to disks")) {
            _ = try WorkArea(target: disk)
        }
        let socketPath = workspace.file("sock")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.path.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(throws: SystemError.output("cannot write \(socketPath.path): it is a socket; give a file, a FIFO, or - for standard output")) {
            _ = try WorkArea(target: socketPath)
        }
        #expect(Set(try workspace.contents()) == ["loop", "sock"])
    }

    @Test func aFIFOIsWrittenToItsReader() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fifo = workspace.file("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let payload = String(repeating: "frame bytes ", count: 50_000)
        let received = LockedBox<Data>(Data())
        let reader = Thread {
            let fd = open(fifo.path, O_RDONLY)
            guard fd >= 0 else { return }
            received.value = FileHandle(fileDescriptor: fd, closeOnDealloc: true).readDataToEndOfFile()
        }
        reader.start()
        try commit(payload, to: fifo)
        let deadline = Date().addingTimeInterval(10)
        while received.value.count < payload.utf8.count && Date() < deadline { usleep(10_000) }
        #expect(received.value == Data(payload.utf8))
        #expect(kind(fifo) == S_IFIFO)
        #expect(try workspace.contents() == ["pipe"])
    }

    /// Nobody opens the FIFO, or its reader never reads: a cancellation
    /// (what a signal raises) ends the wait at once.
    @Test func aStreamNobodyReadsYieldsToCancellation() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fifo = workspace.file("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        for opened in [false, true] {
            // An open reader that never reads fills the pipe's 64 KiB and blocks the writer.
            let reader = opened ? open(fifo.path, O_RDONLY | O_NONBLOCK) : -1
            defer { if reader >= 0 { close(reader) } }
            let cancellation = Cancellation()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.cancel(signal: SIGTERM) }
            let started = Date()
            // With a reader, part of the file got through: the error says so.
            let expected = opened ? SystemError.interruptedWriting(signal: SIGTERM, into: fifo.path)
                                  : SystemError.interrupted(signal: SIGTERM)
            #expect(throws: expected) {
                try commit(String(repeating: "x", count: 1 << 20), to: fifo, cancellation: cancellation)
            }
            #expect(Date().timeIntervalSince(started) < 3, "opened: \(opened)")
        }
        #expect(try workspace.contents() == ["pipe"])
    }

    /// A link is followed: the file it points to is replaced, the link stays.
    @Test func linksAreFollowedAndStayLinks() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("real"), withIntermediateDirectories: false)
        try Data("old".utf8).write(to: workspace.file("real/out.gif"))
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "absolute.gif"), withDestinationPath: path(workspace, "real/out.gif"))
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "relative.gif"), withDestinationPath: "real/out.gif")
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "chain.gif"), withDestinationPath: "relative.gif")
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "dangling.gif"), withDestinationPath: "real/new.gif")
        for link in ["absolute.gif", "relative.gif", "chain.gif"] {
            try commit(link, to: workspace.file(link))
            #expect(kind(workspace.file(link)) == S_IFLNK, "\(link) was replaced")
            #expect(try String(contentsOf: workspace.file("real/out.gif"), encoding: .utf8) == link)
        }
        try commit("new", to: workspace.file("dangling.gif"))
        #expect(kind(workspace.file("dangling.gif")) == S_IFLNK)
        #expect(try String(contentsOf: workspace.file("real/new.gif"), encoding: .utf8) == "new")
        #expect(Set(try workspace.contents()) == ["real", "absolute.gif", "relative.gif", "chain.gif", "dangling.gif"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: path(workspace, "real"))) == ["out.gif", "new.gif"])
    }

    @Test func linkLoopsAndLinksToFoldersAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "a.gif"), withDestinationPath: "b.gif")
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "b.gif"), withDestinationPath: "a.gif")
        try FileManager.default.createSymbolicLink(atPath: path(workspace, "up.gif"), withDestinationPath: "..")
        #expect(throws: SystemError.output("cannot write \(path(workspace, "a.gif")): its symbolic links form a loop (more than 40 in a row)")) {
            _ = try WorkArea(target: workspace.file("a.gif"))
        }
        #expect {
            _ = try WorkArea(target: workspace.file("up.gif"))
        } throws: { error in
            "\(error)".hasPrefix("cannot write \(path(workspace, "up.gif")) (a link to ") && "\(error)".hasSuffix(": it is a directory; give a file name")
        }
        #expect(Set(try workspace.contents()) == ["a.gif", "b.gif", "up.gif"])
    }

    @Test func theProcessOwnDescriptorsAreDescriptors() throws {
        #expect(try OutputDestination.of(URL(fileURLWithPath: "/dev/stdout")) == .descriptor(1))
        #expect(try OutputDestination.of(URL(fileURLWithPath: "/dev/stderr")) == .descriptor(2))
        #expect(try OutputDestination.of(URL(fileURLWithPath: "/proc/self/fd/1")) == .descriptor(1))
        #expect(OutputDestination.isStandardOutput("/dev/fd/1"))
        #expect(!OutputDestination.isStandardOutput("/dev/fd/2"))
        #expect(throws: SystemError.output("cannot write /dev/stdin: it is standard input")) {
            _ = try OutputDestination.of(URL(fileURLWithPath: "/dev/stdin"))
        }
        #expect(throws: SystemError.output("cannot write /dev/fd/987654: descriptor 987654 is not open")) {
            _ = try OutputDestination.of(URL(fileURLWithPath: "/dev/fd/987654"))
        }
        // A descriptor of this process: the bytes arrive on it, in order.
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        try commit("through a descriptor", to: URL(fileURLWithPath: "/dev/fd/\(fds[1])"))
        close(fds[1])
        let read = FileHandle(fileDescriptor: fds[0]).readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == "through a descriptor")
    }
}

/// A value shared with a thread the test starts.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
