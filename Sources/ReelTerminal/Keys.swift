/// What a key press asks the player to do.
package enum PlayerKey: Sendable, Hashable {
    case togglePause, stepBack, stepForward, toggleLoop, quit
}

/// Reads key presses from raw terminal input: bytes, not lines.
package enum KeyDecoder {
    /// The keys in `bytes`, in order; anything else is ignored. Arrows come
    /// as `ESC [ D` / `ESC [ C` (or `ESC O D` / `ESC O C` in application mode).
    package static func keys(in bytes: [UInt8]) -> [PlayerKey] {
        var keys: [PlayerKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1b, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                switch bytes[index + 2] {
                case UInt8(ascii: "C"): keys.append(.stepForward)
                case UInt8(ascii: "D"): keys.append(.stepBack)
                default: break
                }
                index += 3
                continue
            }
            switch byte {
            case UInt8(ascii: " "): keys.append(.togglePause)
            case UInt8(ascii: "l"), UInt8(ascii: "L"): keys.append(.toggleLoop)
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03: keys.append(.quit)
            default: break
            }
            index += 1
        }
        return keys
    }
}
