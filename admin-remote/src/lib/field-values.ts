/** A field's name as a person reads it: `professionalTitle` → `professional title`. */
export const fieldName = (field: string) => field.replace(/([A-Z])/g, ' $1').toLowerCase();

/** One entry of a list field: a gallery image by its alt text, an outcome by its sentence, else as JSON. */
function entryText(entry: object): string {
  const { alt, text } = entry as { alt?: unknown; text?: unknown };
  if (typeof alt === 'string') return alt;
  if (typeof text === 'string') return text;
  return JSON.stringify(entry);
}

/**
 * A stored or typed value as a short text: nothing as a dash, yes/no for a switch, a list of linked items by their
 * names when `names` knows them (by id), else by their ids; a list of entries (a gallery, outcomes) by what each
 * says, one after the other.
 */
export function shown(value: unknown, names?: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every((entry) => typeof entry === 'object' && entry !== null)) {
      return value.map((entry: object) => entryText(entry)).join('; ');
    }
    return value.map((id) => (typeof id === 'number' && names?.get(id)) || String(id)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
