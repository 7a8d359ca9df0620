#define _GNU_SOURCE
#include "CChildSpawn.h"

#include <sched.h>
#include <unistd.h>

int chartreel_thread_id(void) {
    return (int)gettid();
}

int chartreel_set_thread_policy(int tid, int idle, int policy) {
    struct sched_param parameters = {0};
    return sched_setscheduler(tid, idle ? SCHED_IDLE : policy, &parameters);
}

int chartreel_thread_policy(int tid) {
    return sched_getscheduler(tid);
}

int chartreel_thread_is_idle(int tid) {
    return sched_getscheduler(tid) == SCHED_IDLE;
}

int chartreel_is_fair_policy(int policy) {
    return policy == SCHED_OTHER || policy == SCHED_BATCH;
}
