import type { Project } from '@portfolio/shared/schemas';
import { describe, expect, it } from 'vitest';
import { projectHead } from './project-head';

const owner = {
  firstName: 'Alex',
  lastName: 'Morgan',
  professionalTitle: 'Full-stack developer',
  bio: 'Builds things.',
  avatar: null,
  github: 'https://github.com/example',
  linkedin: null,
  notionResume: null,
};

const project = {
  id: 2,
  name: 'Trail <Planner>',
  slug: 'trail-planner',
  description: 'Plans "multi-day" hikes.',
  domain: 'https://trails.example.com',
  repo: null,
  details: null,
  cover: null,
  userId: 1,
  position: 0,
  visible: true,
  role: null,
  startMonth: null,
  endMonth: null,
  outcomes: [],
  gallery: [],
  technologies: [{ id: 1, name: 'React', icon: null, position: 0, visible: true, tags: [] }],
} satisfies Project;

describe('projectHead', () => {
  const { title, tags } = projectHead(project, owner, 'https://alex.example.com');

  it('titles the page with the project and the owner and points previews at its card', () => {
    expect(title).toBe('Trail <Planner> · Alex Morgan');
    expect(tags).toContain('<link rel="canonical" href="https://alex.example.com/projects/trail-planner" />');
    const card = 'https://alex.example.com/api/cards/projects/trail-planner.png';
    expect(tags).toContain(`<meta property="og:image" content="${card}" />`);
    expect(tags).toContain(`<meta name="twitter:image" content="${card}" />`);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta property="og:title" content="Trail &lt;Planner&gt; · Alex Morgan" />');
    expect(tags).toContain('content="Plans &quot;multi-day&quot; hikes."');
  });

  it('describes a CreativeWork whose author is the owner', () => {
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(tags)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Trail <Planner>',
      keywords: 'React',
      sameAs: ['https://trails.example.com'],
      author: {
        '@type': 'Person',
        name: 'Alex Morgan',
        url: 'https://alex.example.com/',
        sameAs: [owner.github],
      },
    });
  });
});
