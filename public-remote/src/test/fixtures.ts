import type { Experience, Project, PublicUser, Technology } from '@portfolio/shared/schemas';

export const typescript: Technology = {
  id: 1,
  name: 'TypeScript',
  icon: '/uploads/technologies/typescript.svg',
  position: 0,
  visible: true,
  tags: [
    { id: 1, name: 'Language', color: 'indigo' },
    { id: 2, name: 'Frontend', color: 'blue' },
  ],
};
export const react: Technology = {
  id: 2,
  name: 'React',
  icon: '/uploads/technologies/react.svg',
  position: 1,
  visible: true,
  tags: [{ id: 2, name: 'Frontend', color: 'blue' }],
};
export const docker: Technology = { id: 3, name: 'Docker', icon: null, position: 2, visible: true, tags: [] };

export const experiences: Experience[] = [
  // Deliberately not in date order: the page sorts newest first itself.
  {
    id: 11,
    title: 'Full-stack Developer',
    description: 'Built booking and payment services.',
    userId: 1,
    company: 'Contoso Travel',
    startDate: '2019-06-01',
    endDate: '2022-02-28',
    employmentType: 'full-time',
    location: 'Hybrid',
    companyWebsite: 'https://contoso.example.com',
  },
  {
    id: 12,
    title: 'Senior Frontend Engineer',
    description: 'Lead the design system.',
    userId: 1,
    company: 'Northwind Analytics',
    startDate: '2022-03-01',
    endDate: null,
    employmentType: 'contract',
    location: 'Remote',
    companyWebsite: null,
  },
  {
    id: 13,
    title: 'Web Developer',
    description: 'Marketing sites for local businesses.',
    userId: 1,
    company: 'Freelance',
    startDate: '2017-01-01',
    endDate: '2019-05-31',
    employmentType: 'freelance',
    location: 'Onsite',
    companyWebsite: null,
  },
];

export const projects: Project[] = [
  {
    id: 21,
    name: 'Portfolio',
    slug: 'portfolio',
    description: 'This site.',
    domain: null,
    repo: 'https://github.com/example/portfolio',
    details: null,
    cover: null,
    userId: 1,
    position: 0,
    visible: true,
    technologies: [typescript, react],
  },
  {
    id: 22,
    name: 'Trail Planner',
    slug: 'trail-planner',
    description: 'Plan multi-day hikes.',
    domain: 'https://trails.example.com',
    repo: 'https://github.com/example/trails',
    details: 'https://notion.example.com/trails',
    cover: '/api/uploads/projects/trails.webp',
    userId: 1,
    position: 1,
    visible: true,
    technologies: [docker],
  },
  {
    id: 23,
    name: 'Invoice API',
    slug: 'invoice-api',
    description: 'Issues invoices as PDF.',
    domain: null,
    repo: null,
    details: null,
    cover: null,
    userId: 1,
    position: 2,
    visible: true,
    technologies: [],
  },
];

export const owner: PublicUser = {
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  professionalTitle: 'Full-stack developer',
  bio: 'I build fast, accessible web applications.',
  availability: 'Available for freelance',
  email: 'alex@example.com',
  github: 'https://github.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
  notionResume: 'https://www.notion.so/example-resume',
  resumePublic: true,
  avatar: 'https://images.example.com/alex.jpg',
  experiences,
  projects,
};

/** A freshly created profile: nothing optional filled in yet. */
export const emptyOwner: PublicUser = {
  ...owner,
  professionalTitle: null,
  bio: null,
  availability: null,
  github: null,
  linkedin: null,
  notionResume: null,
  avatar: null,
  experiences: [],
  projects: [],
};
