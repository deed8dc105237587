import { saveToken } from '@portfolio/shared/api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../test-utils';
import { RedirectIfSignedIn, RequireAuth } from './guards';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<RedirectIfSignedIn>login form</RedirectIfSignedIn>} />
        <Route path="/admin/*" element={<RequireAuth>admin area</RequireAuth>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

describe('auth guards', () => {
  it('sends a visitor without a session from /admin to /login, remembering the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 401, title: 'Unauthorized' }, { status: 401 })),
    );
    renderAt('/admin/projects?page=2');
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fadmin%2Fprojects%3Fpage%3D2');
  });

  it('sends a signed-in user from /login to the page asked for, never to another site', () => {
    saveToken('a.b.c');
    renderAt('/login?next=%2Fadmin%2Ftags');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])('refuses next=%s and goes to /admin', (next) => {
    saveToken('a.b.c');
    renderAt(`/login?next=${encodeURIComponent(next)}`);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('sends a signed-in user from /login to /admin', () => {
    saveToken('a.b.c');
    renderAt('/login');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
