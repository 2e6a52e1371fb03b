import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { grantsPlan, type Entitlements } from '../../contracts/billing';
import type { InvitationDoc } from '../../contracts/companies';
import { companiesConfig } from './config';
import { invitationsRef, type StoredCompany } from './store';

/**
 * How many seats a company's plan allows: the one place that knows. Billing writes
 * `entitlements` (contracts/billing.ts); while they grant their plan (`grantsPlan`: trialing,
 * active, past_due within its grace) the seats are `entitlements.seats`, else the free plan's
 * (`COMPANY_FREE_PLAN_SEATS`, which the seeded `plans/free` repeats). Entitlements without a
 * status (set by hand) count as granted. Lowering the seats below the seats in use removes
 * nobody: only new invitations and joins are refused until the company fits again.
 */
export function seatLimit(
  company: Pick<StoredCompany, 'entitlements'>,
  freePlanSeats: number = companiesConfig().freePlanSeats,
  now: number = Date.now(),
): number {
  const entitlements = company.entitlements;
  const seats = entitlements?.seats;
  if (!(typeof seats === 'number' && Number.isInteger(seats) && seats > 0)) return freePlanSeats;
  const { status, graceUntil } = entitlements ?? {};
  if (status === undefined) return seats;
  const granted = grantsPlan(
    {
      status: status as Entitlements['status'],
      graceUntil: typeof graceUntil === 'number' ? graceUntil : null,
    },
    now,
  );
  return granted ? seats : freePlanSeats;
}

/** A pending email invitation holds a seat until it expires; links hold none. */
export const holdsSeat = (invitation: InvitationDoc, now: number) =>
  invitation.kind === 'email' && invitation.status === 'pending' && invitation.expiresAt > now;

/**
 * The company's pending invitations (both kinds), read inside the transaction. Callers count the
 * ones that hold a seat; every seat-taking transaction also writes the company document
 * (`seatsChangedAt` or `memberCount`), so two of them can never both take the last seat.
 */
export async function pendingInvitations(tx: Transaction, db: Firestore, companyId: string) {
  const snap = await tx.get(
    invitationsRef(db).where('companyId', '==', companyId).where('status', '==', 'pending'),
  );
  return snap.docs.map((doc) => ({ id: doc.id, ref: doc.ref, data: doc.data() as InvitationDoc }));
}

/** Whether one more seat fits: members plus seat-holding invitations plus this one. */
export function hasFreeSeat(memberCount: number, seatHoldingInvitations: number, limit: number) {
  return memberCount + seatHoldingInvitations + 1 <= limit;
}

const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** Throws `resource-exhausted` with a message for the one who hit the limit. */
export function requireFreeSeat(options: {
  company: StoredCompany;
  seatHoldingInvitations: number;
  freePlanSeats: number;
  /** Who asks: a manager inviting someone, or someone joining. */
  asker: 'inviter' | 'joiner';
}): void {
  const limit = seatLimit(options.company, options.freePlanSeats);
  if (hasFreeSeat(options.company.memberCount, options.seatHoldingInvitations, limit)) return;
  throw new HttpsError(
    'resource-exhausted',
    options.asker === 'inviter'
      ? `Your plan includes ${seats(limit)}, and members and pending invitations already use all of them. Upgrade your plan on /pricing to invite more people.`
      : `${options.company.name} has no free seat: its plan includes ${seats(limit)}. Ask an owner or admin to upgrade the plan on /pricing.`,
  );
}
