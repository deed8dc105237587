import type { Release } from '@portfolio/shared/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReleaseFacts } from './ReleaseFacts';

const release = (fields: Partial<Release>): Release => ({
  version: 'v2',
  manifestUrl: 'http://remote.test/releases/v2/mf-manifest.json',
  buildVersion: 'v2',
  commit: 'abc1234',
  builtAt: null,
  notes: null,
  downloadBytes: null,
  shared: null,
  downloadChange: null,
  registeredAt: '2026-11-28T20:00:00.000Z',
  registeredBy: { kind: 'key', id: 1, name: 'CI' },
  checks: [],
  previewUntil: null,
  ...fields,
});

describe('ReleaseFacts', () => {
  it('shows the notes, the download against live flagged past 10 %, and the shared packages', () => {
    render(
      <ReleaseFacts
        release={release({
          notes: 'Charts on the dashboard\nA date picker',
          downloadBytes: 126_464,
          downloadChange: { bytes: 11_964, share: 0.1045, flagged: true },
          shared: { react: '19.3.1' },
        })}
      />,
    );
    expect(screen.getByText(/Charts on the dashboard/)).toBeInTheDocument();
    expect(screen.getByText(/123\.5 KiB gzipped \(\+10\.4 % against live\)/)).toBeInTheDocument();
    expect(screen.getByText('More than 10 % larger')).toBeInTheDocument();
    expect(screen.getByText('Shared packages (1)')).toBeInTheDocument();
    expect(screen.getByText('react 19.3.1')).toBeInTheDocument();
  });

  it('says nothing it does not know, and flags no smaller release', () => {
    const { rerender } = render(<ReleaseFacts release={release({})} />);
    expect(screen.queryByText(/Download/)).not.toBeInTheDocument();
    rerender(
      <ReleaseFacts
        release={release({
          downloadBytes: 1024,
          downloadChange: { bytes: -512, share: -0.333, flagged: false },
        })}
      />,
    );
    expect(screen.getByText(/1\.0 KiB gzipped \(−33\.3 % against live\)/)).toBeInTheDocument();
    expect(screen.queryByText('More than 10 % larger')).not.toBeInTheDocument();
  });
});
