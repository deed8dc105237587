import { technologiesApi } from '@portfolio/shared/api';
import { tagQueries } from '../../lib/tags-api';
import type { Tag, Technology } from '@portfolio/shared/schemas';
import { TagBadge } from '@portfolio/ui/TagBadge';
import { useQuery } from '@portfolio/shared/query';
import { LinkedItems } from '../../components/LinkedItems';
import { applyLinkChanges, type StagedLinks } from '../../lib/staged-links';
import { ADD_TAG_FAILED, REMOVE_TAG_FAILED } from './technology-resource';

interface TechnologyTagsProps {
  value: readonly Tag[];
  onChange: (next: readonly Tag[]) => void;
  locked: boolean;
}

/** A technology's tags in its form, staged until Save. */
function TechnologyTags(props: TechnologyTagsProps) {
  const tags = useQuery(tagQueries.all());
  return (
    <LinkedItems
      title="Tags"
      noun="tag"
      candidates={tags.data ?? []}
      renderItem={(tag) => <TagBadge tag={tag} />}
      {...props}
    />
  );
}

export const technologyTags: StagedLinks<Technology, Tag> = {
  of: (technology) => technology.tags,
  render: (props) => <TechnologyTags {...props} />,
  save: (technologyId, before, after) =>
    applyLinkChanges(before, after, {
      add: (tag) => technologiesApi.addTag({ technologyId, tagId: tag.id }),
      remove: (tag) => technologiesApi.removeTag({ technologyId, tagId: tag.id }),
      addFailed: ADD_TAG_FAILED,
      removeFailed: REMOVE_TAG_FAILED,
    }),
};
