import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteModule } from './RemoteModule';
import { registerRemoteEntries } from './remotes';

// The federation runtime needs the Vite plugin, which turns itself off under Vitest.
vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

// Suspense resolves only inside an awaited act(), as React warns.
const renderSuspended = (ui: React.ReactElement) => act(async () => void render(ui));

// Loads are cached per module for the page's life, so each test names its own exposed module.
const manifest = 'http://localhost:5175/mf-manifest.json';

describe('RemoteModule', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    registerRemoteEntries({ adminRemote: manifest });
  });

  it('renders the remote component once it has loaded', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: () => <p>Admin screens</p> });
    await renderSuspended(
      <RemoteModule remote="adminRemote" expose="AdminApp" label="admin area" props={{}} />,
    );
    expect(await screen.findByText('Admin screens')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('adminRemote/AdminApp');
  });

  it('says what failed and retries with a fresh registration', async () => {
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest.'))
      .mockResolvedValue({ default: () => <p>Admin screens</p> });
    await renderSuspended(
      <RemoteModule remote="adminRemote" expose={'Flaky' as 'AdminApp'} label="admin area" props={{}} />,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The admin area could not be loaded.');
    expect(alert).not.toHaveTextContent('Federation Runtime');
    expect(console.error).toHaveBeenCalledWith(
      'The admin area failed:',
      expect.objectContaining({ message: '[ Federation Runtime ]: Failed to get manifest.' }),
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Admin screens')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'adminRemote', entry: manifest }], {
      force: true,
    });
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    vi.mocked(loadRemote).mockResolvedValue({
      default: () => {
        throw new Error('render failed');
      },
    });
    await renderSuspended(
      <RemoteModule remote="adminRemote" expose={'Broken' as 'AdminApp'} label="admin area" props={{}} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The admin area could not be loaded.');
    expect(alert).not.toHaveTextContent('render failed');
  });

  it('shows the fallback when no address is configured for the remote', async () => {
    registerRemoteEntries({});
    await renderSuspended(
      <RemoteModule remote="publicRemote" expose="HomePage" label="portfolio" props={{}} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The portfolio could not be loaded.');
    expect(console.error).toHaveBeenCalledWith(
      'The portfolio failed:',
      expect.objectContaining({ message: 'No address is configured for publicRemote.' }),
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
