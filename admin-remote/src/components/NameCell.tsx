import { Badge } from '@portfolio/ui/Badge';

/** A row's name, with 'Hidden' beside it when visitors do not see the item. */
export function NameCell({ name, visible = true }: { name: string; visible?: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{name}</span>
      {!visible && <Badge>Hidden</Badge>}
    </span>
  );
}
