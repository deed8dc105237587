import { PUBLIC_PAGE_NAMES } from '@portfolio/shared/page-titles';
import { linkClass } from '@portfolio/ui/styles/controls';

export function NotFoundPage() {
  return (
    <section className="py-20 text-center">
      <h1 className="text-3xl font-bold">{PUBLIC_PAGE_NAMES.notFound}</h1>
      <a href="/" className={`mt-4 inline-block underline ${linkClass}`}>
        Back to the portfolio
      </a>
    </section>
  );
}
