import PgBoss from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createBossDb } from './pg-boss-db.ts';

function poolHandle() {
  const query = vi.fn(async () => ({ rows: [{ id: 1 }] }));
  return { handle: { kind: 'postgres', pool: { query } } as unknown as DatabaseHandle, query };
}

describe('pg-boss over the server’s database', () => {
  it('passes its SQL to the pool while the runner is open', async () => {
    const { handle, query } = poolHandle();
    const db = createBossDb(handle, () => true);
    await expect(db.executeSql('SELECT $1', [1])).resolves.toEqual({ rows: [{ id: 1 }] });
    expect(query).toHaveBeenCalledWith('SELECT $1', [1]);
  });

  it('answers no rows and leaves the closed pool alone once the runner has stopped', async () => {
    const { handle, query } = poolHandle();
    let open = true;
    const db = createBossDb(handle, () => open);
    open = false;
    await expect(db.executeSql('UPDATE job SET state = $1', ['completed'])).resolves.toEqual({ rows: [] });
    expect(query).not.toHaveBeenCalled();
  });

  it('answers a completion once stopped as affecting no job, which pg-boss reads without awaiting', async () => {
    const { handle, query } = poolHandle();
    const boss = new PgBoss({ db: createBossDb(handle, () => false), supervise: false, schedule: false });
    const id = '00000000-0000-4000-8000-000000000000';
    await expect(boss.complete('lifecycle-step-job', id)).resolves.toMatchObject({ affected: 0 });
    await expect(boss.fail('lifecycle-step-job', id)).resolves.toMatchObject({ affected: 0 });
    expect(await boss.fetch('lifecycle-step-job')).toEqual([]);
    expect(query).not.toHaveBeenCalled();
  });
});
