import { saveToken } from '@portfolio/shared/session';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn, RequireAuth } from './guards';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<RedirectIfSignedIn>login form</RedirectIfSignedIn>} />
        <Route path="/admin/*" element={<RequireAuth>admin area</RequireAuth>} />
      </Routes>
    </MemoryRouter>,
  );

describe('auth guards', () => {
  it('sends a visitor without a token from /admin to /login', () => {
    renderAt('/admin/projects');
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /admin', () => {
    saveToken('a.b.c');
    renderAt('/login');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
