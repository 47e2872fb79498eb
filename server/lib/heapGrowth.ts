import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept, in percent. V8's own
 * choice goes up to 4× the live heap when collections are fast, so a server holding 80 MB of live
 * objects sat on about 300 MB of heap, mostly garbage, until the next one. 2× kept it near 200 MB
 * at 100,000 items (about 90 MB less RSS); 1.5× keeps about 35 MB less again, for about 3% more
 * of the main thread's time in collections (1 µs a request) and no CPU a request the bench could
 * tell apart (docs/performance.md#memory, #the-job-threads-memory).
 */
export const HEAP_GROWTH_PERCENT = 50;

/** Applies HEAP_GROWTH_PERCENT to this process (its worker threads share V8's flags). */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
}
