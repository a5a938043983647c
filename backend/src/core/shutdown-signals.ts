/**
 * The signals that stop the API and the worker gracefully (Nest shutdown hooks). Only these: Nest's default list
 * also includes SIGUSR2 and SIGHUP, so a heap snapshot taken with `--heapsnapshot-signal=SIGUSR2` (bench/run.sh
 * --soak) or a log-rotation SIGHUP would shut a healthy process down.
 */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'];
