import type { Firestore } from 'firebase-admin/firestore';
import type { VersionedKind } from '../../contracts/policies';

export const policyRef = (db: Firestore, kind: VersionedKind) =>
  db.collection('policies').doc(kind);
export const policyVersionRef = (db: Firestore, kind: VersionedKind, version: number) =>
  policyRef(db, kind).collection('versions').doc(String(version));
