import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import PaymentCancelPage from './payment-cancel-page';

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/payment/cancel', Component: PaymentCancelPage }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
}

describe('PaymentCancelPage', () => {
  it('says nothing was charged or changed, and offers the plans and the dashboard', () => {
    renderAt('/payment/cancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByText('Your payment was cancelled.')).toBeVisible();
    expect(
      screen.getByText(/nothing was charged and your company's plan has not changed/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('keeps the plan and billing period when the address names them', () => {
    renderAt('/payment/cancel?plan=team&interval=year');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/pricing?plan=team&interval=year',
    );
  });

  it('ignores an unknown billing period', () => {
    renderAt('/payment/cancel?plan=business&interval=weekly');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/pricing?plan=business&interval=month',
    );
  });
});
