import { formatDateRange } from '@portfolio/ui/format/date-range';
import { ResourceListPage } from '../../components/ResourceListPage';
import { experienceResource } from './experience-resource';

export function ExperiencesListPage() {
  return (
    <ResourceListPage
      resource={experienceResource}
      searchPlaceholder="Search by company"
      columns={[
        {
          header: 'Company',
          primary: true,
          cell: (experience) => <span className="font-medium">{experience.company}</span>,
        },
        {
          header: 'Dates',
          className: 'whitespace-nowrap',
          // Calendar days as stored, the same in every timezone (docs/decisions.md#dates-as-stored).
          cell: (experience) => formatDateRange(experience.startDate, experience.endDate),
        },
        { header: 'Role', className: 'hidden sm:table-cell', cell: (experience) => experience.title },
      ]}
    />
  );
}
