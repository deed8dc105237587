import { Avatar } from '@portfolio/ui/Avatar';
import { ResourceListPage } from '../../components/ResourceListPage';
import { currentUserId } from '../../lib/current-user';
import { fullName, userResource } from './user-resource';

const SEARCH_BY = [
  { value: 'firstName', label: 'First name' },
  { value: 'lastName', label: 'Last name' },
  { value: 'email', label: 'E-mail' },
];

export function UsersListPage() {
  const me = currentUserId();
  return (
    <ResourceListPage
      resource={userResource}
      searchByOptions={SEARCH_BY}
      // No one deletes their own user (docs/product.md#admin-users); the API refuses it too.
      canDelete={(user) => user.id !== me}
      columns={[
        {
          header: 'Avatar',
          className: 'w-14',
          cell: (user) => <Avatar src={user.avatar} name={fullName(user)} alt="" />,
        },
        {
          header: 'Name',
          primary: true,
          cell: (user) => (
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{fullName(user)}</span>
              <span className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
            </span>
          ),
        },
        {
          header: 'Position',
          className: 'hidden sm:table-cell',
          cell: (user) => user.professionalTitle,
        },
        {
          header: 'Availability',
          className: 'hidden md:table-cell',
          cell: (user) => user.availability,
        },
      ]}
    />
  );
}
