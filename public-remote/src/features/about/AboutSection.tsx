import { DEFAULT_PROFESSIONAL_TITLE, homeSectionLabel } from '@portfolio/shared/config';
import type { PublicUser } from '@portfolio/shared/schemas';
import type { ReactNode } from 'react';
import { Bone, Loading } from '../../components/Skeleton';
import { Avatar } from '@portfolio/ui/Avatar';
import { ProfileLinks } from '@portfolio/ui/ProfileLinks';
import { resolvePrimaryAction } from '@portfolio/ui/PrimaryAction';
import { accentTextClass } from '@portfolio/ui/styles/accent';
import { AvailabilityBadge } from './AvailabilityBadge';
import { PrimaryActionButton } from './PrimaryActionButton';

type AboutUser = Pick<
  PublicUser,
  | 'firstName'
  | 'lastName'
  | 'professionalTitle'
  | 'bio'
  | 'availability'
  | 'avatar'
  | 'linkedin'
  | 'github'
  | 'notionResume'
  | 'resumePublic'
  | 'email'
  | 'primaryAction'
  | 'bookingUrl'
>;

/** The section frame: the name is the page's h1, so while it is unknown the section is labelled as the header names it. */
function AboutFrame({ children, named }: { children: ReactNode; named: boolean }) {
  return (
    <section
      id="about"
      {...(named ? { 'aria-labelledby': 'about-heading' } : { 'aria-label': homeSectionLabel('about') })}
      className="scroll-mt-28 py-10"
    >
      {children}
    </section>
  );
}

export function AboutSection({ user }: { user: AboutUser }) {
  const name = `${user.firstName} ${user.lastName}`;
  const action = resolvePrimaryAction(user);
  return (
    <AboutFrame named>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar src={user.avatar} name={name} size="lg" priority />
        <div className="min-w-0">
          <AvailabilityBadge availability={user.availability} action={action} />
          <h1 id="about-heading" className="mt-3 text-4xl font-bold tracking-tight">
            {name}
          </h1>
          <p className={`mt-1 text-xl ${accentTextClass}`}>
            {user.professionalTitle?.trim() || DEFAULT_PROFESSIONAL_TITLE}
          </p>
        </div>
      </div>
      {user.bio && (
        <p className="mt-6 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
          {user.bio}
        </p>
      )}
      {/* The owner's one primary action first, filled in the accent; every other way to reach them after it, outlined. */}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <PrimaryActionButton action={action} />
        <ProfileLinks user={user} without={action.href} />
      </div>
    </AboutFrame>
  );
}

/** Same boxes as the loaded section (avatar, badge, name, title, three bio lines, the link row). */
export function AboutSkeleton() {
  return (
    <AboutFrame named={false}>
      <Loading label="Loading the profile…">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <Bone className="size-28 shrink-0 rounded-full" />
          <div className="flex-1">
            <Bone className="h-7 w-40 rounded-full" />
            <Bone className="mt-3 h-10 w-64 max-w-full" />
            <Bone className="mt-1 h-7 w-52 max-w-full" />
          </div>
        </div>
        <div className="mt-6 space-y-2">
          <Bone className="h-5 w-full" />
          <Bone className="h-5 w-full" />
          <Bone className="h-5 w-2/3" />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {[28, 24, 28, 24].map((width, index) => (
            <Bone key={index} className="h-10 rounded-full" style={{ width: `${width * 4}px` }} />
          ))}
        </div>
      </Loading>
    </AboutFrame>
  );
}

export function AboutUnavailable({ children }: { children: ReactNode }) {
  return <AboutFrame named={false}>{children}</AboutFrame>;
}
