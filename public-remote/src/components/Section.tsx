import type { ReactNode } from 'react';
import { type HomeSection, homeSectionLabel } from '@portfolio/shared/config';

interface SectionProps {
  id: HomeSection;
  children: ReactNode;
}

/**
 * One anchor target of the header, headed with the name the header's link shows (the one list in
 * @portfolio/shared/config). `scroll-mt` keeps its heading clear of the sticky header.
 */
export function Section({ id, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28 py-10">
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold tracking-tight">
        {homeSectionLabel(id)}
      </h2>
      {children}
    </section>
  );
}
