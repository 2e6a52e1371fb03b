import type { CompanyRole } from '@contracts/companies';
import { create } from 'zustand';
import type { Company, Member } from './company-model';

/** One company the signed-in user belongs to, with their membership. */
export interface CompanyEntry {
  company: Company;
  membership: Member;
  role: CompanyRole;
}

export interface CompaniesView {
  /** `loading` until memberships, their companies and the user's choice have arrived. */
  status: 'loading' | 'ready' | 'error';
  /** Sorted by company name. */
  entries: CompanyEntry[];
  active: CompanyEntry | null;
  error: string | null;
}

export interface CompaniesSource {
  /** Whose companies these are; null before the first sync. */
  uid: string | null;
  membershipsLoaded: boolean;
  userDocLoaded: boolean;
  memberships: Member[];
  /** Company documents by id; `missing` when deleted or unreadable. */
  companies: Record<string, Company | 'missing'>;
  /** users/{uid}.activeCompanyId as stored. */
  remoteActiveId: string | null;
  /** The choice made in this tab, until the stored value catches up (or when it cannot be stored). */
  localActiveId: string | null;
  /** A company just created or joined, whose membership has not arrived yet. */
  joiningId: string | null;
  error: string | null;
}

export interface CompaniesState extends CompaniesSource {
  view: CompaniesView;
}

export const emptySource: CompaniesSource = {
  uid: null,
  membershipsLoaded: false,
  userDocLoaded: false,
  memberships: [],
  companies: {},
  remoteActiveId: null,
  localActiveId: null,
  joiningId: null,
  error: null,
};

/**
 * The active company: the choice made here, else the stored one, when it is one of the user's
 * companies; otherwise the first company they joined.
 */
export function resolveActiveId(
  joinedOrder: readonly string[],
  choices: readonly (string | null)[],
): string | null {
  return choices.find((id) => id !== null && joinedOrder.includes(id)) ?? joinedOrder[0] ?? null;
}

/** Derives what components read from the raw listener data. Pure. */
export function deriveView(source: CompaniesSource): CompaniesView {
  const byJoin = [...source.memberships].sort(
    (a, b) => a.joinedAt - b.joinedAt || a.companyId.localeCompare(b.companyId),
  );
  const entries: CompanyEntry[] = [];
  let companiesPending = false;
  for (const membership of byJoin) {
    const company = source.companies[membership.companyId];
    if (company === undefined) companiesPending = true;
    else if (company !== 'missing') entries.push({ company, membership, role: membership.role });
  }
  const joinedOrder = entries.map((e) => e.company.id);
  const waitingForJoin = source.joiningId !== null && !joinedOrder.includes(source.joiningId);
  const activeId = resolveActiveId(joinedOrder, [source.localActiveId, source.remoteActiveId]);
  const active = entries.find((e) => e.company.id === activeId) ?? null;
  const sorted = [...entries].sort((a, b) =>
    a.company.name.localeCompare(b.company.name, undefined, { sensitivity: 'base' }),
  );
  const loading =
    !source.membershipsLoaded || !source.userDocLoaded || companiesPending || waitingForJoin;
  if (source.error) return { status: 'error', entries: sorted, active, error: source.error };
  return { status: loading ? 'loading' : 'ready', entries: sorted, active, error: null };
}

/**
 * The signed-in user's companies and the active one, shared by every page. It holds no Firebase
 * objects: the listeners live in companies-sync.ts, loaded on demand (see use-companies.ts).
 */
export const useCompaniesStore = create<CompaniesState>(() => ({
  ...emptySource,
  view: deriveView(emptySource),
}));

/** Updates the raw data and re-derives the view. */
export function patchCompanies(
  patch: Partial<CompaniesSource> | ((state: CompaniesSource) => Partial<CompaniesSource>),
): void {
  useCompaniesStore.setState((state) => {
    const next = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    return { ...next, view: deriveView(next) };
  });
}
