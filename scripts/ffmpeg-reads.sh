#!/usr/bin/env bash
# When ffmpeg reads the frames, under chartreel and in the floor: renders
# SCENE's MP4 with this checkout's chartreel, then feeds a second ffmpeg the
# very frames and arguments chartreel gave it, through a pipe enlarged to
# hold a frame (as `make bench`'s floor does). For each run it prints, from
# ffmpeg's own start (its constructors, after it has loaded its libraries):
# its first read, when a quarter, half and all of the bytes were read, and
# its exit; and the wall time of the whole command. Curves that match mean
# no frame reached ffmpeg late, so what is left between the totals is the
# work before ffmpeg is spawned and after it exits.
#   scripts/ffmpeg-reads.sh SCENE [RUNS]     (default 3 runs, each both ways)
# Needs cc (the read log is an LD_PRELOAD shim) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
scene=${1:?usage: scripts/ffmpeg-reads.sh SCENE [RUNS]}
runs=${2:-3}
chartreel=.build/release/chartreel
[ -x "$chartreel" ] || { echo "ffmpeg-reads: build chartreel first (make build)" >&2; exit 2; }
ffmpeg=$(command -v ffmpeg)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The shim logs each read of standard input (milliseconds since its
# constructor, bytes so far) and the exit, into $READS_LOG.
cat > "$work/reads.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
enum { most = 1 << 16 };
static struct timespec start;
static double at[most];
static long long total[most];
static int count;
static long long sum;
__attribute__((constructor)) static void begin(void) { clock_gettime(CLOCK_MONOTONIC, &start); }
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (t.tv_sec - start.tv_sec) * 1e3 + (t.tv_nsec - start.tv_nsec) / 1e6;
}
ssize_t read(int fd, void *buffer, size_t size) {
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
    ssize_t n = real(fd, buffer, size);
    if (fd == 0 && n > 0 && count < most) { sum += n; at[count] = now(); total[count++] = sum; }
    return n;
}
__attribute__((destructor)) static void end(void) {
    const char *path = getenv("READS_LOG");
    FILE *log = path ? fopen(path, "w") : NULL;
    if (!log) return;
    for (int i = 0; i < count; i++) fprintf(log, "%.2f %lld\n", at[i], total[i]);
    fprintf(log, "exit %.2f\n", now());
    fclose(log);
}
EOF
cc -O2 -shared -fPIC "$work/reads.c" -o "$work/reads.so" -ldl

# chartreel's ffmpeg, once to keep its arguments and the frames it is fed
# (not timed: tee stands between them), then logging its reads.
cat > "$work/capture" <<EOF
#!/bin/sh
printf '%s\n' "\$@" > "$work/arguments"
tee "$work/frames.raw" | "$ffmpeg" "\$@"
EOF
cat > "$work/ffmpeg" <<EOF
#!/bin/sh
READS_LOG="$work/chartreel.log" LD_PRELOAD="$work/reads.so" exec "$ffmpeg" "\$@"
EOF
chmod +x "$work/capture" "$work/ffmpeg"
CHARTREEL_FFMPEG="$work/capture" "$chartreel" render "$scene" -o "$work/out.mp4" --quiet

summary() {  # LOG LABEL SECONDS
    python3 - "$1" "$2" "$3" <<'EOF'
import sys
lines = open(sys.argv[1]).read().split("\n")
exit_ms = next(l.split()[1] for l in lines if l.startswith("exit"))
rows = [tuple(map(float, l.split())) for l in lines if l and not l.startswith("exit")]
total = rows[-1][1]
def when(share):
    return next(t for t, b in rows if b >= share * total)
print(f"{sys.argv[2]:9} first read {rows[0][0]:6.1f}  25% {when(.25):6.1f}  50% {when(.5):6.1f}"
      f"  all {rows[-1][0]:6.1f}  exit {float(exit_ms):6.1f} ms   whole command {float(sys.argv[3]) * 1000:6.1f} ms")
EOF
}

for run in $(seq "$runs"); do
    started=$(date +%s%N)
    CHARTREEL_FFMPEG="$work/ffmpeg" "$chartreel" render "$scene" -o "$work/out.mp4" --quiet
    seconds=$(( $(date +%s%N) - started ))e-9
    summary "$work/chartreel.log" chartreel "$seconds"
    # The floor: the same arguments, the frames from a pipe that holds one.
    seconds=$(python3 - "$work" "$ffmpeg" <<'EOF'
import fcntl, os, subprocess, sys, time
work, ffmpeg = sys.argv[1], sys.argv[2]
arguments = open(f"{work}/arguments").read().split("\n")[:-1]
arguments[-1] = f"{work}/floor.mp4"
header = open(f"{work}/frames.raw", "rb").read(200).split(b"\n")[0].decode()
width = int(next(p[1:] for p in header.split() if p.startswith("W")))
height = int(next(p[1:] for p in header.split() if p.startswith("H")))
chunk = width * height * 3 // 2 + 6
read_end, write_end = os.pipe()
fcntl.fcntl(write_end, 1031, min(chunk + 4096, 64 << 20))  # F_SETPIPE_SZ
environment = dict(os.environ, READS_LOG=f"{work}/floor.log", LD_PRELOAD=f"{work}/reads.so")
started = time.time()
process = subprocess.Popen([ffmpeg] + arguments, stdin=read_end, env=environment)
os.close(read_end)
with open(f"{work}/frames.raw", "rb", buffering=0) as frames:
    while block := frames.read(chunk):
        view = memoryview(block)
        while view:
            view = view[os.write(write_end, view):]
os.close(write_end)
process.wait()
print(time.time() - started)
EOF
)
    summary "$work/floor.log" floor "$seconds"
done
