import type { HistoryEntry } from '@portfolio/shared/schemas';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, renderAdmin } from '../../test/render-admin';

const frontend = { id: 1, name: 'Frontend', color: 'blue' };
const ada = { kind: 'user', id: 1, name: 'Ada Lovelace' } as const;

const version = (id: number, changeSet: number, extra: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  changeSet,
  at: `2026-11-28T10:0${id % 10}:00.000Z`,
  by: ada,
  resource: 'tags',
  itemId: 1,
  label: 'Frontend',
  action: 'update',
  changes: [],
  ...extra,
});
const historyOf = (history: HistoryEntry[], total = history.length) => ({
  status: 200,
  body: { history, total },
});
const restored = (changeSet: number | null) => ({
  status: 200,
  body: { applied: true, changeSet, items: [] },
});

describe('History panel', () => {
  it('shows each version with only its changed fields, before → after, and marks the words a long text changed', async () => {
    stubApi({
      'GET /projects/4': {
        status: 200,
        body: {
          id: 4,
          name: 'Atlas',
          slug: 'atlas',
          description: 'A fast map of my trips.',
          domain: null,
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
          body: '',
          bodyHtml: '',
          technologies: [],
        },
      },
      'GET /users': listOf('users', []),
      'GET /technologies': listOf('technologies', [{ id: 3, name: 'React', tags: [] }]),
      'GET /history': historyOf([
        version(12, 40, {
          resource: 'projects',
          itemId: 4,
          label: 'Atlas',
          changes: [
            {
              field: 'description',
              before: 'A small map of the trips I took with my family in the summer.',
              after: 'A fast map of the trips I took with my family in the summer.',
            },
            { field: 'technologies', before: [], after: [3] },
          ],
        }),
        version(11, 39, {
          resource: 'projects',
          itemId: 4,
          label: 'Atlas',
          changes: [{ field: 'visible', before: false, after: true }],
        }),
        version(10, 38, { resource: 'projects', itemId: 4, label: 'Atlas', action: 'create' }),
      ]),
    });
    renderAdmin('/admin/projects/4');
    const panel = await screen.findByRole('region', { name: 'History' });
    const [latest, shown, created] = await within(panel).findAllByRole('listitem');
    expect(latest).toHaveTextContent('Edited by Ada Lovelace');
    expect(within(latest!).getByText('Current version')).toBeInTheDocument();
    expect(within(latest!).getByRole('deletion')).toHaveTextContent('small');
    expect(within(latest!).getByRole('insertion')).toHaveTextContent('fast');
    await waitFor(() => expect(latest).toHaveTextContent('technologiesfrom — → to React'));
    expect(shown).toHaveTextContent('visiblefrom no → to yes');
    expect(created).toHaveTextContent('Created by Ada Lovelace');
    expect(within(created!).queryByRole('definition')).not.toBeInTheDocument();
  });

  it('restores a version only after a confirm, and its toast offers Undo of the restore', async () => {
    const { requests } = stubApi({
      'GET /tags/1': { status: 200, body: frontend },
      'GET /history': historyOf([
        version(8, 31, { changes: [{ field: 'name', before: 'Front', after: 'Frontend' }] }),
        version(7, 30, { action: 'create' }),
      ]),
      'POST /history/7/restore': restored(50),
      'POST /history/change-sets/50/undo': restored(51),
    });
    const { user } = renderAdmin('/admin/tags/1');
    const panel = await screen.findByRole('region', { name: 'History' });
    const restore = await within(panel).findByRole('button', { name: /^Restore the version of/ });
    await user.click(restore);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      /^Restore this tag as it was on .*\? Its fields, links/,
    );
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(restore);
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Restored: the item is as it was then.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Undone: it is back as it was.');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/history/7/restore',
      '/history/change-sets/50/undo',
    ]);
  });
});

describe('Undo in the toast', () => {
  it('takes back a save, fields and links alike: every version written since the copy the form saved from', async () => {
    let stored = frontend;
    const { requests } = stubApi({
      'GET /tags/1': () => ({ status: 200, body: stored, headers: { ETag: '"7"' } }),
      'PUT /tags/1': (request) => {
        stored = { ...frontend, ...(request.body as object) };
        return { status: 200, body: stored, headers: { ETag: '"9"' } };
      },
      'GET /history': historyOf([
        version(9, 33, { changes: [{ field: 'name', before: 'Front', after: 'UI' }] }),
        version(8, 32, { changes: [{ field: 'color', before: 'gray', after: 'blue' }] }),
        version(7, 31, { changes: [{ field: 'name', before: 'Frontend', after: 'Front' }] }),
      ]),
      'POST /history/change-sets/33/undo': restored(60),
      'POST /history/change-sets/32/undo': restored(61),
    });
    const { user } = renderAdmin('/admin/tags/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'UI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Tag updated successfully!');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Undone: it is back as it was.');
    expect(requests.find((request) => request.method === 'PUT')!.headers.get('If-Match')).toBe('"7"');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/history/change-sets/33/undo',
      '/history/change-sets/32/undo',
    ]);
  });

  it('takes back a delete, and says so when the undo is refused', async () => {
    let tags = [frontend];
    stubApi({
      'GET /tags': () => listOf('tags', tags),
      'DELETE /tags/1': () => {
        tags = [];
        return { status: 204 };
      },
      'GET /history': historyOf([version(9, 70, { action: 'delete' })]),
      'POST /history/change-sets/70/undo': problem(409, 'The name Frontend is taken'),
    });
    const { user } = renderAdmin('/admin/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete Frontend' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent(/deleted/i);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It could not be undone. Its history has every version to restore by hand.',
    );
  });

  it('offers no Undo when the history does not hold the change just made', async () => {
    stubApi({
      'GET /tags': listOf('tags', [frontend]),
      'DELETE /tags/1': { status: 204 },
      'GET /history': historyOf([version(9, 70, { action: 'update' })]),
    });
    const { user } = renderAdmin('/admin/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete Frontend' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tag deleted successfully!');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});

describe('Trash', () => {
  it('lists every deleted item and brings one back after a confirm', async () => {
    let trash = [
      version(20, 80, { action: 'delete', resource: 'technologies', itemId: 5, label: 'Svelte' }),
      version(19, 79, { action: 'delete', resource: 'projects', itemId: 2, label: 'Atlas' }),
    ];
    const { requests } = stubApi({
      'GET /history': (request) => {
        expect(request.query.get('deleted')).toBe('true');
        return historyOf(trash);
      },
      'POST /history/20/restore': () => {
        trash = trash.slice(1);
        return restored(81);
      },
    });
    const { user } = renderAdmin('/admin/history');
    const table = await screen.findByRole('table', { name: 'Deleted items' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      // The time is the owner's: its hour depends on the time zone.
      expect.stringMatching(/^SvelteTechnology28 Nov 2026, \d\d:\d0:00 by Ada LovelaceRestore$/),
      expect.stringMatching(/^AtlasProject28 Nov 2026, \d\d:\d9:00 by Ada LovelaceRestore$/),
    ]);
    await user.click(within(table).getByRole('button', { name: 'Restore Svelte' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Bring back technology "Svelte" as it was when deleted?',
    );
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Svelte is back, with its links and its place.',
    );
    await waitFor(() => expect(screen.queryByText('Svelte')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says when it is empty', async () => {
    stubApi({ 'GET /history': historyOf([]) });
    renderAdmin('/admin/history');
    expect(await screen.findByText('The trash is empty: nothing has been deleted.')).toBeInTheDocument();
  });
});

describe('Restore the site to…', () => {
  it('previews what would change, then restores after a confirm', async () => {
    const items = [
      { resource: 'tags', itemId: 1, label: 'Frontend', action: 'create', changes: [] },
      {
        resource: 'projects',
        itemId: 4,
        label: 'Atlas',
        action: 'update',
        changes: [{ field: 'name', before: 'Atlas 2', after: 'Atlas' }],
      },
    ];
    const { requests } = stubApi({
      'POST /history/restore-site': (request) => ({
        status: 200,
        body: {
          applied: !(request.body as { dryRun: boolean }).dryRun,
          changeSet: (request.body as { dryRun: boolean }).dryRun ? null : 90,
          items,
        },
      }),
    });
    const { user } = renderAdmin('/admin/history/restore-site');
    await user.type(await screen.findByLabelText('Date and time (your time zone)'), '2026-11-28T09:30:00');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Comes back:')).toBeInTheDocument();
    expect(screen.getByText(/^Comes back:/).closest('li')).toHaveTextContent('Comes back: tag “Frontend”');
    expect(screen.getByText(/^Changes:/).closest('li')).toHaveTextContent(
      'Changes: project “Atlas”name: Atlas 2 → becomes Atlas',
    );
    await user.click(screen.getByRole('button', { name: 'Restore the site' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Restore the whole site as it was then? 2 item(s) change; you can undo it.',
    );
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('The site is as it was then.');
    const bodies = requests.map((request) => request.body as { at: string; dryRun: boolean });
    expect(bodies.map((body) => body.dryRun)).toEqual([true, false]);
    expect(bodies[0]!.at).toBe(new Date('2026-11-28T09:30:00').toISOString());
    expect(bodies[1]!.at).toBe(bodies[0]!.at);
  });

  it("shows the API's refusal of a moment before the history begins beside the field", async () => {
    stubApi({
      'POST /history/restore-site': problem(400, 'The history begins at 2026-11-01: choose a later moment'),
    });
    const { user } = renderAdmin('/admin/history/restore-site');
    await user.type(await screen.findByLabelText('Date and time (your time zone)'), '2020-01-01T00:00:00');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The history begins at 2026-11-01: choose a later moment',
    );
    expect(screen.getByLabelText('Date and time (your time zone)')).toHaveAttribute('aria-invalid', 'true');
  });
});
