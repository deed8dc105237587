import { describe, expect, it } from 'vitest';
import { homeHead } from './home-head';

const owner = {
  firstName: 'Alex',
  lastName: 'Morgan',
  professionalTitle: 'Full-stack developer',
  bio: 'Builds "fast" & safe things </script><script>alert(1)</script>',
  avatar: '/api/uploads/avatars/alex.png',
  github: 'https://github.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
  notionResume: null,
};

const jsonLdOf = (tags: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(tags)![1]!) as Record<
    string,
    unknown
  >;

describe('homeHead', () => {
  it("titles the page with the name and title and points previews at the home page's card", () => {
    const { title, tags } = homeHead(owner, 'https://alex.example.com');
    expect(title).toBe('Alex Morgan · Full-stack developer');
    expect(tags).toContain('<link rel="canonical" href="https://alex.example.com/" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://alex.example.com/api/cards/home.png" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('escapes the bio in attributes and keeps `</script>` from closing the JSON-LD element', () => {
    const { tags } = homeHead(owner, 'https://alex.example.com');
    expect(tags).toContain(
      'content="Builds &quot;fast&quot; &amp; safe things &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(tags).description).toBe(owner.bio);
  });

  it('describes a Person with the profile links as sameAs, leaving out the missing ones', () => {
    expect(jsonLdOf(homeHead(owner, 'https://alex.example.com').tags)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Alex Morgan',
      jobTitle: 'Full-stack developer',
      url: 'https://alex.example.com/',
      sameAs: ['https://www.linkedin.com/in/example', 'https://github.com/example'],
    });
  });
});
