import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureTile } from './figure-tile';

describe('FigureTile', () => {
  it('is a term and its value in a description list, named for tests', () => {
    render(
      <dl>
        <FigureTile testId="kpi-mrr" label="MRR" value="$1,250" raw={125000} detail="+$250" />
        <FigureTile testId="kpi-churn" label="Churn" value="2" compact />
      </dl>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['MRR', 'Churn']);
    expect(screen.getByTestId('kpi-mrr-value')).toHaveTextContent('$1,250');
    expect(screen.getByTestId('kpi-mrr-value')).toHaveAttribute('data-value', '125000');
    expect(screen.getByTestId('kpi-mrr-detail')).toHaveTextContent('+$250');
    expect(screen.getByTestId('kpi-churn-value')).not.toHaveAttribute('data-value');
    expect(screen.queryByTestId('kpi-churn-detail')).toBeNull();
  });
});
