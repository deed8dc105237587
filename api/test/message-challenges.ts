import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app';

/** What the ALTCHA widget does in a browser: fetch a challenge, solve it, hand over the payload it submits. */
export async function solvedChallenge(t: Pick<TestApp, 'inject'>): Promise<string> {
  const challenge = (await t.inject({ method: 'GET', url: '/api/v1/messages/challenge' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
