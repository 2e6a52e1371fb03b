import { AUDIT_TARGET_KINDS, type AuditTarget } from '@contracts/audit';
import type { AuditFilterQuery } from './audit-log-api';

/** What the filter form holds: strings as typed, dates as `YYYY-MM-DD` (UTC days). */
export interface AuditFilterForm {
  actorEmail: string;
  action: string;
  targetKind: AuditTarget['kind'] | 'all';
  targetId: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_FILTERS: AuditFilterForm = {
  actorEmail: '',
  action: '',
  targetKind: 'all',
  targetId: '',
  fromDay: '',
  toDay: '',
};

export const TARGET_KIND_LABELS: Record<AuditTarget['kind'], string> = {
  user: 'A user',
  plan: 'A plan',
  company: 'A company',
  policy: 'A policy',
  mail: 'Mail',
  affiliate: 'An affiliate',
  settings: 'Settings',
  payout: 'A payout',
};

export const TARGET_KIND_OPTIONS = [
  { value: 'all', label: 'Anything' },
  ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: TARGET_KIND_LABELS[kind] })),
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The server's filter from the form (pure): empty fields are left out; the end day counts in
 * full (`to` is the next day's start, exclusive).
 */
export function auditQuery(form: AuditFilterForm): AuditFilterQuery {
  const from = form.fromDay ? dayStart(form.fromDay) : NaN;
  const to = form.toDay ? dayStart(form.toDay) + DAY_MS : NaN;
  return {
    ...(form.actorEmail.trim() ? { actorEmail: form.actorEmail.trim() } : {}),
    ...(form.action.trim() ? { action: form.action.trim() } : {}),
    ...(form.targetKind === 'all' ? {} : { targetKind: form.targetKind }),
    ...(form.targetId.trim() ? { targetId: form.targetId.trim() } : {}),
    ...(Number.isFinite(from) ? { from } : {}),
    ...(Number.isFinite(to) ? { to } : {}),
  };
}

/** A problem with the form before asking the server, or null. */
export function auditFormProblem(form: AuditFilterForm): string | null {
  if (form.fromDay && form.toDay && form.fromDay > form.toDay) {
    return 'The start date must be on or before the end date.';
  }
  if (form.action.trim() && !/^[a-zA-Z]+\.[a-zA-Z]+$/.test(form.action.trim())) {
    return 'An action looks like "users.disable".';
  }
  return null;
}
