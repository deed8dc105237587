import type { ReactNode } from 'react';
import type { HomeSection } from '@portfolio/shared/config';

interface SectionProps {
  id: HomeSection;
  title: string;
  children: ReactNode;
}

/** One anchor target of the header: `scroll-mt` keeps its heading clear of the sticky header. */
export function Section({ id, title, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28 py-10">
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
