import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setActiveCompany, useCompanies } from '@/lib/companies/use-companies';

/**
 * `/company?company=<id>` (the link of a payment-failed mail and banner) makes that company the
 * active one, if the user belongs to it, then drops the parameter (keeping `#billing`), so
 * switching companies later is not undone.
 */
export function useCompanyFromAddress(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { status, entries, active } = useCompanies();
  const wanted = new URLSearchParams(search).get('company');

  useEffect(() => {
    if (!wanted || status === 'loading') return;
    const mine = entries.some((entry) => entry.company.id === wanted);
    if (mine && active?.company.id !== wanted) void setActiveCompany(wanted);
    void navigate({ search: '', hash }, { replace: true });
  }, [wanted, status, entries, active, hash, navigate]);
}
