import { adminHref } from '@portfolio/shared/admin-sections';
import { NavLink, Route, Routes } from '@portfolio/shared/router';
import { focusRing } from '@portfolio/ui/styles/controls';
import { RestoreSitePage } from './RestoreSitePage';
import { TrashPage } from './TrashPage';

const tabClass = (isActive: boolean) =>
  `rounded-md px-3 py-1.5 font-medium ${focusRing} ${
    isActive
      ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

/**
 * The site's history as a whole (each item's own is under its edit screen): the trash at `/admin/history`, and
 * "Restore the site to…" at `/admin/history/restore-site`.
 */
export function HistoryPage() {
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <h2 id="history-title" className="text-2xl font-semibold">
        History
      </h2>
      <nav aria-label="History screens">
        <ul className="flex flex-wrap gap-2">
          <li>
            <NavLink to={adminHref('history')} end className={({ isActive }) => tabClass(isActive)}>
              Trash
            </NavLink>
          </li>
          <li>
            <NavLink
              to={`${adminHref('history')}/restore-site`}
              className={({ isActive }) => tabClass(isActive)}
            >
              Restore the site to…
            </NavLink>
          </li>
        </ul>
      </nav>
      <Routes>
        <Route index element={<TrashPage />} />
        <Route path="restore-site" element={<RestoreSitePage />} />
      </Routes>
    </section>
  );
}
