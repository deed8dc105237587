import { projectsApi, technologyQueries } from '@portfolio/shared/api';
import type { Project, Technology } from '@portfolio/shared/schemas';
import { useQuery } from '@portfolio/shared/query';
import { LinkedItems } from '../../components/LinkedItems';
import { NameCell } from '../../components/NameCell';
import { applyLinkChanges, type StagedLinks } from '../../lib/staged-links';
import { ADD_TECHNOLOGY_FAILED, REMOVE_TECHNOLOGY_FAILED } from './project-resource';

interface ProjectTechnologiesProps {
  value: readonly Technology[];
  onChange: (next: readonly Technology[]) => void;
  locked: boolean;
}

/** A project's technologies in its form, staged until Save. */
function ProjectTechnologies(props: ProjectTechnologiesProps) {
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

export const projectTechnologies: StagedLinks<Project, Technology> = {
  of: (project) => project.technologies,
  render: (props) => <ProjectTechnologies {...props} />,
  save: (projectId, before, after) =>
    applyLinkChanges(before, after, {
      add: (technology) => projectsApi.addTechnology({ projectId, technologyId: technology.id }),
      remove: (technology) => projectsApi.removeTechnology({ projectId, technologyId: technology.id }),
      addFailed: ADD_TECHNOLOGY_FAILED,
      removeFailed: REMOVE_TECHNOLOGY_FAILED,
    }),
};
