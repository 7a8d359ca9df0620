import CChildSpawn
import Foundation

/// What a pipe's writer asks of the kernel beyond write(2): the pipe's
/// capacity, what is still unread in it, and vmsplice(2).
package enum PipeBuffer {
    /// Enlarges the pipe `fd` to hold `bytes` and a page more (a frame and
    /// its marker). Linux pipes hold 64 KiB by default, so writing a frame
    /// would block until the reader had taken most of it; a pipe that holds
    /// a frame lets the next be handed over while ffmpeg encodes this one
    /// (or sends a paletted frame while chartreel takes the one before),
    /// and lets a frame written by reference be read behind the writer
    /// (`splice`). Halves the request while the system refuses it (above
    /// /proc/sys/fs/pipe-max-size, 1 MiB for users without
    /// CAP_SYS_RESOURCE), never below the default 64 KiB. Best effort.
    package static func enlarge(_ fd: Int32, toHold bytes: Int) {
        var size = min(bytes + 4096, 64 << 20)
        while size > 65536 && chartreel_set_pipe_size(fd, Int32(size)) < 0 { size /= 2 }
    }

    /// The most bytes the pipe holds, or nil when the kernel does not say.
    package static func capacity(_ fd: Int32) -> Int? {
        let size = chartreel_pipe_size(fd)
        return size > 0 ? Int(size) : nil
    }

    /// Bytes written and not read yet, or nil when the kernel does not say.
    package static func unread(_ fd: Int32) -> Int? {
        let bytes = chartreel_pipe_unread(fd)
        return bytes >= 0 ? Int(bytes) : nil
    }

    /// vmsplice(2) of `count` vectors, never blocking: the pipe takes
    /// references to the pages instead of copies of the bytes, which must
    /// therefore stay unchanged until the reader has read them. The bytes
    /// taken, or -1 with errno set (EAGAIN: the pipe is full).
    package static func splice(_ fd: Int32, _ vectors: UnsafePointer<iovec>, count: Int32) -> Int {
        chartreel_vmsplice(fd, vectors, count)
    }
}
