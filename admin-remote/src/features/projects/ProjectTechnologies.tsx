import { projectsApi, technologyQueries } from '@portfolio/shared/api';
import type { Project, Technology } from '@portfolio/shared/schemas';
import { useQuery } from '@portfolio/shared/query';
import { LinkedItems } from '../../components/LinkedItems';
import { NameCell } from '../../components/NameCell';
import { useLinkEditor } from '../../lib/use-link-editor';
import { ADD_TECHNOLOGY_FAILED, REMOVE_TECHNOLOGY_FAILED } from './project-resource';

/** A project's technologies, each added or removed at once. */
export function ProjectTechnologies({ project }: { project: Project }) {
  const technologies = useQuery(technologyQueries.all());
  const link = (technology: Technology) => ({ projectId: project.id, technologyId: technology.id });
  const editor = useLinkEditor('projects', {
    add: (technology: Technology) => projectsApi.addTechnology(link(technology)),
    remove: (technology: Technology) => projectsApi.removeTechnology(link(technology)),
    addFailed: ADD_TECHNOLOGY_FAILED,
    removeFailed: REMOVE_TECHNOLOGY_FAILED,
  });
  return (
    <LinkedItems
      title="Technologies"
      noun="technology"
      linked={project.technologies}
      candidates={technologies.data ?? []}
      renderItem={(technology) => (
        <span className="inline-flex items-center gap-1.5 rounded-md bg-slate-100 px-2 py-0.5 text-sm dark:bg-slate-800">
          {technology.icon && <img src={technology.icon} alt="" width={16} height={16} className="size-4" />}
          <NameCell name={technology.name} visible={technology.visible} />
        </span>
      )}
      {...editor}
    />
  );
}
