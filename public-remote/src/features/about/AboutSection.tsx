import { DEFAULT_PROFESSIONAL_TITLE } from '@portfolio/shared/config';
import type { PublicUser } from '@portfolio/shared/schemas';

export function AboutSection({ user }: { user: PublicUser }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-10">
      <h1 id="about-heading" className="text-4xl font-bold tracking-tight">
        {user.firstName} {user.lastName}
      </h1>
      <p className="mt-2 text-xl text-sky-700 dark:text-sky-300">
        {user.professionalTitle || DEFAULT_PROFESSIONAL_TITLE}
      </p>
      {user.bio && <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{user.bio}</p>}
    </section>
  );
}
