// Deep gradients, each dark enough for white letters (above 4.5:1 at both ends). Whole class names, so every
// app's Tailwind finds them.
const GRADIENTS = [
  'from-sky-700 to-indigo-800',
  'from-emerald-700 to-teal-800',
  'from-violet-700 to-fuchsia-800',
  'from-rose-700 to-pink-800',
  'from-amber-700 to-orange-800',
  'from-cyan-700 to-blue-800',
  'from-lime-700 to-green-800',
  'from-fuchsia-700 to-purple-800',
] as const;

/** The same colours for the same name on every page and every render (server and browser alike). */
export function gradientFor(name: string) {
  let hash = 2166136261;
  for (const character of name.trim().toLowerCase()) {
    hash = Math.imul(hash ^ character.codePointAt(0)!, 16777619);
  }
  return GRADIENTS[(hash >>> 0) % GRADIENTS.length]!;
}

/** Two letters for a name: the first letters of two words ("Tailwind CSS" → TC), else of one ("Docker" → Do). */
export function monogramOf(name: string) {
  const words = name.split(/[\s._/-]+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  const word = words[0] ?? '?';
  return `${word[0]!.toUpperCase()}${word.slice(1, 2)}`;
}

/**
 * What stands in for a missing logo: the name's monogram on a gradient of its own colours, so an item without
 * an image still looks designed. Decorative: the name is always written beside it.
 */
export function MonogramTile({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="monogram-tile"
      className={`flex shrink-0 items-center justify-center bg-linear-to-br font-bold text-white select-none ${gradientFor(name)} ${className}`}
    >
      {monogramOf(name)}
    </span>
  );
}
