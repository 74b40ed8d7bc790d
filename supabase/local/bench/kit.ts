// `@oppi/supabase-local/bench`: what a benchmark needs besides the server — its command line and
// the CPU meters of its parties. The package's own benchmarks and the app's (scripts/bench-*) share it.
export { benchOptions, runBench } from './cli'
export * from './cpu'
export { SERVER_MAIN, startServerProcess, stopServerProcess } from './server-process'
