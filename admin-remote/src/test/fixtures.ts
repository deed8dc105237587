import {
  type Experience,
  type ProjectDetail,
  projectSlugFromName,
  type Tag,
  type Technology,
  type UserSummary,
} from '@portfolio/shared/schemas';

export const frontend: Tag = { id: 1, name: 'Frontend', color: 'blue' };
export const backend: Tag = { id: 2, name: 'Backend', color: 'green' };
export const tooling: Tag = { id: 3, name: 'Tooling', color: 'gray' };

export const technology = (id: number, name: string, extra: Partial<Technology> = {}): Technology => ({
  id,
  name,
  icon: null,
  position: id,
  visible: true,
  tags: [],
  ...extra,
});

export const react = technology(1, 'React', {
  icon: '/api/uploads/technologies/react.svg',
  tags: [frontend],
});
export const node = technology(2, 'Node.js', { tags: [backend] });

/** A project as one read answers it: the case study too (a list's row is the same less `body`, `bodyHtml`, `outcomes`). */
export const project = (id: number, name: string, extra: Partial<ProjectDetail> = {}): ProjectDetail => ({
  id,
  name,
  slug: projectSlugFromName(name),
  description: `${name} does things.`,
  domain: null,
  repo: null,
  details: null,
  cover: null,
  userId: 1,
  position: id,
  visible: true,
  role: null,
  startMonth: null,
  endMonth: null,
  body: '',
  bodyHtml: '',
  outcomes: [],
  gallery: [],
  technologies: [],
  ...extra,
});

export const owner: UserSummary = {
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  professionalTitle: 'Full-stack developer',
  bio: 'Builds things.',
  availability: 'Available for hire',
  email: 'owner@example.com',
  phone: '+1 555 0100',
  github: 'https://github.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
  notionResume: 'https://www.notion.so/example',
  resumePublic: true,
  messageDigest: false,
  avatar: null,
  primaryAction: 'get-in-touch',
  bookingUrl: null,
  accent: 'sky',
  location: null,
  timeZone: null,
  signOff: null,
};

export const jamie: UserSummary = {
  ...owner,
  id: 2,
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'jamie@example.com',
};

export const experience = (id: number, extra: Partial<Experience> = {}): Experience => ({
  id,
  title: 'Senior Frontend Engineer',
  description: 'Leads the design system.',
  userId: 1,
  company: 'Northwind',
  startDate: '2022-03-01',
  endDate: null,
  employmentType: 'full-time',
  location: 'Remote',
  companyWebsite: null,
  highlights: [],
  technologies: [],
  ...extra,
});
