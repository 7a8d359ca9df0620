#if canImport(Glibc)
import Glibc
#endif

/// A shared object opened at run time rather than linked: for a library
/// only some commands need (rlottie, to check a Lottie asset) or one whose
/// own dependencies are costly to bind when chartreel starts (libgd). It
/// stays open for the process: libraries keep state that unloading would
/// leave dangling, and the functions taken from it are kept in tables.
package struct SharedLibrary: @unchecked Sendable {
    /// The name or path it was opened by.
    package let name: String
    private let handle: UnsafeMutableRawPointer

    /// Opens `name` (a soname the dynamic linker looks up, or a path),
    /// binding every symbol now; throws the dynamic linker's reason.
    package init(_ name: String) throws(Failure) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw Failure(name: name, reason: dlerror().map { String(cString: $0) } ?? "not found")
        }
        (self.name, self.handle) = (name, handle)
    }

    /// The function `symbol` as the C function type `F` (given, or the type
    /// the result is stored as); throws when the library has none.
    package func function<F>(_ symbol: String, as _: F.Type = F.self) throws(Failure) -> F {
        guard let address = dlsym(handle, symbol) else { throw Failure(name: name, reason: "it has no \(symbol)") }
        return unsafeBitCast(address, to: F.self)
    }

    /// Why a library or one of its functions could not be had.
    package struct Failure: Error, CustomStringConvertible {
        package let name: String
        package let reason: String
        package var description: String { reason }
    }
}
