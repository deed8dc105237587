import { contactApi } from '@portfolio/shared/api';
import { solveChallengeWorkers } from 'altcha-lib';

/** A phone has 4-8 cores; more workers than 4 mostly cost memory for the second or so the work takes. */
const MAX_WORKERS = 4;
/** A solution this close to its challenge's expiry is solved again: the message might reach the API after it. */
const EXPIRY_MARGIN_MS = 60_000;

/** The payload the API checks (`challenge` of `POST /messages`), and until when it holds. */
export interface SolvedChallenge {
  payload: string;
  expiresAt: number;
}

export const stillValid = (solved: SolvedChallenge, now = Date.now()) =>
  solved.expiresAt - EXPIRY_MARGIN_MS > now;

/**
 * Asks the API for a challenge and solves it in workers (the proof of work that keeps bulk senders out): what
 * ALTCHA's widget does, without its widget. Undefined when it cannot be done here (no workers, the API away):
 * the message then goes without, and the API keeps it as unverified.
 */
export async function solveMessageChallenge(signal: AbortSignal): Promise<SolvedChallenge | undefined> {
  try {
    const challenge = await contactApi.challenge(signal);
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort(), { once: true });
    const solution = await solveChallengeWorkers({
      challenge,
      controller,
      concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
      createWorker: () => new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' }),
    });
    if (!solution) return undefined;
    return {
      payload: btoa(JSON.stringify({ challenge, solution })),
      expiresAt: (challenge.parameters.expiresAt ?? Number.POSITIVE_INFINITY) * 1000,
    };
  } catch (error) {
    if (!signal.aborted) console.warn('The message challenge could not be solved here:', error);
    return undefined;
  }
}
