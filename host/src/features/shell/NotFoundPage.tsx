import { PUBLIC_PAGE_NAMES } from '@portfolio/shared/page-titles';
import { linkClass } from '@portfolio/ui/styles/controls';

/** An address no page has: said plainly, with the ways on. Rendered on the server too, so it needs no script. */
export function NotFoundPage() {
  return (
    <section className="py-20 text-center">
      <h1 className="text-3xl font-bold">{PUBLIC_PAGE_NAMES.notFound}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        There is no page at this address. The link may be old, or mistyped.
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <a href="/" className={`inline-block underline ${linkClass}`}>
          Back to the portfolio
        </a>
        <a href="/projects" className={`inline-block underline ${linkClass}`}>
          See all projects
        </a>
      </p>
    </section>
  );
}
