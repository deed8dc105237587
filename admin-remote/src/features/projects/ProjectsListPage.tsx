import { projectsApi } from '@portfolio/shared/api';
import { NameCell } from '../../components/NameCell';
import { ResourceListPage } from '../../components/ResourceListPage';
import { Thumbnail } from '../../components/Thumbnail';
import { projectResource } from './project-resource';

const saveOrder = (ids: number[]) => projectsApi.reorder({ ids });

export function ProjectsListPage() {
  return (
    <ResourceListPage
      resource={projectResource}
      searchPlaceholder="Search projects by name"
      reorder={saveOrder}
      columns={[
        {
          header: 'Cover',
          className: 'w-20',
          cell: (project) => <Thumbnail src={project.cover} name={project.name} shape="wide" />,
        },
        {
          header: 'Name',
          primary: true,
          cell: (project) => <NameCell name={project.name} visible={project.visible} />,
        },
      ]}
    />
  );
}
