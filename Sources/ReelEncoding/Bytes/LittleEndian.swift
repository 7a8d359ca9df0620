/// Numbers as little-endian bytes, the order GIF and ZIP write them in.
enum LittleEndian {
    /// The low 16 bits of `value`.
    static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// The low 32 bits of `value`.
    static func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16 & 0xFFFF) }
}
