import Foundation

/// Plain words for what the system said: "permission denied", never an
/// NSError dump. Foundation's file errors (CocoaError, NSError in
/// NSPOSIXErrorDomain) and raw errno values read the same way.
package enum SystemErrorText {
    /// The reason for errno `code`, lower case, as strerror words it, with
    /// a hint where strerror's words do not say what to do.
    package static func reason(errno code: Int32) -> String {
        switch code {
        case ENOEXEC: return "exec format error (a script needs a #! line)"
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENOSPC: return "no space left on device"
        case EROFS: return "read-only file system"
        case EEXIST: return "already exists"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// The reason `error` gives, if it is one of the system's or
    /// Foundation's file errors; nil for any other error.
    package static func reason(of error: Error) -> String? {
        if let posix = error as? POSIXError { return reason(errno: posix.code.rawValue) }
        let ns = error as NSError
        if let code = posixCode(ns) { return reason(errno: code) }
        // Only the file errors (codes below 1024); 3840 is malformed JSON, for one.
        guard ns.domain == NSCocoaErrorDomain, ns.code < 1024 else { return nil }
        return cocoaReasons[ns.code] ?? (ns.code >= 512 ? "cannot write" : "cannot read")
    }

    /// The file `error` is about, when it names one.
    package static func path(of error: Error) -> String? {
        let info = (error as NSError).userInfo
        return info[NSFilePathErrorKey] as? String ?? (info[NSURLErrorKey] as? URL)?.path
    }

    /// "PATH: reason" for a system or Foundation file error (`path` when the
    /// error names no file); nil for any other error.
    package static func line(for error: Error, path fallback: String? = nil) -> String? {
        guard let reason = reason(of: error) else { return nil }
        guard let path = path(of: error) ?? fallback else { return reason }
        return "\(path): \(reason)"
    }

    /// The errno under a Foundation error, from its own domain or the error it wraps.
    private static func posixCode(_ error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return nil
    }

    /// CocoaError codes without an errno under them.
    private static let cocoaReasons: [Int: String] = [
        CocoaError.fileNoSuchFile.rawValue: reason(errno: ENOENT),
        CocoaError.fileReadNoSuchFile.rawValue: reason(errno: ENOENT),
        CocoaError.fileReadNoPermission.rawValue: reason(errno: EACCES),
        CocoaError.fileWriteNoPermission.rawValue: reason(errno: EACCES),
        CocoaError.fileWriteOutOfSpace.rawValue: reason(errno: ENOSPC),
        CocoaError.fileWriteVolumeReadOnly.rawValue: reason(errno: EROFS),
        CocoaError.fileWriteFileExists.rawValue: reason(errno: EEXIST),
        CocoaError.fileReadTooLarge.rawValue: "file too large",
        CocoaError.fileReadCorruptFile.rawValue: "unreadable contents",
        CocoaError.fileWriteInvalidFileName.rawValue: "invalid file name",
    ]
}
