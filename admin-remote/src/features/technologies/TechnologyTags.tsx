import { tagQueries, technologiesApi } from '@portfolio/shared/api';
import type { Tag, Technology } from '@portfolio/shared/schemas';
import { TagBadge } from '@portfolio/ui/TagBadge';
import { useQuery } from '@portfolio/shared/query';
import { LinkedItems } from '../../components/LinkedItems';
import { useLinkEditor } from '../../lib/use-link-editor';
import { ADD_TAG_FAILED, REMOVE_TAG_FAILED } from './technology-resource';

/** A technology's tags, each added or removed at once. */
export function TechnologyTags({ technology }: { technology: Technology }) {
  const tags = useQuery(tagQueries.all());
  const link = (tag: Tag) => ({ technologyId: technology.id, tagId: tag.id });
  const editor = useLinkEditor('technologies', {
    add: (tag: Tag) => technologiesApi.addTag(link(tag)),
    remove: (tag: Tag) => technologiesApi.removeTag(link(tag)),
    addFailed: ADD_TAG_FAILED,
    removeFailed: REMOVE_TAG_FAILED,
  });
  return (
    <LinkedItems
      title="Tags"
      noun="tag"
      linked={technology.tags}
      candidates={tags.data ?? []}
      renderItem={(tag) => <TagBadge tag={tag} />}
      {...editor}
    />
  );
}
