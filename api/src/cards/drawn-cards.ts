import { createHash } from 'node:crypto';

/** Raised whenever the layouts change, so every card is drawn anew. */
const DESIGN_VERSION = 2;

export interface DrawnCard {
  /** A hash of exactly what the card shows: the same on every instance. */
  hash: string;
  png: Promise<Buffer>;
}

/**
 * The cards drawn so far, one per page, each named by a hash of what it shows: a card is drawn once per such
 * state (a crowd asking at once shares the one drawing) and replaced when what its page shows changes.
 */
export class DrawnCards {
  readonly #cards = new Map<string, DrawnCard>();

  /** `max`: cards kept (one per page); past it the least recently drawn goes. */
  constructor(private readonly max = 200) {}

  /** The card for `key` showing `shown`, drawn with `draw` unless it is drawn already. */
  card(key: string, shown: unknown, draw: () => Promise<Buffer>): DrawnCard {
    const hash = createHash('sha256')
      .update(JSON.stringify([DESIGN_VERSION, shown]))
      .digest('base64url')
      .slice(0, 27);
    const kept = this.#cards.get(key);
    if (kept?.hash === hash) return kept;
    const card = { hash, png: draw() };
    this.#cards.delete(key);
    this.#cards.set(key, card);
    if (this.#cards.size > this.max) this.#cards.delete(this.#cards.keys().next().value!);
    // A card that could not be drawn is not kept: the next request tries again.
    card.png.catch(() => this.#cards.get(key) === card && this.#cards.delete(key));
    return card;
  }
}
