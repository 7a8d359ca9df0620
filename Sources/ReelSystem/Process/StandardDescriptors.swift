import CChildSpawn

/// Descriptors 0, 1 and 2 kept taken. A program started with one of them
/// closed (`chartreel render - <&-`) would hand that number to the next file
/// it opens: a pipe would become "standard input", a frame file "standard
/// output". Reserving them with /dev/null, opened write-only, first keeps
/// every later descriptor above 2: reading the closed standard input still
/// fails (EBADF), and what is written to a closed output is dropped.
package struct StandardDescriptors: Sendable, Equatable {
    /// Which of the three were closed when `reserve` ran.
    package let inputWasClosed: Bool
    package let outputWasClosed: Bool
    package let errorWasClosed: Bool

    /// Opens /dev/null (write-only) onto each closed standard descriptor. Call it first
    /// thing in `main`, before anything opens a file.
    package static func reserve() -> StandardDescriptors {
        let closed = chartreel_reserve_standard_fds()
        return StandardDescriptors(inputWasClosed: closed & 1 != 0, outputWasClosed: closed & 2 != 0,
                                   errorWasClosed: closed & 4 != 0)
    }
}
