/** How many reads the read cache answered since the last look: all of them, and how many of those were 304. */
export interface HitCounts {
  answered: number;
  notModified: number;
}

/**
 * Counts the read cache's answers between two summaries. A hit is a few microseconds of work and its log line
 * was a quarter of it, so hits are counted here and logged together (see read-cache.ts), not one line each.
 */
export class HitTally {
  #answered = 0;
  #notModified = 0;

  count(notModified: boolean) {
    this.#answered += 1;
    if (notModified) this.#notModified += 1;
  }

  /** The counts since the last call, or undefined when there were none; counting starts again from zero. */
  take(): HitCounts | undefined {
    if (this.#answered === 0) return undefined;
    const counts = { answered: this.#answered, notModified: this.#notModified };
    this.#answered = 0;
    this.#notModified = 0;
    return counts;
  }
}
