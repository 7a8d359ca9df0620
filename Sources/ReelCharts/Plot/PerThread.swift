#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread and slot: render workers are threads, so state kept
/// here (memos of layouts, fits and labels) is never shared and takes no lock.
enum PerThread {
    /// A thread-local place for one object, through a pthread key: looking
    /// it up is a load, where Foundation's thread dictionary took a
    /// bridged dictionary lookup (2 % of a stacked-bars frame).
    final class Slot<Object: AnyObject>: @unchecked Sendable {
        private var key = pthread_key_t()
        private let make: () -> Object

        /// `make` builds a thread's object the first time it asks.
        init(_ make: @escaping () -> Object) {
            self.make = make
            // The thread's reference is released when the thread exits.
            let created = pthread_key_create(&key) { pointer in
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            }
            precondition(created == 0, "no pthread key left for a per-thread memo")
        }

        /// This thread's object.
        var object: Object {
            if let pointer = pthread_getspecific(key) {
                return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as! Object
            }
            let object = make()
            pthread_setspecific(key, Unmanaged.passRetained(object as AnyObject).toOpaque())
            return object
        }
    }
}
