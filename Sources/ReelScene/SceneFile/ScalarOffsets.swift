/// Turns libyaml's positions, counted in Unicode scalars, into byte offsets
/// of UTF-8 text in constant time: the byte offset of every `stride`-th
/// scalar is kept, and at most `stride - 1` scalars are walked from there.
struct ScalarOffsets {
    private static let stride = 64
    private let bytes: [UInt8]
    /// Bytes before the first scalar libyaml counts (a byte-order mark).
    private let start: Int
    private var checkpoints: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scalars = 0
        for i in start..<bytes.count where !Self.isContinuation(bytes[i]) {
            if scalars % Self.stride == 0 { checkpoints.append(i) }
            scalars += 1
        }
    }

    /// The byte offset of scalar number `index` (0-based), or the end of the text.
    func byteOffset(ofScalar index: Int) -> Int {
        let checkpoint = max(index, 0) / Self.stride
        guard checkpoint < checkpoints.count else { return bytes.count }
        var offset = checkpoints[checkpoint]
        for _ in 0..<(max(index, 0) % Self.stride) {
            offset += 1
            while offset < bytes.count, Self.isContinuation(bytes[offset]) { offset += 1 }
        }
        return min(offset, bytes.count)
    }

    /// UTF-8 continuation bytes (10xxxxxx) belong to the scalar before them.
    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
