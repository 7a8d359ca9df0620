import CHeap

/// How this process's allocator treats large blocks.
///
/// A frame is drawn into buffers of a few MB that are freed when it is
/// sent, and their sizes change from frame to frame. glibc's adaptive
/// thresholds go on mapping such blocks afresh and giving them back, so
/// frames paid the kernel for faulting in and zeroing pages: chartreel's
/// CPU on the line bench scene's MP4 went from 0.228 to 0.199 s (medians
/// of 5) with the blocks kept on the heap for the next frame.
package enum ProcessHeap {
    /// Blocks up to this size come from the heap (glibc's maximum is 32 MiB).
    package static let largestHeapBlock = 32 << 20

    /// Keeps large freed blocks for reuse. Call it first thing in `main`,
    /// before threads start. Returns whether the allocator took the setting.
    @discardableResult
    package static func keepLargeBlocks() -> Bool {
        chartreel_keep_large_blocks(largestHeapBlock) == 1
    }

    /// Gives what the heap keeps free back to the system (malloc_trim):
    /// free blocks between blocks in use, in every thread's arena, and the
    /// free top of the main one (glibc leaves the top of another thread's
    /// arena alone). `keepLargeBlocks` trades memory for speed within a
    /// stage of work whose blocks come back; between stages (a GIF's two
    /// passes: the canvas, then the writer's buffers) the kept blocks would
    /// only add one stage's peak to the next one's. At 4K the canvas goes
    /// back between the passes (78 MB resident down to 44 MB).
    package static func releaseFreeMemory() {
        chartreel_release_free_memory()
    }
}
