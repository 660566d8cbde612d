// A small seeded random generator (mulberry32): the same seed, the same
// games. Its own module so that the performance scripts (tests/perf/) can
// use it without the browser tests' set-up.

/** A generator of numbers in [0, 1) from `seed`. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
