import { technologiesApi } from '@portfolio/shared/api';
import { TagBadge } from '@portfolio/ui/TagBadge';
import { NameCell } from '../../components/NameCell';
import { ResourceListPage } from '../../components/ResourceListPage';
import { Thumbnail } from '../../components/Thumbnail';
import { technologyResource } from './technology-resource';

const saveOrder = (ids: number[]) => technologiesApi.reorder({ ids });

export function TechnologiesListPage() {
  return (
    <ResourceListPage
      resource={technologyResource}
      searchPlaceholder="Search technologies by name"
      reorder={saveOrder}
      columns={[
        {
          header: 'Icon',
          className: 'w-14',
          cell: (technology) => <Thumbnail src={technology.icon} name={technology.name} shape="square" />,
        },
        {
          header: 'Name',
          primary: true,
          cell: (technology) => <NameCell name={technology.name} visible={technology.visible} />,
        },
        {
          header: 'Tags',
          className: 'hidden sm:table-cell',
          cell: (technology) => (
            <ul aria-label={`${technology.name} tags`} className="flex flex-wrap gap-1">
              {technology.tags.map((tag) => (
                <li key={tag.id}>
                  <TagBadge tag={tag} />
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
