import { describe, expect, it } from 'vitest';
import {
  CARD_WIDTH,
  type CardLogo,
  homeCardLayout,
  MARGIN,
  projectCardLayout,
  technologyLines,
} from './card-layout';
import { layOutCard } from './render-card';

interface LaidOutText {
  text: string;
  x: number;
  y: number;
}

/**
 * The texts of a card as satori laid them out: with the font left out of the SVG, each run of text stays a
 * `<text>` element at its place. Runs on one baseline are joined into the line a reader sees.
 */
async function laidOutLines(layout: Parameters<typeof layOutCard>[0]): Promise<LaidOutText[]> {
  const svg = await layOutCard(layout, { embedFont: false });
  const runs = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => ({
    text: text!.replaceAll('&amp;', '&').replaceAll('&#39;', "'"),
    x: Number(/\bx="([\d.-]+)"/.exec(attributes!)?.[1]),
    y: Number(/\by="([\d.-]+)"/.exec(attributes!)?.[1]),
  }));
  const lines = new Map<number, LaidOutText[]>();
  for (const run of runs) {
    const key = Math.round(run.y);
    lines.set(key, [...(lines.get(key) ?? []), run]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, line]) => {
      // A card has two columns: runs far apart on one baseline are different texts.
      const sorted = line.sort((a, b) => a.x - b.x);
      return [{ text: sorted.map((run) => run.text).join(''), x: sorted[0]!.x, y: sorted[0]!.y }];
    });
}

/** A transparent pixel: a logo drawn as an image, so the only texts on the card are its words. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const logos = (...names: string[]): CardLogo[] => names.map((name) => ({ name, image: PIXEL }));
/** The left column of a project card: what is not its cover (or the cover's initial). */
const textColumn = (lines: LaidOutText[]) => lines.filter((line) => line.x < CARD_WIDTH / 2);

describe('a project card (docs/product.md#preview-cards)', () => {
  it('sets a long name in two lines of whole words, and every technology whole', async () => {
    const lines = await laidOutLines(
      projectCardLayout({
        name: 'Harbour Master Scheduling Platform',
        owner: 'Alex Morgan',
        accent: 'sky',
        cover: null,
        technologies: logos('TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Tailwind CSS', 'Docker'),
      }),
    );
    const texts = textColumn(lines).map((line) => line.text.trim());
    expect(texts).toContain('A project by Alex Morgan');
    const nameLines = texts.filter((text) => /Harbour|Platform|Scheduling/.test(text));
    expect(nameLines).toHaveLength(2);
    expect(nameLines.join(' ')).toBe('Harbour Master Scheduling Platform');
    const technologies = texts.filter((text) => text.includes('·') || text === 'Docker');
    expect(technologies.join(' · ').split(' · ')).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Tailwind CSS',
      'Docker',
    ]);
    expect(texts.join('\n')).not.toContain('…');
    for (const line of lines) expect(line.x).toBeGreaterThanOrEqual(MARGIN);
  });

  it('names the technologies that do not fit two lines as "+ N more", never leaving one out unsaid', async () => {
    const many = [
      'PostgreSQL',
      'TypeScript',
      'Elasticsearch',
      'Kubernetes',
      'GitHub Actions',
      'OpenTelemetry',
      'Cloudflare Workers',
      'Playwright',
      'Tailwind CSS',
    ];
    const shown = technologyLines(many);
    expect(shown.length).toBeLessThanOrEqual(2);
    const names = shown.join(' · ').split(' · ');
    const more = /^\+ (\d+) more$/.exec(names.at(-1)!);
    expect(more).not.toBeNull();
    expect(names.slice(0, -1)).toEqual(many.slice(0, many.length - Number(more![1])));

    const lines = await laidOutLines(
      projectCardLayout({
        name: 'Search',
        owner: 'Alex Morgan',
        accent: 'sky',
        cover: null,
        technologies: logos(...many),
      }),
    );
    const laidOut = lines.filter((line) => line.text.includes('·')).map((line) => line.text.trim());
    expect(laidOut).toEqual(shown);
  });

  it.each([
    ['a name too long for two lines at 64 px', 'Offline-first trail planning for hiking clubs', 2],
    [
      'a name of 120 characters, the most the form takes',
      'Harbour Master: scheduling berths, pilots and tugboats for the small ports of the Adriatic, from booking to invoice',
      5,
    ],
  ])('sets %s in smaller lines, every word whole', async (_, name, most) => {
    const lines = await laidOutLines(
      projectCardLayout({
        name,
        owner: 'Alex Morgan',
        accent: 'sky',
        cover: null,
        technologies: logos('PostgreSQL'),
      }),
    );
    const nameLines = textColumn(lines)
      .map((line) => line.text.trim())
      .filter((text) => !text.startsWith('A project') && text !== 'PostgreSQL');
    expect(nameLines.length).toBeLessThanOrEqual(most);
    expect(nameLines.join(' ')).toBe(name.trim());
    expect(lines.map((line) => line.text.trim())).toContain('PostgreSQL');
  });
});

describe('the home card', () => {
  it("carries the owner's title line and three headline technologies under the name", async () => {
    const lines = await laidOutLines(
      homeCardLayout({
        name: 'Alex Morgan',
        title: 'Full-stack developer',
        avatar: null,
        technologies: logos('TypeScript', 'React', 'Node.js', 'PostgreSQL'),
        site: 'alex.example.com',
        accent: 'sky',
      }),
    );
    const texts = lines.map((line) => line.text.trim());
    const at = (text: string) => lines.find((line) => line.text.includes(text))!;
    expect(texts).toEqual(
      expect.arrayContaining(['Alex Morgan', 'Full-stack developer', 'alex.example.com']),
    );
    // The headline technologies sit on one line below the title, in the owner's order, the fourth left for the page.
    const headline = at('TypeScript');
    expect(headline.text.replace(/\s+/g, ' ').trim()).toMatch(/^TypeScript.*React.*Node\.js$/);
    expect(texts.join(' ')).not.toContain('PostgreSQL');
    expect(at('Alex Morgan').y).toBeLessThan(at('Full-stack developer').y);
    expect(at('Full-stack developer').y).toBeLessThan(headline.y);
    // No empty middle: the block ends less than a line's height above the site's address, and stays off the edge.
    expect(at('alex.example.com').y - headline.y).toBeLessThan(260);
    for (const line of lines) expect(line.x).toBeLessThan(CARD_WIDTH - MARGIN);
  });
});
