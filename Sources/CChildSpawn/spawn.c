#define _GNU_SOURCE
#include "CChildSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
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

static void child(const char *path, char *const argv[], char *const envp[],
                  int fds[3], pid_t parent, int report) {
    // Dies with the parent even when it is killed by SIGKILL. A parent that
    // died before this line is no longer our parent: do not run at all.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(report, errno);
    if (getppid() != parent) _exit(127);
    setpgid(0, 0);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (int signal = 1; signal < NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) {
            struct sigaction action = {0};
            action.sa_handler = SIG_DFL;
            sigaction(signal, &action, NULL);
        }
    }
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
    execve(path, argv, envp ? envp : environ);
    fail(report, errno);
}

pid_t chartreel_spawn(const char *path, char *const argv[], char *const envp[],
                      int stdin_fd, int stdout_fd, int stderr_fd, int *error) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        *error = errno;
        return -1;
    }
    pid_t parent = getpid();
    int fds[3] = {stdin_fd, stdout_fd, stderr_fd};
    pid_t pid = fork();
    if (pid < 0) {
        *error = errno;
        close(report[0]);
        close(report[1]);
        return -1;
    }
    if (pid == 0) child(path, argv, envp, fds, parent, report[1]);
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
