import { describe, expect, it } from 'vitest';
import { auditEntrySchema } from '@contracts/audit';
import { SUPPORT_VIEWS, supportViewDocSchema } from '@contracts/support-view';
import { SEEDED_SUPPORT_VIEW, seedSupportViews } from '../../scripts/lib/seed-support-views';
import { adminDb } from '../support/companies';

describe('seed: a past support view of the demo user', () => {
  it('writes a valid ended view the demo user reads, with its audited start and end', async () => {
    await seedSupportViews(adminDb);
    const view = supportViewDocSchema.parse(
      (await adminDb.collection(SUPPORT_VIEWS).doc(SEEDED_SUPPORT_VIEW).get()).data(),
    );
    expect(view).toMatchObject({ targetUid: 'demo-user', adminUid: 'demo-super-admin' });
    expect(view.endedAt).toBe(view.startedAt + 12 * 60 * 1000);
    expect(view.startedAt).toBeLessThan(Date.now());

    const audit = await Promise.all(
      ['start', 'end'].map(async (part) =>
        auditEntrySchema.parse(
          (await adminDb.doc(`auditLog/${SEEDED_SUPPORT_VIEW}-${part}`).get()).data(),
        ),
      ),
    );
    expect(audit.map((entry) => [entry.action, entry.at])).toEqual([
      ['users.startSupportView', view.startedAt],
      ['users.endSupportView', view.endedAt],
    ]);
  });
});
