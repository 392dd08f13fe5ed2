// @ts-check
/**
 * The V8 flags the API and the worker run with: the one source of them, imported by the launcher,
 * the load and scale-out tests, and the benchmarks (for the product and for every floor it
 * is compared with). docker/api.Dockerfile sets the same in NODE_OPTIONS; node-flags.test.mjs fails
 * when the two differ.
 *
 * A young generation of 32 MB semi-spaces instead of V8's 16: a month of 200 appointments makes
 * about 1 MB of short-lived objects (rows, the answer's JSON), and at 16 MB the scavenges that
 * kept promoting them took about a third of the API's CPU under load (bench/README.md). It costs
 * up to 48 MB more memory per process.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];
