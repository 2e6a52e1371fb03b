import { describe, expect, it } from 'vitest';
import { auditEntrySchema } from '@contracts/audit';
import { seedAuditLog } from '../../scripts/lib/seed-audit-log';
import { adminDb as db } from '../support/affiliates';

const seeded = async () =>
  (await db.collection('auditLog').where('actor.uid', '==', 'demo-super-admin').get()).docs
    .filter((d) => d.id.startsWith('seed-audit-'))
    .map((d) => d.data());

describe('seeding the audit log', () => {
  it('writes entries of the admin callables’ shape by the demo admin, idempotently', async () => {
    await seedAuditLog(db);
    const first = await seeded();
    expect(first.length).toBeGreaterThanOrEqual(5);
    for (const entry of first) expect(auditEntrySchema.safeParse(entry).success).toBe(true);
    expect(first.every((e) => (e.at as number) <= Date.now())).toBe(true);
    expect(new Set(first.map((e) => e.action)).size).toBe(first.length);

    await seedAuditLog(db);
    expect((await seeded()).length).toBe(first.length);
  });
});
