#define _GNU_SOURCE
#include "CChildSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SYS_close_range
#define SYS_close_range 436
#endif
#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif

extern char **environ;

/// Reports `code` through the exec-error pipe and exits; the child must not
/// return into the parent's code (only async-signal-safe calls until exec).
static void fail(int report, int code) {
    ssize_t ignored = write(report, &code, sizeof code);
    (void)ignored;
    _exit(127);
}

/// Moves `fd` (or /dev/null for -1) onto `target`. Sources are first
/// copied above 2 so that one standard descriptor never overwrites another
/// before it has been moved.
static int lift(int fd, int report) {
    if (fd < 0) {
        fd = open("/dev/null", O_RDWR | O_CLOEXEC);
        if (fd < 0) fail(report, errno);
    }
    int lifted = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (lifted < 0) fail(report, errno);
    return lifted;
}

/// Closes `first` to `last`, with one system call where the kernel has it.
static void close_between(int first, unsigned last) {
    if (first > (int)last) return;
    if (syscall(SYS_close_range, (unsigned)first, last, 0) == 0) return;
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (long fd = first; fd < limit && fd <= (long)last; fd++) close((int)fd);
}

/// Sets `signal` back to its default action; also the two real-time
/// signals glibc keeps for itself (and refuses in sigaction), which an
/// ignoring parent would otherwise pass on ignored through exec.
static void reset(int signal) {
    struct sigaction action = {0};
    action.sa_handler = SIG_DFL;
    if (sigaction(signal, &action, NULL) == 0 || errno != EINVAL) return;
    struct { void *handler; unsigned long flags; void *restorer; unsigned long mask; } kernel = {0};
    kernel.handler = (void *)SIG_DFL;
    syscall(SYS_rt_sigaction, signal, &kernel, NULL, sizeof kernel.mask);
}

/// What the child needs, on the parent's stack (the child shares its memory).
struct spawn_request {
    const char *path;
    char *const *argv;
    char *const *envp;
    int fds[3];
    pid_t parent;
    int report;
};

/// The child, on a stack of its own in the parent's memory until it execs:
/// every signal is blocked when it starts, and handlers are set back to
/// their defaults before any is let through, so none of the parent's runs here.
static int child(void *argument) {
    struct spawn_request *request = argument;
    int report = request->report;
    // Dies with the parent even when it is killed by SIGKILL. A parent that
    // died before this line is no longer our parent: do not run at all.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(report, errno);
    if (getppid() != request->parent) _exit(127);
    setpgid(0, 0);
    for (int signal = 1; signal < NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) reset(signal);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    const int *fds = request->fds;
    int lifted[3];
    for (int i = 0; i < 3; i++) lifted[i] = lift(fds[i], report);
    for (int i = 0; i < 3; i++) {
        if (dup2(lifted[i], i) < 0) fail(report, errno);
    }
    // The report pipe is close-on-exec: keep it above the rest for now.
    int high = fcntl(report, F_DUPFD_CLOEXEC, 1000);
    if (high >= 0) report = high;
    close_between(3, (unsigned)report - 1);
    close_between(report + 1, ~0U);
    execve(request->path, request->argv, request->envp ? request->envp : environ);
    fail(report, errno);
    return 127;
}

/// Stack of the child until it execs: `child` and the calls it makes need a few KB.
#define CHILD_STACK (64 * 1024)

pid_t chartreel_spawn(const char *path, char *const argv[], char *const envp[],
                      int stdin_fd, int stdout_fd, int stderr_fd, int *error) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        *error = errno;
        return -1;
    }
    struct spawn_request request = {path, argv, envp, {stdin_fd, stdout_fd, stderr_fd}, getpid(), report[1]};
    // As posix_spawn does: the child shares this memory and this thread
    // waits (CLONE_VFORK) until it has exec'd or failed, so no page table is
    // copied for a process of a hundred megabytes only to be thrown away.
    void *stack = mmap(NULL, CHILD_STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) {
        *error = errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    pid_t pid = clone(child, (char *)stack + CHILD_STACK, CLONE_VM | CLONE_VFORK | SIGCHLD, &request);
    int cloned = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, CHILD_STACK);
    if (pid < 0) {
        *error = cloned;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    close(report[1]);
    int code = 0;
    ssize_t got;
    do {
        got = read(report[0], &code, sizeof code);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof code) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        *error = code;
        return -1;
    }
    return pid;
}

int chartreel_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}

int chartreel_reserve_standard_fds(void) {
    int closed = 0;
    for (int fd = 0; fd < 3; fd++) {
        if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF) continue;
        closed |= 1 << fd;
        // Write-only, whichever it is: reading a closed standard input
        // still fails (EBADF) as it would have, writing to a closed output
        // is discarded. open returns the lowest free descriptor: this one.
        int opened = open("/dev/null", O_WRONLY);
        if (opened >= 0 && opened != fd) {
            dup2(opened, fd);
            close(opened);
        }
    }
    return closed;
}

int chartreel_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}
