import { describe, expect, it } from 'vitest';
import { usesPostgres } from '../test-app';
import { canRunCluster, postgresOutage } from './postgres-outage';

// On a throwaway cluster of its own, in the postgres project (the one CI runs with PostgreSQL installed).
describe.runIf(usesPostgres() && canRunCluster())(
  'PostgreSQL stopped and started again under light load',
  () => {
    it(
      'answers 503 while it is down, 200 again once it is back, without restarting the API',
      { timeout: 180_000 },
      async () => {
        const result = await postgresOutage({ outageMs: 2000 });
        expect(Object.keys(result.during).sort(), JSON.stringify(result)).toEqual(['503']);
        expect(result.healthDuring).toMatchObject({ status: 'unavailable', databaseStatus: 'down' });
        expect(result.after, JSON.stringify(result)).toEqual({ 200: 40 });
        expect(result.recoveryMs).toBeGreaterThanOrEqual(0);
        expect(result.apiRestarted).toBe(false);
      },
    );
  },
);
