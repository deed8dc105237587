import { ADMIN_SECTIONS, adminHref, adminTitle } from '@portfolio/shared/admin-sections';
import type * as Registry from '@portfolio/shared/resources';
import { stubApi } from '@portfolio/ui/testing/stub-api';
import { testQueryClient } from '@portfolio/ui/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, renderAdmin } from '../test/render-admin';
import type * as Screens from './resource-screens';

// A throwaway resource, added to the registry for this file only: its descriptor (the host's half) to the list
// in @portfolio/shared/resources, its resource and screens (the admin remote's half, in ../test/gadgets.tsx) to
// RESOURCE_SCREENS. Everything else it gets (route, menu entry, header title, card on the admin home,
// invalidation) must follow from those two lines.
const gadgetsDescriptor = vi.hoisted(() => ({
  name: 'gadgets',
  label: 'Gadgets',
  icon: 'tags',
  // A tag would show its gadgets: a write to a gadget refetches the tags.
  affects: ['tags'],
}));

vi.mock('@portfolio/shared/resources', async (importOriginal) => {
  const registry = await importOriginal<typeof Registry>();
  return { ...registry, ADMIN_RESOURCES: [...registry.ADMIN_RESOURCES, gadgetsDescriptor] };
});

vi.mock('./resource-screens', async (importOriginal) => {
  const { RESOURCE_SCREENS } = await importOriginal<typeof Screens>();
  const { gadgetScreens } = await import('../test/gadgets');
  return { RESOURCE_SCREENS: { ...RESOURCE_SCREENS, gadgets: gadgetScreens(gadgetsDescriptor) } };
});

const lamp = { id: 1, name: 'Lamp' };

describe('A resource added to the registry', () => {
  it('gets its list and its form at its own path', async () => {
    stubApi({ 'GET /gadgets': listOf('gadgets', [lamp]), 'GET /gadgets/1': { status: 200, body: lamp } });
    const { user } = renderAdmin('/admin/gadgets');
    expect(await screen.findByRole('heading', { name: 'Gadgets' })).toBeInTheDocument();
    const row = (await screen.findByText('Lamp')).closest('tr')!;
    await user.click(within(row).getByRole('link', { name: 'Edit Lamp' }));
    expect(await screen.findByRole('heading', { name: 'Edit gadget' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lamp');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/gadgets/1');
  });

  it('gets its menu entry after the other resources, with its icon, and its header title', () => {
    const menu = ADMIN_SECTIONS.map(({ path, label }) => [label, adminHref(path)]);
    expect(menu.slice(-6)).toEqual([
      ['Tags', '/admin/tags'],
      ['Inbox', '/admin/messages'],
      ['Gadgets', '/admin/gadgets'],
      ['History', '/admin/history'],
      ['Profile', '/admin/profile'],
      ['Releases', '/admin/releases'],
    ]);
    expect(ADMIN_SECTIONS).toContainEqual({
      path: 'gadgets',
      label: 'Gadgets',
      icon: 'tags',
      group: 'content',
    });
    expect(adminTitle('/admin/gadgets/create-new')).toBe('Gadgets');
  });

  it("gets its count and 'New gadget' on the admin home", async () => {
    stubApi({
      'GET /dashboard': {
        status: 200,
        body: {
          counts: { users: 1, projects: 2, experiences: 3, technologies: 4, tags: 5, gadgets: 6 },
          hidden: [],
          recent: [{ resource: 'gadgets', id: 1, name: 'Lamp', updatedAt: '2026-11-25T21:40:00.000Z' }],
        },
      },
    });
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: 'New gadget' })).toHaveAttribute(
      'href',
      '/admin/gadgets/create-new',
    );
    const content = await screen.findByRole('region', { name: 'Your content' });
    const card = within(content).getByRole('link', { name: /Gadgets/ });
    expect(card).toHaveTextContent('6Gadgets');
    expect(card).toHaveAttribute('href', '/admin/gadgets');
    const recent = screen.getByRole('region', { name: 'Last changed' });
    expect(within(recent).getByRole('link', { name: 'Lamp' })).toHaveAttribute('href', '/admin/gadgets/1');
    expect(within(recent).getByText('(Gadgets)')).toBeInTheDocument();
  });

  it('refetches after a write what it declares it affects, and nothing else', async () => {
    stubApi({
      'POST /gadgets': { status: 201, body: { id: 2, name: 'Kettle' } },
      'GET /gadgets': listOf('gadgets', [lamp, { id: 2, name: 'Kettle' }]),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(['tags', 'list', 'all'], []);
    queryClient.setQueryData(['projects', 'list', 'all'], []);
    const { user } = renderAdmin('/admin/gadgets/create-new', { queryClient });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Kettle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gadget created successfully!');
    expect(queryClient.getQueryState(['tags', 'list', 'all'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['projects', 'list', 'all'])?.isInvalidated).toBe(false);
  });
});
