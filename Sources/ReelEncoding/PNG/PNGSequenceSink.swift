import Foundation
import ReelRaster
import ReelSystem

/// Every frame as a PNG in a folder, without ffmpeg. Frames are compressed
/// on other threads while the next ones render; they are written into the
/// work area and moved into the folder only when all are done, after which
/// frames a longer earlier render left there are removed.
///
/// Only files the folder's `FrameRecord` lists are ever replaced or
/// removed: a folder without a record must be empty (but for chartreel's
/// own work areas), and a frame's name taken by a file the record does not
/// list stops the render before its first frame.
final class PNGSequenceSink: FrameSink, @unchecked Sendable {
    private let request: SinkRequest
    private let pattern: FramePattern
    /// Frames an earlier render wrote here, which this one may replace or remove.
    private let earlier: Set<String>
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?

    init(_ request: SinkRequest) throws {
        self.request = request
        pattern = try FramePattern(path: request.work.target.path)
        slots = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount + 1))
        earlier = try Self.ownedFrames(in: pattern.folder)
        try refuseTakenNames(frameNames)
    }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        try takeFailure()
        let bytes = [UInt8](frame)
        let (spec, url) = (request.spec, request.work.file(pattern.name(index)))
        slots.wait()
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { slots.signal(); group.leave() }
            do {
                let png = try bytes.withUnsafeBytes { try Canvas(rgba: $0, width: spec.width, height: spec.height).pngData() }
                if let code = FileBytes.write(png, to: url.path) {
                    throw SystemError.output("cannot write frame \(url.lastPathComponent): " + FileBytes.reason(code, at: request.work.directory))
                }
            } catch {
                lock.lock()
                if failure == nil { failure = error }
                lock.unlock()
            }
        }
    }

    func endPass() throws -> Bool {
        group.wait()
        try takeFailure()
        return false
    }

    func finish() throws -> EncodeResult {
        let names = frameNames
        let written = Set(names)
        try refuseTakenNames(names)
        // Listed before they arrive, so a crash part-way leaves no frame unlisted.
        try FrameRecord(names: earlier.union(written)).write(in: pattern.folder, through: request.work)
        for name in names {
            guard rename(request.work.file(name).path, pattern.folder.appendingPathComponent(name).path) == 0 else {
                let reason = String(cString: strerror(errno))
                request.work.discard()
                throw SystemError.output("cannot move frame \(name) into \(pattern.folder.path): \(reason)")
            }
        }
        var replaced = 0
        for name in earlier {
            let path = pattern.folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            replaced += 1
            if !written.contains(name) && info.st_mode & S_IFMT != S_IFDIR { unlink(path) }
        }
        try FrameRecord(names: written).write(in: pattern.folder, through: request.work)
        request.work.discard()
        var result = EncodeResult(width: request.spec.width, height: request.spec.height)
        result.notes = replaced == 0 ? [] : ["replaced the \(replaced) frames in \(pattern.folder.path)"]
        return result
    }

    func cancel() {
        group.wait()
        request.work.discard()
    }

    private func takeFailure() throws {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
    }

    /// The frames the folder's record lists; refuses a folder holding other
    /// files and no record.
    private static func ownedFrames(in folder: URL) throws -> Set<String> {
        if let record = try FrameRecord.read(in: folder) { return record.names }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let foreign = names.filter { !PrivateFolder.isFolderName($0) }.sorted()
        guard foreign.isEmpty else {
            let listed = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", ..." : "")
            throw SystemError.output("cannot write frames into \(folder.path): it holds files chartreel did not write "
                                       + "(\(listed)); give a new or empty folder")
        }
        return []
    }

    /// The file names of this render's frames, in order.
    private var frameNames: [String] { (0..<request.spec.frameCount).map(pattern.name) }

    /// Refuses a frame name in `names` that a file the record does not list already has.
    private func refuseTakenNames(_ names: [String]) throws {
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: pattern.folder.path)) ?? [])
        for name in names where present.contains(name) && !earlier.contains(name) {
            throw SystemError.output("cannot write frames into \(pattern.folder.path): \(name) is there already "
                                       + "and chartreel did not write it; move it, or give a new or empty folder")
        }
    }
}
