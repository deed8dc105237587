import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyOwner, owner } from '../../test/fixtures';
import { AboutSection } from './AboutSection';

describe('AboutSection', () => {
  it('shows the name as the page heading, the availability, the title and the bio', () => {
    render(<AboutSection user={owner} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alex Morgan');
    expect(screen.getByText('Available for freelance')).toBeInTheDocument();
    expect(screen.getByText('Full-stack developer')).toBeInTheDocument();
    expect(screen.getByText('I build fast, accessible web applications.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alex Morgan' })).toHaveAttribute('id', 'about');
  });

  it("shows 'Available for hire' and 'front end developer' when the profile has neither", () => {
    render(<AboutSection user={emptyOwner} />);
    expect(screen.getByText('Available for hire')).toBeInTheDocument();
    expect(screen.getByText('front end developer')).toBeInTheDocument();
  });

  it('treats a blank title and availability as unknown', () => {
    render(<AboutSection user={{ ...owner, professionalTitle: '  ', availability: '' }} />);
    expect(screen.getByText('Available for hire')).toBeInTheDocument();
    expect(screen.getByText('front end developer')).toBeInTheDocument();
  });

  it('marks only availabilities that invite contact as open', () => {
    const { rerender } = render(<AboutSection user={owner} />);
    expect(screen.getByText('Available for freelance')).toHaveAttribute('data-open', 'true');
    rerender(<AboutSection user={{ ...owner, availability: 'Not looking' }} />);
    expect(screen.getByText('Not looking')).toHaveAttribute('data-open', 'false');
  });

  it('links LinkedIn, GitHub and the Notion resume in a new tab, and the e-mail with mailto', () => {
    render(<AboutSection user={owner} />);
    const expected = [
      ['LinkedIn (opens in a new tab)', owner.linkedin],
      ['GitHub (opens in a new tab)', owner.github],
      ['Notion CV (opens in a new tab)', owner.notionResume],
    ] as const;
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const email = screen.getByRole('link', { name: 'Email alex@example.com' });
    expect(email).toHaveAttribute('href', 'mailto:alex@example.com');
    expect(email).not.toHaveAttribute('target');
  });

  it('offers the résumé PDF as a download beside the links, and drops it when the owner turned it off', () => {
    const { rerender } = render(<AboutSection user={owner} />);
    const cv = screen.getByRole('link', { name: 'Download CV (PDF)' });
    expect(cv).toHaveAttribute('href', '/resume.pdf');
    expect(cv).toHaveAttribute('download', 'Alex-Morgan-CV.pdf');
    expect(cv).not.toHaveAttribute('target');
    rerender(<AboutSection user={{ ...owner, resumePublic: false }} />);
    expect(screen.queryByRole('link', { name: /Download CV/ })).not.toBeInTheDocument();
  });

  it('leaves out the links the profile does not have', () => {
    render(<AboutSection user={{ ...emptyOwner, resumePublic: false }} />);
    const links = within(screen.getByRole('region', { name: 'Alex Morgan' })).getAllByRole('link');
    // The availability and the primary action lead to the contact page; the e-mail is the one link of the profile.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/contact',
      'mailto:alex@example.com',
    ]);
  });

  it("offers 'Get in touch' as the one primary action, filled, before the other links, the contact page", () => {
    render(<AboutSection user={owner} />);
    const primary = screen.getByRole('link', { name: 'Get in touch' });
    expect(primary).toHaveAttribute('href', '/contact');
    expect(primary).toHaveAttribute('data-primary-action', 'get-in-touch');
    const links = within(screen.getByRole('region', { name: 'Alex Morgan' })).getAllByRole('link');
    // After the availability badge, which leads to the same place.
    expect(links.slice(1).map((link) => link.textContent)).toEqual([
      'Get in touch',
      'LinkedIn',
      'GitHub',
      'Notion CV',
      'Download CV',
      'Email',
    ]);
  });

  it("books a call at the owner's booking page in a new tab", () => {
    render(
      <AboutSection
        user={{ ...owner, primaryAction: 'book-a-call', bookingUrl: 'https://cal.com/alex/intro' }}
      />,
    );
    const primary = screen.getByRole('link', { name: 'Book a call (opens in a new tab)' });
    expect(primary).toHaveAttribute('href', 'https://cal.com/alex/intro');
    expect(primary).toHaveAttribute('target', '_blank');
    expect(primary).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("makes 'Download CV' the primary action without repeating it, and falls back to 'Get in touch' when the résumé is off", () => {
    const { rerender } = render(<AboutSection user={{ ...owner, primaryAction: 'download-cv' }} />);
    const primary = screen.getByRole('link', { name: 'Download CV (PDF)' });
    expect(primary).toHaveAttribute('data-primary-action', 'download-cv');
    expect(primary).toHaveAttribute('download', 'Alex-Morgan-CV.pdf');
    expect(screen.getAllByRole('link', { name: /^Download CV/ })).toHaveLength(1);
    rerender(<AboutSection user={{ ...owner, primaryAction: 'download-cv', resumePublic: false }} />);
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: /Download CV/ })).not.toBeInTheDocument();
  });

  it('makes an availability that invites contact a link to the primary action, and leaves the others text', () => {
    const { rerender } = render(
      <AboutSection
        user={{
          ...owner,
          availability: 'Available for hire',
          primaryAction: 'book-a-call',
          bookingUrl: 'https://cal.com/alex/intro',
        }}
      />,
    );
    const badge = screen.getByRole('link', {
      name: 'Available for hire – Book a call (opens in a new tab)',
    });
    expect(badge).toHaveAttribute('href', 'https://cal.com/alex/intro');
    rerender(<AboutSection user={{ ...owner, availability: 'Unavailable' }} />);
    expect(screen.getByText('Unavailable').closest('a')).toBeNull();
  });

  it('shows the avatar with its size, decoded off the main thread and fetched first', () => {
    render(<AboutSection user={owner} />);
    const avatar = screen.getByRole('img', { name: 'Photo of Alex Morgan' });
    expect(avatar).toHaveAttribute('src', owner.avatar);
    expect(avatar).toHaveAttribute('width', '112');
    expect(avatar).toHaveAttribute('height', '112');
    expect(avatar).toHaveAttribute('decoding', 'async');
    expect(avatar).toHaveAttribute('fetchpriority', 'high');
    expect(avatar).not.toHaveAttribute('loading', 'lazy');
  });

  it("shows the owner's initials when there is no avatar", () => {
    render(<AboutSection user={emptyOwner} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-placeholder')).toHaveTextContent('AM');
  });
});
