/** One run of words of a text compared with another: kept in both, or only in this one. */
export interface WordRun {
  text: string;
  changed: boolean;
}

/**
 * Past this many word pairs a longest-common-subsequence table costs more than a history entry is worth (a few MB
 * and tens of ms): the texts are then marked as wholly changed.
 */
const MAX_PAIRS = 250_000;

const words = (text: string) => text.split(/(\s+)/).filter((token) => token !== '');

function runs(tokens: string[], kept: boolean[]): WordRun[] {
  const result: WordRun[] = [];
  tokens.forEach((token, index) => {
    // Spaces are never highlighted: a run of changed words reads as one mark between plain spaces.
    const changed = !kept[index] && token.trim() !== '';
    const last = result.at(-1);
    if (last?.changed === changed) last.text += token;
    else result.push({ text: token, changed });
  });
  return result;
}

/**
 * A long text's two versions split into runs, so a history entry can highlight the words that went (in `before`)
 * and the words that came (in `after`): a word-level longest common subsequence. No diff library is kept in the
 * workspace, and this is the one place that needs one.
 */
export function wordDiff(before: string, after: string): { before: WordRun[]; after: WordRun[] } {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length > MAX_PAIRS) {
    return { before: [{ text: before, changed: true }], after: [{ text: after, changed: true }] };
  }
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const keptA = new Array<boolean>(a.length).fill(false);
  const keptB = new Array<boolean>(b.length).fill(false);
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      keptA[i] = true;
      keptB[j] = true;
      i += 1;
      j += 1;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return { before: runs(a, keptA), after: runs(b, keptB) };
}
