import type { PublicUser } from '@portfolio/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { HomeData } from './page-renderer';
import type { Renderer } from './server-pages';
import { smokeRender, smokeRenderAdmin, textOf } from './smoke-render';

/** A renderer that answers `markup` for every page, and says whether it was stopped. */
function rendering(markup: string): Renderer & { stoppedByCheck: boolean } {
  const renderer = {
    stoppedByCheck: false,
    render: async () => markup,
    stopped: Promise.resolve(),
    stop: async () => void (renderer.stoppedByCheck = true),
  };
  return renderer;
}

const site = (firstName: string, lastName: string): HomeData => ({
  owner: { firstName, lastName } as PublicUser,
  technologies: [],
});

describe('smokeRender', () => {
  it("finds an owner's name that the markup escapes: Alex O'Brien", async () => {
    // As React writes `<h1>{firstName} {lastName}</h1>`.
    const renderer = rendering('<main><h1>Alex<!-- --> <!-- -->O&#x27;Brien</h1></main>');
    await expect(
      smokeRender(
        async () => renderer,
        async () => site('Alex', "O'Brien"),
      ),
    ).resolves.toBe("HomePage rendered the live page with Alex O'Brien (0 KiB of HTML).");
    expect(renderer.stoppedByCheck).toBe(true);
  });

  it("refuses a page without the owner's name, and stops its renderer", async () => {
    const renderer = rendering('<main><h1>Someone else</h1></main>');
    await expect(
      smokeRender(
        async () => renderer,
        async () => site('Alex', "O'Brien"),
      ),
    ).rejects.toThrow("HomePage rendered without the owner's name (Alex O'Brien).");
    expect(renderer.stoppedByCheck).toBe(true);
  });
});

describe('smokeRenderAdmin', () => {
  it("renders the new tag's form, a screen that needs no data, and stops its renderer", async () => {
    const renderer = rendering('<form><label for="n">Name</label><input id="n"/></form>'.padEnd(2048, ' '));
    await expect(smokeRenderAdmin(async () => renderer)).resolves.toBe(
      'AdminApp rendered /admin/tags/create-new (2 KiB of HTML).',
    );
    expect(renderer.stoppedByCheck).toBe(true);
  });

  it('refuses an AdminApp that renders something else there, and stops its renderer', async () => {
    const renderer = rendering('<section><p>This admin page does not exist.</p></section>');
    await expect(smokeRenderAdmin(async () => renderer)).rejects.toThrow(
      "AdminApp rendered /admin/tags/create-new without the new tag's form.",
    );
    expect(renderer.stoppedByCheck).toBe(true);
  });
});

describe('textOf', () => {
  it('reads markup as text: no tags or comments, references decoded, spaces collapsed', () => {
    expect(textOf('<p class="a">Ana &amp; Zoë&#39;s <b>caf&#xe9;</b>\n  &lt;3&nbsp;&unknown;</p>')).toBe(
      "Ana & Zoë's café <3 &unknown;",
    );
  });
});
