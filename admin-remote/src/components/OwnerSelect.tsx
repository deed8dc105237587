import { MAX_PAGE_SIZE } from '@portfolio/shared/config';
import { userQueries } from '@portfolio/shared/api';
import { SelectField } from '@portfolio/ui/fields/SelectField';
import { useQuery } from '@portfolio/shared/query';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface OwnerSelectProps {
  registration: UseFormRegisterReturn;
  /** The chosen user's id: controlled, so it shows once the users have loaded after the form was filled. */
  value: string;
  error?: string;
}

/** The user a project or an experience belongs to, chosen among every user by name. */
export function OwnerSelect({ registration, value, error }: OwnerSelectProps) {
  const users = useQuery(userQueries.list({ page: 1, limit: MAX_PAGE_SIZE }));
  const options = (users.data?.items ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.firstName} ${user.lastName}`,
  }));
  return (
    <SelectField
      label="Owner"
      registration={registration}
      value={value}
      options={options}
      error={error}
      hint={users.isError ? 'The users could not be loaded.' : undefined}
    />
  );
}
