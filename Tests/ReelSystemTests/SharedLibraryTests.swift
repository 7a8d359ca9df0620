import Glibc
import Testing

@testable import ReelSystem

/// `SharedLibrary`: a library opened by name, its functions taken as C
/// function types, and the dynamic linker's reasons when either is missing.
@Suite struct SharedLibraryTests {
    @Test func aFunctionTakenFromTheLibraryIsTheFunction() throws {
        let libc = try SharedLibrary("libc.so.6")
        let strlen = try libc.function("strlen", as: (@convention(c) (UnsafePointer<CChar>) -> Int).self)
        #expect("seventeen letters".withCString { strlen($0) } == 17)
        let getpid = try libc.function("getpid", as: (@convention(c) () -> Int32).self)
        #expect(getpid() == Glibc.getpid())
    }

    @Test func aMissingLibraryIsNamedWithTheLinkersReason() {
        #expect {
            try SharedLibrary("libchartreel-absent.so.9")
        } throws: { error in
            let failure = error as? SharedLibrary.Failure
            return failure?.name == "libchartreel-absent.so.9"
                && failure?.reason.contains("libchartreel-absent.so.9: cannot open shared object file") == true
        }
    }

    @Test func aMissingFunctionIsNamed() throws {
        let libc = try SharedLibrary("libc.so.6")
        #expect {
            try libc.function("chartreel_no_such_function", as: (@convention(c) () -> Void).self)
        } throws: { error in
            (error as? SharedLibrary.Failure)?.reason == "it has no chartreel_no_such_function"
        }
    }
}
