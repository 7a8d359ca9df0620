#define _GNU_SOURCE
#include "CChildSpawn.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/uio.h>

long chartreel_vmsplice(int fd, const struct iovec *vectors, int count) {
    return (long)vmsplice(fd, vectors, (unsigned long)count, SPLICE_F_NONBLOCK);
}

int chartreel_pipe_size(int fd) {
    return fcntl(fd, F_GETPIPE_SZ);
}

int chartreel_set_pipe_size(int fd, int bytes) {
    return fcntl(fd, F_SETPIPE_SZ, bytes);
}

int chartreel_pipe_unread(int fd) {
    int bytes = 0;
    return ioctl(fd, FIONREAD, &bytes) == 0 ? bytes : -1;
}
