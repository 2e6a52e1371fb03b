import {
  COMPANY_ROLES,
  type CompanyDoc,
  type CompanyRole,
  type InvitationDoc,
  type MemberDoc,
} from '@contracts/companies';
import { ENTITLEMENT_STATUSES, FREE_PLAN_ID, type Entitlements } from '@contracts/billing';
import { seatCount, UNSET_ENTITLEMENTS_STATUS } from '@contracts/seats';

/**
 * A company document as the app uses it: its id, and its entitlements (null: the free plan).
 * The seat limit depends on the time too (a grace period ends without an event): ask
 * `seatLimit(company.entitlements, now)` (`@contracts/seats`).
 */
export interface Company extends CompanyDoc {
  id: string;
  entitlements: Entitlements | null;
}

export type Member = MemberDoc;

export interface Invitation extends InvitationDoc {
  id: string;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Milliseconds from a number, or from a Firestore Timestamp should the server store one. */
function millis(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return Number(toMillis.call(value));
  }
  return 0;
}

const isRole = (value: unknown): value is CompanyRole =>
  typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const isStatus = (value: unknown): value is Entitlements['status'] =>
  (ENTITLEMENT_STATUSES as readonly unknown[]).includes(value);

/**
 * `companies/{id}.entitlements`, read defensively. Null when absent or without a usable seat
 * count (`seatCount`: the free plan) or with a status we do not know. Entitlements set by hand
 * without a status read as `UNSET_ENTITLEMENTS_STATUS` (granted), the contract's rule the
 * functions apply too.
 */
export function toEntitlements(value: unknown): Entitlements | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  const seats = seatCount(data.seats);
  if (seats === null) return null;
  // A status we do not know grants nothing (the functions refuse it too): the free plan.
  if (data.status !== undefined && !isStatus(data.status)) return null;
  return {
    planId: typeof data.planId === 'string' && data.planId ? data.planId : FREE_PLAN_ID,
    status: isStatus(data.status) ? data.status : UNSET_ENTITLEMENTS_STATUS,
    seats,
    interval: data.interval === 'month' || data.interval === 'year' ? data.interval : null,
    currentPeriodEnd: finite(data.currentPeriodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    graceUntil: finite(data.graceUntil),
    updatedAt: finite(data.updatedAt) ?? 0,
    ...(finite(data.mrrCents) !== null ? { mrrCents: finite(data.mrrCents) ?? 0 } : {}),
  };
}

/** companies/{id}, read defensively: a malformed document is skipped (null), never a crash. */
export function toCompany(id: string, data: Data): Company | null {
  const name = text(data.name);
  const slug = text(data.slug);
  const ownerUid = text(data.ownerUid);
  if (!name || !slug || !ownerUid) return null;
  return {
    id,
    name,
    slug,
    ownerUid,
    logoUrl: text(data.logoUrl) || null,
    website: text(data.website) || null,
    memberCount: typeof data.memberCount === 'number' ? data.memberCount : 0,
    createdAt: millis(data.createdAt),
    updatedAt: millis(data.updatedAt),
    entitlements: toEntitlements(data.entitlements),
  };
}

/** companies/{companyId}/members/{uid}; `fallback` ids come from the document path. */
export function toMember(data: Data, fallback: { uid: string; companyId: string }): Member | null {
  if (!isRole(data.role)) return null;
  return {
    uid: text(data.uid) ?? fallback.uid,
    companyId: text(data.companyId) ?? fallback.companyId,
    role: data.role,
    email: text(data.email) ?? '',
    displayName: text(data.displayName) || null,
    photoURL: text(data.photoURL) || null,
    joinedAt: millis(data.joinedAt),
  };
}

/** invitations/{id}. */
export function toInvitation(id: string, data: Data): Invitation | null {
  const companyId = text(data.companyId);
  const role = data.role;
  const kind = data.kind;
  if (!companyId || (role !== 'admin' && role !== 'member')) return null;
  if (kind !== 'email' && kind !== 'link') return null;
  const invitedBy = (data.invitedBy ?? {}) as Data;
  const status = data.status;
  return {
    id,
    companyId,
    kind,
    role,
    email: text(data.email),
    tokenHash: text(data.tokenHash) ?? '',
    status:
      status === 'accepted' || status === 'declined' || status === 'revoked' || status === 'expired'
        ? status
        : 'pending',
    invitedBy: { uid: text(invitedBy.uid) ?? '', name: text(invitedBy.name) ?? '' },
    createdAt: millis(data.createdAt),
    expiresAt: millis(data.expiresAt),
    acceptedCount: typeof data.acceptedCount === 'number' ? data.acceptedCount : 0,
    respondedAt: data.respondedAt == null ? null : millis(data.respondedAt),
    respondedBy: text(data.respondedBy),
  };
}
