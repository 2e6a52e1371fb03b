import type { Firestore } from 'firebase-admin/firestore';
import {
  policyDocSchema,
  policyVersionDocSchema,
  type VersionedKind,
} from '../../contracts/policies';
import { zodConverter } from '../../lib/converters';

export const policyConverter = zodConverter(policyDocSchema, 'policy');
export const policyVersionConverter = zodConverter(policyVersionDocSchema, 'policy version');

export const policyRef = (db: Firestore, kind: VersionedKind) =>
  db.collection('policies').doc(kind);
export const policyVersionRef = (db: Firestore, kind: VersionedKind, version: number) =>
  policyRef(db, kind).collection('versions').doc(String(version));
