import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../companies/dates';
import { PlanPeriodTerm } from './plan-period-term';
import type { PlanStatusView } from './plan-status';

const view = (period: PlanStatusView['period']): PlanStatusView => ({
  badge: 'Active',
  tone: 'default',
  detail: null,
  period,
});

describe('PlanPeriodTerm', () => {
  it('names the next date and says it', () => {
    const at = Date.UTC(2026, 2, 12);
    render(
      <dl>
        <PlanPeriodTerm view={view({ label: 'Renews on', at })} />
      </dl>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Renews on');
    expect(screen.getByRole('definition')).toHaveTextContent(formatDate(at));
  });

  it('is nothing when the plan has no next date', () => {
    const { container } = render(
      <dl>
        <PlanPeriodTerm view={view(null)} />
      </dl>,
    );
    expect(container.querySelector('dl')).toBeEmptyDOMElement();
  });
});
