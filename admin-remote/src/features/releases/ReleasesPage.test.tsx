import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';

const alex = { kind: 'user', id: 1, name: 'Alex Morgan' };
const ci = { kind: 'key', id: 3, name: 'CI public' };
const passed = [
  { name: 'origin', ok: true, message: 'http://localhost:5174 is an allowed origin.' },
  { name: 'render', ok: true, message: 'HomePage rendered the live page with Alex Morgan (32 KiB of HTML).' },
];
const release = (version: string, registeredAt: string, checks = passed) => ({
  version,
  manifestUrl: `http://localhost:5174/releases/${version}/mf-manifest.json`,
  buildVersion: version,
  commit: 'abc1234',
  builtAt: registeredAt,
  registeredAt,
  registeredBy: ci,
  checks,
  previewUntil: null,
});
const v1 = release('v1', '2026-11-20T10:00:00.000Z');
const v2 = release('v2', '2026-11-25T10:00:00.000Z');
const publicState = {
  remote: 'publicRemote',
  live: { version: 'v1', manifestUrl: v1.manifestUrl, since: '2026-11-21T09:00:00.000Z', by: alex },
  previous: null,
  rollout: null,
  rule: null,
  releases: [v2, v1],
  history: [
    {
      id: 2,
      at: '2026-11-25T10:00:01.000Z',
      action: 'refuse',
      by: ci,
      from: null,
      to: 'v-bad',
      percent: null,
      ok: false,
      checks: [],
      message: 'shared: react: the remote needs ^18.2.0, the host provides 19.3.1',
    },
    {
      id: 1,
      at: '2026-11-21T09:00:00.000Z',
      action: 'promote',
      by: alex,
      from: null,
      to: 'v1',
      percent: 100,
      ok: true,
      checks: passed,
      message: null,
    },
  ],
};
const adminState = {
  remote: 'adminRemote',
  live: null,
  previous: null,
  rollout: null,
  rule: null,
  releases: [],
  history: [],
};
const keys = {
  deployKeys: [
    {
      id: 3,
      name: 'CI public',
      remote: 'publicRemote',
      prefix: 'pfdk_AbCdEfG',
      createdAt: '2026-11-20T08:00:00.000Z',
      createdBy: 'Alex Morgan',
      lastUsedAt: '2026-11-25T10:00:00.000Z',
      revokedAt: null,
      scopes: ['publish', 'promote'],
      expiresAt: null,
    },
  ],
};

const routes = (extra = {}) => ({
  'GET /releases/publicRemote': { status: 200, body: publicState },
  'GET /releases/adminRemote': { status: 200, body: adminState },
  'GET /deploy-keys': { status: 200, body: keys },
  ...extra,
});

describe('Releases', () => {
  it("shows each remote's live release, its releases with their checks, and the history with refusals", async () => {
    stubApi(routes());
    renderAdmin('/admin/releases');
    const site = await screen.findByRole('region', { name: 'Public site' });
    expect(await within(site).findByText(/since 21 Nov 2026/)).toHaveTextContent(
      'since 21 Nov 2026, 09:00, by Alex Morgan',
    );
    const candidate = within(site).getByText('v2').closest('li')!;
    expect(within(candidate).getByText('All 2 checks passed')).toBeInTheDocument();
    expect(within(candidate).getByRole('button', { name: 'Promote v2' })).toBeEnabled();
    const live = within(site)
      .getAllByText('v1')
      .find((element) => element.closest('li'))!
      .closest('li')!;
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();
    expect(within(site).getByText('Refused')).toBeInTheDocument();
    expect(
      within(site).getByText('shared: react: the remote needs ^18.2.0, the host provides 19.3.1'),
    ).toBeInTheDocument();
    const admin = screen.getByRole('region', { name: 'Admin area' });
    expect(await within(admin).findByText(/None registered yet/)).toHaveTextContent(
      'None registered yet: publish one with pnpm release admin publish.',
    );
  });

  it('lists the refused releases with their reason when asked, apart from those that can serve', async () => {
    stubApi(routes());
    const { user } = renderAdmin('/admin/releases');
    const site = await screen.findByRole('region', { name: 'Public site' });
    expect(within(site).queryByRole('list', { name: 'Refused releases' })).not.toBeInTheDocument();
    await user.click(await within(site).findByLabelText('Show refused releases (1)'));
    const refused = within(site).getByRole('list', { name: 'Refused releases' });
    expect(within(refused).getByText('v-bad')).toBeInTheDocument();
    expect(
      within(refused).getByText('shared: react: the remote needs ^18.2.0, the host provides 19.3.1'),
    ).toBeInTheDocument();
  });

  it('rolls a release out to the share chosen, naming the live release it expects, after asking', async () => {
    const { requests } = stubApi(
      routes({
        'PUT /releases/publicRemote/live': {
          status: 200,
          body: {
            ...publicState,
            rollout: {
              version: 'v2',
              manifestUrl: v2.manifestUrl,
              percent: 25,
              since: '2026-11-25T11:00:00.000Z',
              by: alex,
            },
          },
        },
      }),
    );
    const { user } = renderAdmin('/admin/releases');
    const site = await screen.findByRole('region', { name: 'Public site' });
    const candidate = (await within(site).findByText('v2')).closest('li')!;
    await user.selectOptions(
      within(candidate).getByRole('combobox', { name: 'Share of visitors for v2' }),
      '25',
    );
    await user.click(within(candidate).getByRole('button', { name: 'Promote v2' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Roll out v2 of the public site to 25 % of visitors?',
    );
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('v2 is live for 25 % of visitors.');
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      version: 'v2',
      percent: 25,
      expectedLive: 'v1',
    });
  });

  it('says what the site answered when a promotion is refused: a stale view or a check that fails now', async () => {
    stubApi(
      routes({
        'PUT /releases/publicRemote/live': problem(
          409,
          "publicRemote's live release is v3, not v1: someone switched it meanwhile. Reload and try again.",
        ),
      }),
    );
    const { user } = renderAdmin('/admin/releases');
    const candidate = (await screen.findByText('v2')).closest('li')!;
    await user.click(within(candidate).getByRole('button', { name: 'Promote v2' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Promote v2 of the public site to every visitor?');
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "publicRemote's live release is v3, not v1: someone switched it meanwhile. Reload and try again.",
    );
  });

  it('rolls back by stopping a running rollout first, saying so, and names the live release it expects', async () => {
    const rollingOut = {
      ...publicState,
      previous: 'v0',
      rollout: { version: 'v2', manifestUrl: v2.manifestUrl, percent: 20, since: v2.registeredAt, by: ci },
    };
    const stopped =
      'Stopped the rollout of v2 (20 % of visitors): every visitor is on v1 again, and live is unchanged. Roll back again to go back to v0.';
    let after: object | undefined;
    const { requests } = stubApi(
      routes({
        'GET /releases/publicRemote': () => ({ status: 200, body: after ?? rollingOut }),
        'POST /releases/publicRemote/rollback': () => {
          after = { ...publicState, previous: 'v0' };
          return { status: 200, body: { ...after, outcome: 'rollout-stopped', message: stopped } };
        },
      }),
    );
    const { user } = renderAdmin('/admin/releases');
    const site = await screen.findByRole('region', { name: 'Public site' });
    await user.click(await within(site).findByRole('button', { name: 'Roll back: stop the rollout of v2' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Stop the rollout of v2 (20 % of visitors)? Live stays v1; roll back again to go back to v0.',
    );
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent(stopped);
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ expectedLive: 'v1' });
    expect(await within(site).findByRole('button', { name: 'Roll back to v0' })).toBeEnabled();
  });

  it("sets the remote's rule: promotion to everyone only after a rollout, checked before it is sent", async () => {
    const rule = { rolloutPercent: 20, rolloutMinutes: 15 };
    const { requests } = stubApi(
      routes({ 'PUT /releases/publicRemote/rule': { status: 200, body: { ...publicState, rule } } }),
    );
    const { user } = renderAdmin('/admin/releases');
    const site = await screen.findByRole('region', { name: 'Public site' });
    await user.click(await within(site).findByText('Rule'));
    expect(
      within(site).getByText('Any release that passed its checks can be promoted to everyone at once.'),
    ).toBeInTheDocument();
    await user.click(within(site).getByLabelText('Promotion to everyone needs a rollout first'));
    await user.clear(within(site).getByLabelText('At least (%)'));
    await user.type(within(site).getByLabelText('At least (%)'), '100');
    await user.click(within(site).getByRole('button', { name: 'Save rule' }));
    expect(await within(site).findByRole('alert')).toHaveTextContent(
      'The share is a whole number from 1 to 99',
    );
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(within(site).getByLabelText('At least (%)'));
    await user.type(within(site).getByLabelText('At least (%)'), '20');
    await user.clear(within(site).getByLabelText('For (minutes)'));
    await user.type(within(site).getByLabelText('For (minutes)'), '15');
    await user.click(within(site).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Promotion to everyone needs a rollout first: at least 20 % for 15 minutes.',
    );
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ rule });
  });

  it('makes a preview link to open, and never offers one for a release that failed its checks', async () => {
    const failing = release('v3', '2026-11-25T12:00:00.000Z', [
      { name: 'render', ok: false, message: 'HomePage threw: boom' },
    ]);
    stubApi(
      routes({
        'GET /releases/publicRemote': { status: 200, body: { ...publicState, releases: [failing, v2, v1] } },
        'POST /releases/publicRemote/previews': {
          status: 201,
          body: {
            url: 'http://localhost:5173/releases/preview?grant=signed',
            expiresAt: '2026-11-25T13:00:00.000Z',
          },
        },
      }),
    );
    const { user } = renderAdmin('/admin/releases');
    const bad = (await screen.findByText('v3')).closest('li')!;
    expect(within(bad).getByText('1 of 1 checks failed: render')).toBeInTheDocument();
    expect(within(bad).getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(within(bad).getByRole('button', { name: 'Promote v3' })).toBeDisabled();
    await user.click(within(screen.getByText('v2').closest('li')!).getByRole('button', { name: 'Preview' }));
    const link = await screen.findByRole('link', { name: 'Open the preview (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://localhost:5173/releases/preview?grant=signed');
  });

  it('shows an error with Retry when the releases cannot be loaded, and Retry loads them', async () => {
    let fail = true;
    stubApi(
      routes({
        'GET /releases/publicRemote': () =>
          fail ? problem(500, 'The API is not answering.') : { status: 200, body: publicState },
      }),
    );
    const { user } = renderAdmin('/admin/releases');
    const site = await screen.findByRole('region', { name: 'Public site' });
    expect(await within(site).findByRole('alert')).toHaveTextContent(
      'The releases could not be loaded: The API is not answering.',
    );
    fail = false;
    await user.click(within(site).getByRole('button', { name: 'Retry' }));
    expect(await within(site).findByText('v2')).toBeInTheDocument();
  });

  describe('deploy keys', () => {
    it('makes a key and shows it once, to copy', async () => {
      const created = {
        ...keys.deployKeys[0],
        id: 4,
        name: 'CI admin',
        remote: 'adminRemote',
        key: 'pfdk_the-whole-key',
      };
      const { requests } = stubApi(routes({ 'POST /deploy-keys': { status: 201, body: created } }));
      const { user } = renderAdmin('/admin/releases');
      const panel = await screen.findByRole('region', { name: 'Deploy keys' });
      await user.type(within(panel).getByLabelText('Key name'), 'CI admin');
      await user.selectOptions(within(panel).getByLabelText('Remote'), 'adminRemote');
      await user.click(within(panel).getByRole('button', { name: 'Create key' }));
      expect(await within(panel).findByLabelText('Deploy key CI admin')).toHaveValue('pfdk_the-whole-key');
      expect(within(panel).getByText(/it is shown this once/)).toBeInTheDocument();
      expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
        name: 'CI admin',
        remote: 'adminRemote',
        scopes: ['publish', 'promote'],
        expiresAt: null,
      });
    });

    it('makes a key that may only publish, expiring in 30 days, and lists each key with its rights', async () => {
      const { requests } = stubApi(
        routes({ 'POST /deploy-keys': { status: 201, body: { ...keys.deployKeys[0], key: 'pfdk_k' } } }),
      );
      const { user } = renderAdmin('/admin/releases');
      const panel = await screen.findByRole('region', { name: 'Deploy keys' });
      expect(await within(panel).findByText('may publish and promote')).toBeInTheDocument();
      await user.type(within(panel).getByLabelText('Key name'), 'CI build');
      await user.selectOptions(within(panel).getByLabelText('Remote'), 'publicRemote');
      await user.selectOptions(within(panel).getByLabelText('May'), 'publish');
      await user.selectOptions(within(panel).getByLabelText('Expires'), '30');
      await user.click(within(panel).getByRole('button', { name: 'Create key' }));
      await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
      const body = requests.find((request) => request.method === 'POST')!.body as {
        scopes: string[];
        expiresAt: string;
      };
      expect(body.scopes).toEqual(['publish']);
      const days = (Date.parse(body.expiresAt) - Date.now()) / (24 * 60 * 60 * 1000);
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('says what is missing before asking the API', async () => {
      const { requests } = stubApi(routes());
      const { user } = renderAdmin('/admin/releases');
      const panel = await screen.findByRole('region', { name: 'Deploy keys' });
      await user.click(within(panel).getByRole('button', { name: 'Create key' }));
      expect(await within(panel).findByText('Key name is required')).toBeInTheDocument();
      expect(within(panel).getByText('Pick a remote')).toBeInTheDocument();
      expect(requests.some((request) => request.method === 'POST')).toBe(false);
    });

    it('revokes a key after asking', async () => {
      const { requests } = stubApi(routes({ 'DELETE /deploy-keys/3': { status: 204 } }));
      const { user } = renderAdmin('/admin/releases');
      const panel = await screen.findByRole('region', { name: 'Deploy keys' });
      expect(await within(panel).findByText('pfdk_AbCdEfG…')).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Revoke CI public' }));
      expect(screen.getByRole('dialog')).toHaveTextContent(
        "Revoke the deploy key 'CI public'? Anything using it stops working at once.",
      );
      await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
      expect(await screen.findByRole('status')).toHaveTextContent('Deploy key revoked.');
      await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    });
  });
});
