import { technologyQueries } from '@portfolio/shared/api';
import type { Technology } from '@portfolio/shared/schemas';
import { useQuery } from '@portfolio/shared/query';
import { LinkedItems } from './LinkedItems';
import { NameCell } from './NameCell';

interface LinkedTechnologiesProps {
  value: readonly Technology[];
  onChange: (next: readonly Technology[]) => void;
  locked: boolean;
}

/** The technologies an item uses (a project, an experience), in its form, staged until Save. */
export function LinkedTechnologies(props: LinkedTechnologiesProps) {
  const technologies = useQuery(technologyQueries.all());
  return (
    <LinkedItems
      title="Technologies"
      noun="technology"
      candidates={technologies.data ?? []}
      renderItem={(technology) => (
        <span className="inline-flex items-center gap-1.5 rounded-md bg-slate-100 px-2 py-0.5 text-sm dark:bg-slate-800">
          {technology.icon && <img src={technology.icon} alt="" width={16} height={16} className="size-4" />}
          <NameCell name={technology.name} visible={technology.visible} />
        </span>
      )}
      {...props}
    />
  );
}
