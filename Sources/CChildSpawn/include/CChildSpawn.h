#ifndef CCHILDSPAWN_H
#define CCHILDSPAWN_H

#include <sys/types.h>
#include <sys/uio.h>

/// Starts `path` with `argv` and `envp` (NULL: this process's environment)
/// as a child that cannot outlive its parent, in a process group of its own
/// (so the parent can stop the child together with anything it starts).
///
/// `stdin_fd`, `stdout_fd` and `stderr_fd` become the child's 0, 1 and 2;
/// -1 gives it /dev/null instead. Every other descriptor is closed in the
/// child, every signal is unblocked and set back to its default action.
///
/// Returns the child's pid, or -1 with `*error` set to the errno of what
/// failed (fork, or exec in the child: ENOENT, EACCES, ENOEXEC...).
pid_t chartreel_spawn(const char *path, char *const argv[], char *const envp[],
                      int stdin_fd, int stdout_fd, int stderr_fd, int *error);

/// A descriptor that becomes readable when `pid` (a child) exits, or -1
/// when the kernel has no pidfd_open (before Linux 5.3).
int chartreel_pidfd_open(pid_t pid);

/// pipe2(fds, O_CLOEXEC): a pipe no child inherits by accident.
int chartreel_pipe(int fds[2]);

/// Opens /dev/null, write-only, onto each of 0, 1 and 2 that is closed
/// (a read still fails as from a closed descriptor), so that files
/// opened later never take a standard descriptor. Returns a bit mask of
/// the descriptors that were closed (1: stdin, 2: stdout, 4: stderr).
int chartreel_reserve_standard_fds(void);

/// vmsplice(2) of `vectors` into the pipe `fd`, never blocking: the pipe
/// takes references to the pages rather than copies, so the bytes must
/// stay unchanged until the reader has read them. Returns the bytes taken,
/// or -1 with errno (EAGAIN: the pipe is full).
long chartreel_vmsplice(int fd, const struct iovec *vectors, int count);

/// The bytes the pipe `fd` holds at most (F_GETPIPE_SZ), or -1.
int chartreel_pipe_size(int fd);

/// Sets the pipe's capacity (F_SETPIPE_SZ; rounded up to a power of two
/// pages), returning it, or -1 (EPERM above /proc/sys/fs/pipe-max-size).
int chartreel_set_pipe_size(int fd, int bytes);

/// The bytes written to the pipe `fd` and not read yet (FIONREAD), or -1.
int chartreel_pipe_unread(int fd);

/// The calling thread's kernel id (gettid), as sched_setscheduler takes it.
int chartreel_thread_id(void);

/// Sets thread `tid`'s scheduling policy to SCHED_IDLE (`idle` nonzero) or
/// to `policy`; 0, or -1 with errno.
int chartreel_set_thread_policy(int tid, int idle, int policy);

/// Thread `tid`'s scheduling policy (0: the calling thread's), or -1 with errno.
int chartreel_thread_policy(int tid);

/// Whether thread `tid` is under SCHED_IDLE.
int chartreel_thread_is_idle(int tid);

/// The policies a thread may go back to from SCHED_IDLE: SCHED_OTHER and SCHED_BATCH.
int chartreel_is_fair_policy(int policy);

#endif
