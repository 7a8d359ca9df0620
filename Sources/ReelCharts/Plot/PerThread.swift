import Foundation

/// One object per thread under a name: render workers are threads, so
/// state kept here (memos of layouts and labels) is never shared and takes no lock.
enum PerThread {
    /// This thread's object for `slot`, made by `make` the first time.
    static func object<Object: AnyObject>(_ slot: String, _ make: () -> Object) -> Object {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[slot] as? Object { return existing }
        let object = make()
        dictionary[slot] = object
        return object
    }
}
