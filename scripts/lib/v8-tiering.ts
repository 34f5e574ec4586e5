/**
 * V8's interrupt budget at eight times its default, for the build's processes: the build's own (package.json's
 * `build` and `check` scripts), `vike build` and the prerender workers. A build runs much of its code a few hundred
 * or a thousand times and ends; the default budget sends such code to Turbofan early, and compiling it took V8's
 * helper threads about 1.9 s of CPU in a cold build at 1,000 posts (`perf record -a`: 0.46 s the build's process,
 * 0.56 s each worker, 0.28 s `vike build`). With the larger budget code stays longer in the interpreter and baseline
 * code, and less of it is compiled that never pays it back.
 */
export const INTERRUPT_BUDGET_FLAG = '--interrupt-budget=540672'
