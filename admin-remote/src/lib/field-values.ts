/** A field's name as a person reads it: `professionalTitle` → `professional title`. */
export const fieldName = (field: string) => field.replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * A stored or typed value as a short text: nothing as a dash, yes/no for a switch, a list of linked items by their
 * names when `names` knows them (by id), else by their ids.
 */
export function shown(value: unknown, names?: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((id) => (typeof id === 'number' && names?.get(id)) || String(id)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
