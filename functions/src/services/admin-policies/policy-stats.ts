import type { Firestore } from 'firebase-admin/firestore';
import type { PolicyStats } from '../../contracts/admin-policies';
import type { PolicyKind } from '../../contracts/policies';
import { policyConverter, policyRef } from '../policies/store';

/**
 * How many users accepted the current version of a policy, out of how many users: two count
 * aggregations (one index entry read per 1,000 documents), never a scan.
 */
export async function policyStats(kind: PolicyKind, deps: { db: Firestore }): Promise<PolicyStats> {
  const { db } = deps;
  const users = db.collection('users');
  const [policy, total] = await Promise.all([
    policyRef(db, kind).withConverter(policyConverter).get(),
    users.count().get(),
  ]);
  const currentVersion = policy.data()?.currentVersion ?? null;
  const accepted =
    currentVersion === null
      ? 0
      : (
          await users.where(`policyAcceptances.${kind}.version`, '==', currentVersion).count().get()
        ).data().count;
  return { currentVersion, accepted, users: total.data().count };
}
