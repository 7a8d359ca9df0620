import Foundation
import ReelRaster

/// Every frame as a PNG in a folder, without ffmpeg. Frames are compressed
/// on other threads while the next ones render; they are written into the
/// work area and moved into the folder only when all are done, after which
/// frames a longer earlier render left there are removed.
///
/// The folder may hold only earlier frames of the same pattern: writing into
/// a folder of other files could mix or, when cleaning up, delete them.
final class PNGSequenceSink: FrameSink, @unchecked Sendable {
    private let request: SinkRequest
    private let pattern: FramePattern
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?

    init(_ request: SinkRequest) throws {
        self.request = request
        pattern = try FramePattern(path: request.work.target.path)
        slots = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount + 1))
        try refuseForeignFiles()
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
                guard FileManager.default.createFile(atPath: url.path, contents: Data(png)) else {
                    throw EncodingError.output("cannot write \(url.path)" + DiskSpace.fullHint(at: url))
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
        let manager = FileManager.default
        let old = try existingFrames()
        for index in 0..<request.spec.frameCount {
            let name = pattern.name(index)
            guard rename(request.work.file(name).path, pattern.folder.appendingPathComponent(name).path) == 0 else {
                let reason = String(cString: strerror(errno))
                request.work.discard()
                throw EncodingError.output("cannot move frame \(name) into \(pattern.folder.path): \(reason)")
            }
        }
        for (name, index) in old where index >= request.spec.frameCount {
            try? manager.removeItem(at: pattern.folder.appendingPathComponent(name))
        }
        request.work.discard()
        var result = EncodeResult(width: request.spec.width, height: request.spec.height)
        result.notes = old.isEmpty ? [] : ["replaced the \(old.count) frames in \(pattern.folder.path)"]
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

    /// Frames of this pattern already in the folder, by name.
    private func existingFrames() throws -> [(String, Int)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: pattern.folder.path)
        return names.compactMap { name in pattern.index(of: name).map { (name, $0) } }
    }

    private func refuseForeignFiles() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pattern.folder.path)) ?? []
        let foreign = names.filter { !$0.hasPrefix(".chartreel-") && pattern.index(of: $0) == nil }.sorted()
        guard foreign.isEmpty else {
            let listed = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", ..." : "")
            throw EncodingError.output("cannot write frames into \(pattern.folder.path): it holds other files (\(listed)); "
                                       + "give a new or empty folder, or one holding only earlier frames")
        }
    }
}
