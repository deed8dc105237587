import { userQueries } from '@portfolio/shared/api';
import { CONTACT_PATH, OWNER_USER_ID } from '@portfolio/shared/config';
import { ProfileLinks } from '@portfolio/ui/ProfileLinks';
import { useQuery } from '@portfolio/shared/query';

/** The end of every public page: whose site it is, where else to find them, and the year. */
export function SiteFooter() {
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  if (!owner.data) return null;
  const { firstName, lastName } = owner.data;
  // The year the profile was read, not the clock's: the server's render and the browser's hydration of the
  // same (dehydrated) query agree on it, even across midnight on New Year's Eve.
  const year = new Date(owner.dataUpdatedAt).getUTCFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex w-[90vw] max-w-3xl flex-col gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">{`${firstName} ${lastName}`}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">© {year}</p>
        </div>
        <ProfileLinks user={owner.data} look="icons" contactPage={CONTACT_PATH} />
      </div>
    </footer>
  );
}
