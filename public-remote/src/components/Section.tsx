import type { ReactNode } from 'react';
import type { HomeSection } from '@portfolio/shared/config';

interface SectionProps {
  id: HomeSection;
  title: string;
  children: ReactNode;
}

/**
 * One anchor target of the header: `scroll-mt` keeps its heading clear of the sticky header. The sections sit
 * below the fold on a phone, so the browser lays them out and paints them only as they near the viewport
 * (`content-visibility: auto`): the first paint, and the main thread around it, carry the top of the page only.
 * Until then a section holds an estimated height, and afterwards the height it last had.
 */
export function Section({ id, title, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-28 py-10 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
    >
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
