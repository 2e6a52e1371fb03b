import { HttpsError } from 'firebase-functions/v2/https';
import { planProblems, type AdminPlan, type PlanInput } from '../../contracts/admin-billing';
import { auditActor, recordAudit } from '../admin/audit';
import type { BillingDeps } from '../billing/deps';
import { parsePlan, planRef, plansRef, readPlans } from '../billing/store';
import { adminPlanOf, freePlanProblem, planDocFrom, sharedPriceIds } from './model';

export interface Actor {
  uid: string;
  claims: Record<string, unknown>;
}

const invalid = (issues: { path: string; message: string }[]) =>
  new HttpsError('invalid-argument', issues[0]?.message ?? 'The plan is not valid.', {
    issues: issues.map((issue) => ({ ...issue, path: `payload.${issue.path}` })),
  });

/** Every plan (retired ones too) in order, with how many companies' entitlements name it. */
export async function listPlans(deps: Pick<BillingDeps, 'db'>): Promise<{ plans: AdminPlan[] }> {
  const { db } = deps;
  const plans = (await readPlans(db)).sort((a, b) => a.plan.order - b.plan.order);
  const counts = await Promise.all(
    plans.map(async ({ id }) => {
      const snap = await db
        .collection('companies')
        .where('entitlements.planId', '==', id)
        .count()
        .get();
      return snap.data().count;
    }),
  );
  return { plans: plans.map(({ id, plan }, i) => adminPlanOf(id, plan, counts[i] ?? 0)) };
}

/**
 * Creates or updates `plans/{planId}`, with the audit entry in the same transaction. Retiring a
 * plan (`active: false`) only takes it off /pricing and out of new checkouts: the companies on it
 * keep their entitlements, and the webhook still knows its prices. Refused: a paid price without
 * a provider price id with real keys, a changed amount on the same provider price, a price id
 * another plan uses, and a Free plan with prices or retired.
 */
export async function savePlan(
  input: PlanInput,
  actor: Actor,
  deps: Pick<BillingDeps, 'db' | 'config' | 'now'>,
): Promise<{ planId: string; created: boolean }> {
  const { db, config, now } = deps;
  const next = planDocFrom(input, config.mode);
  const freeProblem = freePlanProblem(input.planId, next);
  if (freeProblem) throw invalid([{ path: 'active', message: freeProblem }]);

  return db.runTransaction(async (tx) => {
    const ref = planRef(db, input.planId);
    const snap = await tx.get(ref);
    const all = await tx.get(plansRef(db));
    // A malformed stored plan (parsePlan logs it) can be saved over, to repair it: nothing of it
    // is compared, and the audit entry keeps the document as it was.
    const before = snap.exists ? (parsePlan(input.planId, snap.data())?.plan ?? null) : null;
    const problems = planProblems(next, before, config.mode);
    if (problems.length > 0) throw invalid(problems);
    const others = all.docs.map((d) => parsePlan(d.id, d.data())).filter((p) => p !== null);
    const shared = sharedPriceIds(input.planId, next, others);
    if (shared.length > 0) {
      throw invalid([
        {
          path: 'prices',
          message: `Another plan already uses the price id ${shared.join(', ')}: each price belongs to one plan.`,
        },
      ]);
    }
    tx.set(ref, next);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: snap.exists ? 'plans.update' : 'plans.create',
      target: { kind: 'plan', id: input.planId, label: next.name },
      before: before ? { ...before } : (snap.data() ?? null),
      after: { ...next },
      at: now,
    });
    return { planId: input.planId, created: !snap.exists };
  });
}
