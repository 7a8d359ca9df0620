import Foundation
#if canImport(Glibc)
import Glibc
import ReelSystem
#endif

/// rlottie, Samsung's Lottie player (Telegram's), opened when `check` first
/// meets a Lottie asset. chartreel does not link it: writing Lottie needs
/// nothing, and only checking a Lottie asset needs the player (Debian's
/// `librlottie0-1`), so a machine without it loses that one feature.
package struct RLottie: @unchecked Sendable {
    typealias FromData = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer) -> Void
    typealias Render = @convention(c) (OpaquePointer, Int, UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void

    private let fromData: FromData
    private let destroy: Destroy
    private let render: Render

    /// The library's names, Debian's soname first.
    static let names = ["librlottie.so.0-1", "librlottie.so.0", "librlottie.so"]

    /// Opens `CHARTREEL_RLOTTIE` (a path to the library) when set, else the
    /// first of `names` the dynamic linker finds.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RLottie {
        if let override = environment["CHARTREEL_RLOTTIE"], !override.isEmpty {
            let library: SharedLibrary
            do { library = try SharedLibrary(override) } catch {
                throw SystemError.output("CHARTREEL_RLOTTIE=\(override) cannot be opened: \(error)")
            }
            return try RLottie(library)
        }
        for name in names {
            if let library = try? SharedLibrary(name) { return try RLottie(library) }
        }
        throw SystemError.output("comparing a Lottie document needs rlottie to play it: apt-get install librlottie0-1 "
                                   + "(or set CHARTREEL_RLOTTIE to the library's path)")
    }

    private init(_ library: SharedLibrary) throws {
        do {
            fromData = try library.function("lottie_animation_from_data", as: FromData.self)
            destroy = try library.function("lottie_animation_destroy", as: Destroy.self)
            render = try library.function("lottie_animation_render", as: Render.self)
        } catch {
            throw SystemError.output("\(library.name) is not rlottie: \(error)")
        }
    }

    /// A document loaded in the player, freed when released.
    final class Animation {
        private let library: RLottie
        private let pointer: OpaquePointer

        /// nil when rlottie cannot read `json`.
        init?(_ json: String, library: RLottie) {
            // No resource folder: an admitted document refers to no files.
            guard let pointer = json.withCString({ library.fromData($0, "", "") }) else { return nil }
            (self.library, self.pointer) = (library, pointer)
        }

        deinit { library.destroy(pointer) }

        /// Frame `index` at `width` x `height` as straight RGBA bytes (rlottie
        /// draws premultiplied BGRA, as 32-bit words in the machine's order).
        func frame(_ index: Int, width: Int, height: Int) -> [UInt8] {
            var words = [UInt32](repeating: 0, count: width * height)
            words.withUnsafeMutableBufferPointer { library.render(pointer, index, $0.baseAddress!, width, height, width * 4) }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for (i, word) in words.enumerated() where word != 0 {
                let alpha = Int(word >> 24)
                guard alpha > 0 else { continue }
                let straight = { (channel: UInt32) in UInt8(min(255, (Int(channel & 0xFF) * 255 + alpha / 2) / alpha)) }
                rgba[i * 4] = straight(word >> 16)
                rgba[i * 4 + 1] = straight(word >> 8)
                rgba[i * 4 + 2] = straight(word)
                rgba[i * 4 + 3] = UInt8(alpha)
            }
            return rgba
        }
    }
}
