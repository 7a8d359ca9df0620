import Foundation
import ReelSystem

/// The file names of a folder of frames: `frames/%04d.png` numbers them
/// from 0 with at least four digits; a folder alone gets `%04d.png`.
package struct FramePattern: Sendable, Hashable {
    package let folder: URL
    package let prefix: String
    package let digits: Int
    package let suffix: String

    /// Widest zero padding of a frame number: nine digits count a
    /// billion frames, far more than a scene's longest clip.
    package static let maximumDigits = 9

    /// Whether `path` names frames: it ends in `/`, is an existing folder, or
    /// its last component holds a `%d` or `%0Nd` placeholder.
    package static func names(_ path: String) -> Bool {
        if path.hasSuffix("/") { return true }
        var isDirectory: ObjCBool = false
        // A folder named like an animation (`out.gif/`) is a mistaken target, not a frames folder.
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return VideoFormat(pathExtension: (path as NSString).pathExtension) == nil
        }
        return (path as NSString).lastPathComponent.contains("%")
    }

    /// The pattern of `path` (a folder, or a folder and a name with one
    /// placeholder ending in .png); throws a message saying what to write.
    package init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        let existingFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        if path.hasSuffix("/") || existingFolder {
            (folder, prefix, digits, suffix) = (url, "", 4, ".png")
            return
        }
        let name = url.lastPathComponent
        guard let percent = name.firstIndex(of: "%"),
              let d = name[percent...].firstIndex(of: "d"),
              name[name.index(after: percent)..<d].allSatisfy({ $0.isASCII && $0.isNumber }),
              !name[name.index(after: d)...].contains("%") else {
            throw EncodingError.unusable("\(path): a frame name needs one %d or %04d placeholder, like frames/%04d.png")
        }
        let width = String(name[name.index(after: percent)..<d])
        // Leading zeros only say "pad with zeros"; what follows is the width.
        let padding = width.drop { $0 == "0" }
        guard padding.count <= 2, (Int(padding) ?? 0) <= Self.maximumDigits else {
            let asked = padding.count <= 6 ? "\(padding) digits" : "\(padding.count)-digit widths"
            throw EncodingError.unusable("\((path as NSString).lastPathComponent.prefix(40)): frame numbers padded to \(asked); "
                                       + "at most \(Self.maximumDigits) digits, like %04d")
        }
        guard name.lowercased().hasSuffix(".png") else {
            throw EncodingError.unusable("\(path): frames are PNG files; end the name with .png, like frames/%04d.png")
        }
        folder = url.deletingLastPathComponent()
        prefix = String(name[..<percent])
        digits = Int(padding) ?? 0
        suffix = String(name[name.index(after: d)...])
        // Caught here, not by the file system at the first frame: room for a frame number of up to 9 digits.
        let longest = prefix.utf8.count + Self.maximumDigits + suffix.utf8.count
        if longest > Int(NAME_MAX) {
            throw EncodingError.unusable("\(path): frame names would be up to \(longest) bytes long; "
                                       + "at most \(NAME_MAX) are allowed: shorten the name around the %d")
        }
    }

    /// The file name of frame `index`.
    package func name(_ index: Int) -> String {
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
    }

    /// The frame index `name` stands for, if it follows the pattern.
    package func index(of name: String) -> Int? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let number = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }), number.count >= max(digits, 1) else { return nil }
        return Int(number)
    }

    /// The pattern as a path (`folder/prefix%0Nd suffix`): the target of a frames render.
    package var path: String { folder.appendingPathComponent("\(prefix)%0\(digits)d\(suffix)").path }
}
