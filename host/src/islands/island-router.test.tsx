import { Link, useLocation } from '@portfolio/shared/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_CHANGED_EVENT } from '../features/shell/header-links';
import { IslandRouter } from './island-router';

function Address({ name }: { name: string }) {
  const { search, hash } = useLocation();
  return (
    <p>
      {name} sees {search || '(no filter)'}
      {hash}
    </p>
  );
}

describe('IslandRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('changes the address in place from one island, and every island follows it, Back included', async () => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    render(
      <>
        <IslandRouter renderedAt="/">
          <Link to={{ search: '?tech=docker', hash: '#projects' }}>Docker</Link>
          <Address name="stack" />
        </IslandRouter>
        <IslandRouter renderedAt="/">
          <Address name="projects" />
        </IslandRouter>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Docker' })).toHaveAttribute('href', '/?tech=docker#projects');
    fireEvent.click(screen.getByRole('link', { name: 'Docker' }));
    expect(window.location.search).toBe('?tech=docker');
    expect(await screen.findByText('projects sees ?tech=docker#projects')).toBeInTheDocument();
    expect(screen.getByText('stack sees ?tech=docker#projects')).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('projects sees (no filter)')).toBeInTheDocument();
  });

  it("follows the header's anchors, which change the address outside any island", async () => {
    render(
      <IslandRouter renderedAt="/">
        <Address name="stack" />
      </IslandRouter>,
    );
    act(() => {
      window.history.pushState(null, '', '/#about');
      window.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
    });
    expect(await screen.findByText('stack sees (no filter)#about')).toBeInTheDocument();
  });

  it('first renders the address the server rendered, then the one a filter chosen before hydration set', async () => {
    window.history.replaceState(null, '', '/?tech=docker#projects');
    const renders: string[] = [];
    function Recorded() {
      const { search } = useLocation();
      renders.push(search);
      return <p>sees {search}</p>;
    }
    render(
      <IslandRouter renderedAt="/">
        <Recorded />
      </IslandRouter>,
    );
    expect(await screen.findByText('sees ?tech=docker')).toBeInTheDocument();
    expect(renders[0]).toBe('');
  });
});
