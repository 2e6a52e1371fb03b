import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { hasFreeSeat, seatLimit } from '../../contracts/seats';
import { refusal } from '../../lib/refusal';
import { invitationConverter, invitationsRef, type StoredCompany } from './store';

/*
 * The seat rules themselves (the limit, seats in use, which invitations hold a seat) are the
 * shared contract's (contracts/seats.ts), so the app counts as the functions do. This file adds
 * what needs Firestore or an HttpsError: reading the pending invitations in a transaction and
 * refusing the one who hit the limit.
 */

/**
 * The company's pending invitations (both kinds), read inside the transaction. Callers count the
 * ones that hold a seat; every seat-taking transaction also writes the company document
 * (`seatsChangedAt` or `memberCount`), so two of them can never both take the last seat.
 */
export async function pendingInvitations(tx: Transaction, db: Firestore, companyId: string) {
  const snap = await tx.get(
    invitationsRef(db)
      .where('companyId', '==', companyId)
      .where('status', '==', 'pending')
      .withConverter(invitationConverter),
  );
  return snap.docs.map((doc) => ({ id: doc.id, ref: doc.ref, data: doc.data() }));
}

const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** Refuses with the `seatLimit` reason (the app words it for the one who hit the limit). */
export function requireFreeSeat(options: {
  company: StoredCompany;
  seatHoldingInvitations: number;
  freePlanSeats: number;
  /** Who asks: a manager inviting someone, or someone joining. */
  asker: 'inviter' | 'joiner';
}): void {
  const limit = seatLimit(options.company.entitlements, Date.now(), options.freePlanSeats);
  const inUse = options.company.memberCount + options.seatHoldingInvitations;
  if (hasFreeSeat(inUse, limit)) return;
  throw refusal(
    { reason: 'seatLimit', limit, companyName: options.company.name, asker: options.asker },
    options.asker === 'inviter'
      ? `Your plan includes ${seats(limit)}, and members and pending invitations already use all of them. Upgrade the plan to invite more people.`
      : `${options.company.name} has no free seat: its plan includes ${seats(limit)}. Ask an owner or admin to upgrade the plan.`,
  );
}
