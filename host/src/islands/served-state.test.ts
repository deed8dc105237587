import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { datedWhenServed } from './served-state';

describe('datedWhenServed', () => {
  it('dates the data of a kept page when it was served, so no island refetches it at once', () => {
    const server = new QueryClient();
    server.setQueryData(['users', 1], { name: 'Alex' }, { updatedAt: 0 });
    const servedAt = Date.now() - 1000;

    const browser = new QueryClient();
    hydrate(browser, datedWhenServed(dehydrate(server), servedAt));
    expect(browser.getQueryState(['users', 1])).toMatchObject({
      dataUpdatedAt: servedAt,
      data: { name: 'Alex' },
    });
  });
});
