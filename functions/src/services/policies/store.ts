import type { Firestore } from 'firebase-admin/firestore';
import type { PolicyKind } from '../../contracts/policies';

export const policyRef = (db: Firestore, kind: PolicyKind) => db.collection('policies').doc(kind);
export const policyVersionRef = (db: Firestore, kind: PolicyKind, version: number) =>
  policyRef(db, kind).collection('versions').doc(String(version));
