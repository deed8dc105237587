import { userQueries } from '@portfolio/shared/api';
import { CONTACT_PATH, OWNER_USER_ID } from '@portfolio/shared/config';
import { MapPinIcon } from '@portfolio/ui/icons';
import { ProfileLinks } from '@portfolio/ui/ProfileLinks';
import { useQuery } from '@portfolio/shared/query';
import { timeZoneOffset } from './time-zone-offset';

/**
 * The end of every public page, saying what the header does not: whose site it is, where they are and in which
 * time zone, their sign-off, where else to find them (each link once), and the year.
 */
export function SiteFooter() {
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  if (!owner.data) return null;
  const { firstName, lastName, location, timeZone, signOff } = owner.data;
  // The year and the offset at the time the profile was read, not the clock's: the server's render and the
  // browser's hydration of the same (dehydrated) query agree on them, even across midnight on New Year's Eve or
  // a change to summer time.
  const readAt = new Date(owner.dataUpdatedAt);
  const year = readAt.getUTCFullYear();
  const place = [location, timeZone && `${timeZone} (${timeZoneOffset(timeZone, readAt)})`]
    .filter(Boolean)
    .join(' · ');
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex w-[90vw] max-w-3xl flex-col gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{`${firstName} ${lastName}`}</p>
          {signOff && <p className="text-slate-700 dark:text-slate-300">{signOff}</p>}
          {place && (
            <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <MapPinIcon className="size-4 shrink-0" />
              {place}
            </p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">© {year}</p>
        </div>
        {/* The icons keep one row beside a long sign-off, which wraps instead. */}
        <div className="shrink-0">
          <ProfileLinks user={owner.data} look="icons" contactPage={CONTACT_PATH} />
        </div>
      </div>
    </footer>
  );
}
