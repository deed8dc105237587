/**
 * The content checks a message goes through before it reaches the inbox: what bots send looks like this, what
 * people write rarely does. A message that fails one still arrives, in the Spam folder, so a false alarm costs the
 * owner a look there, never a lost message.
 */

/** More links than this is how link spam looks; a person asking about a project names one or two. */
export const MAX_LINKS = 2;
/** Below this share of distinct words, a long message is the same few words over and over. */
const MIN_DISTINCT_WORD_SHARE = 0.3;
/** Short messages repeat words naturally ("yes, yes"); the share is judged from this many words on. */
const WORDS_BEFORE_JUDGING_REPETITION = 20;
/** The same line this many times is pasted filler. */
const MAX_SAME_LINE = 3;

const LINK = /\b(?:https?:\/\/|www\.)\S+|\[url=|<a\s+href/gi;

export type ContentReason = 'links' | 'repeated';

export function contentReasons(message: string): ContentReason[] {
  const reasons: ContentReason[] = [];
  if ((message.match(LINK) ?? []).length > MAX_LINKS) reasons.push('links');
  if (isRepetitive(message)) reasons.push('repeated');
  return reasons;
}

function isRepetitive(message: string): boolean {
  const words = message.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (
    words.length >= WORDS_BEFORE_JUDGING_REPETITION &&
    new Set(words).size / words.length < MIN_DISTINCT_WORD_SHARE
  ) {
    return true;
  }
  const lines = new Map<string, number>();
  for (const line of message.split(/\r?\n/)) {
    const key = line.trim().toLowerCase();
    if (key.length < 8) continue;
    const seen = (lines.get(key) ?? 0) + 1;
    if (seen >= MAX_SAME_LINE) return true;
    lines.set(key, seen);
  }
  return false;
}
