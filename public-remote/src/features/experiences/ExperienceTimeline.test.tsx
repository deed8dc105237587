import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { experiences } from '../../test/fixtures';
import { ExperienceTimeline } from './ExperienceTimeline';

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** The timeline's own items, not the highlights listed inside them. */
const items = () => {
  const timeline = screen.getAllByRole('list')[0]!;
  return within(timeline)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === timeline);
};

describe('ExperienceTimeline', () => {
  it('lists the experiences newest first', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Senior Frontend Engineer',
      'Full-stack Developer',
      'Web Developer',
    ]);
  });

  it('shows role, company, employment type, location and description of each', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    const newest = items()[0]!;
    expect(within(newest).getByRole('heading')).toHaveTextContent('Senior Frontend Engineer');
    expect(newest).toHaveTextContent('Northwind Analytics');
    expect(newest).toHaveTextContent('Contract');
    expect(newest).toHaveTextContent('Remote');
    expect(newest).toHaveTextContent('Lead the design system.');
  });

  it('links the company to its website in a new tab only when it has one', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    const link = screen.getByRole('link', { name: 'Contoso Travel (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://contoso.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  describe.each(['Pacific/Pago_Pago', 'Pacific/Kiritimati'])('in %s', (tz) => {
    it('shows each range as stored, and an open one as Ongoing', () => {
      process.env.TZ = tz;
      render(<ExperienceTimeline experiences={experiences} />);
      expect(items().map((item) => within(item).getByText(/–/).textContent)).toEqual([
        'March 2022 – Ongoing',
        'June 2019 – February 2022',
        'January 2017 – May 2019',
      ]);
      expect(within(items()[1]!).getByText('June 2019')).toHaveAttribute('datetime', '2019-06');
      expect(within(items()[1]!).getByText('February 2022')).toHaveAttribute('datetime', '2022-02');
    });
  });

  it('says so when there is no experience yet', () => {
    render(<ExperienceTimeline experiences={[]} />);
    expect(screen.getByText('No work experience to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists what was achieved in a role, and folds it into Highlights (n) for phones', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    const contoso = items()[1]!;
    const folded = within(contoso).getByText('Highlights (1)');
    expect(folded.tagName).toBe('SUMMARY');
    expect(folded.closest('details')).toHaveClass('sm:hidden');
    const lists = within(contoso).getAllByRole('list', { hidden: true });
    expect(lists.map((list) => list.textContent)).toEqual([
      'Cut booking errors from 2 % to 0.3 %',
      'Cut booking errors from 2 % to 0.3 %',
    ]);
    expect(lists[1]!.parentElement).toHaveClass('hidden', 'sm:block');
    expect(within(items()[0]!).queryByText(/Highlights/)).not.toBeInTheDocument();
  });

  it('shows the technologies used in a role as chips, folded on phones with the highlights', () => {
    render(<ExperienceTimeline experiences={experiences} />);
    const northwind = items()[0]!;
    const folded = within(northwind).getByText('Technologies (2)');
    expect(folded.tagName).toBe('SUMMARY');
    const chips = within(northwind).getAllByRole('list', {
      name: 'Technologies at Northwind Analytics',
      hidden: true,
    });
    expect(chips.map((list) => list.textContent)).toEqual(['TypeScriptReact', 'TypeScriptReact']);
    expect(chips[1]!.parentElement).toHaveClass('hidden', 'sm:block');
  });

  it('names both in the folded summary when a role has highlights and technologies', () => {
    const [contoso] = experiences.filter((experience) => experience.company === 'Contoso Travel');
    render(
      <ExperienceTimeline
        experiences={[{ ...contoso!, technologies: experiences.flatMap((e) => e.technologies) }]}
      />,
    );
    expect(screen.getByText('Highlights (1) and Technologies (2)').tagName).toBe('SUMMARY');
  });
});
