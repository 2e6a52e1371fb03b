import type { Funnel } from '@contracts/admin-affiliate-model';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Alert } from '@/lib/ui/alert';
import { FigureTile } from '@/lib/ui/figure-tile';
import { commissionSummary, count, money, percent } from './model';

/** Where the programme settings are edited (another page of the admin area). */
export const SETTINGS_PATH = paths.adminAffiliateSettings.path;

/** The funnel figures' grid, which their loading placeholder shares. */
export const FIGURES_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8';
/** While the first funnel loads: its eight figures, then the projection. */
export const LOADING_BLOCKS = [...Array.from({ length: 8 }, () => 'h-24'), 'col-span-full h-96'];

export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const empty = funnel.visits === 0 && funnel.signups === 0 && funnel.paying === 0;
  return (
    <section aria-labelledby="funnel-heading" className="space-y-3">
      <h2 id="funnel-heading" className="text-lg font-semibold">
        Real funnel, {funnel.from} to {funnel.to} (UTC)
      </h2>
      {empty ? (
        <Alert data-testid="funnel-empty">
          No affiliate visits, sign-ups or paying referrals in these days yet. Scenario A starts
          from zero visits: enter your own figures to model the programme.
        </Alert>
      ) : null}
      <dl className={FIGURES_GRID}>
        <FigureTile
          compact
          testId="funnel-visits"
          label="Visits"
          value={count(funnel.visits)}
          detail={`${count(Math.round(funnel.monthlyVisits))} per 30 days`}
        />
        <FigureTile
          compact
          testId="funnel-sessions"
          label="Unique sessions"
          value={count(funnel.uniqueSessions)}
        />
        <FigureTile
          compact
          testId="funnel-signups"
          label="Sign-ups attributed"
          value={count(funnel.signups)}
          detail={`${percent(funnel.rates.visitToSignup)} of visits, ${percent(funnel.rates.sessionToSignup)} of sessions`}
        />
        <FigureTile
          compact
          testId="funnel-paying"
          label="Paying companies"
          value={count(funnel.paying)}
          detail={`${percent(funnel.rates.signupToPaid)} of sign-ups`}
        />
        <FigureTile
          compact
          testId="funnel-arpc"
          label="Revenue per paying company"
          value={funnel.arpcCents === null ? '—' : money(funnel.arpcCents)}
          detail={funnel.arpcDay ? `a month, all companies, ${funnel.arpcDay}` : 'no snapshot yet'}
        />
        <FigureTile
          compact
          testId="funnel-churn"
          label="Monthly churn"
          value={percent(funnel.monthlyChurn)}
          detail={
            funnel.churnMonths > 0
              ? `Average over ${funnel.churnMonths} month${funnel.churnMonths === 1 ? '' : 's'}: of the companies paying at a month's start, those that churned during it`
              : 'No paying companies at the start of a month'
          }
        />
        <FigureTile
          compact
          testId="funnel-affiliates"
          label="Approved affiliates"
          value={count(funnel.approvedAffiliates)}
        />
        <FigureTile
          compact
          testId="funnel-settings"
          label="Programme"
          value={
            funnel.settings.commissionType === 'flat' ? 'Flat' : `${funnel.settings.ratePercent}%`
          }
          detail={funnel.settingsStored ? 'current settings' : 'default settings (none saved)'}
        />
      </dl>
      <p className="text-sm text-muted-foreground">
        Current terms: {commissionSummary(funnel.settings)}.{' '}
        <Link to={SETTINGS_PATH} className="text-primary underline underline-offset-4">
          Edit the programme settings
        </Link>
      </p>
    </section>
  );
}
