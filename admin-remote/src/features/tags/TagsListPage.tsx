import { TagBadge } from '@portfolio/ui/TagBadge';
import { ResourceListPage } from '../../components/ResourceListPage';
import { tagResource } from './tag-resource';

export function TagsListPage() {
  return (
    <ResourceListPage
      resource={tagResource}
      searchPlaceholder="Search tags by name"
      columns={[{ header: 'Tag', primary: true, cell: (tag) => <TagBadge tag={tag} /> }]}
    />
  );
}
