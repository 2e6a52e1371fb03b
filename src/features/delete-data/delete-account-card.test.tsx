import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The data layer's transport (no callable is made directly here).
vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));
/** Re-authenticates (Auth), then deletes (callable) and signs out: one feature function. */
const api = vi.hoisted(() => ({ deleteMyAccount: vi.fn(), hasPassword: vi.fn(() => true) }));
vi.mock('./delete-account-api', () => api);

const { DeleteAccountCard } = await import('./delete-account-card');

function renderCard() {
  const router = createMemoryRouter(
    [
      { path: '/delete-data', element: <DeleteAccountCard email="ada@example.com" /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/delete-data'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your password'), 'secret');
  await user.type(
    screen.getByLabelText('Type "delete my account" to confirm'),
    'delete my account',
  );
}

const submit = () => screen.getByRole('button', { name: /Delete my account and data/ });

beforeEach(() => vi.clearAllMocks());

describe('DeleteAccountCard', () => {
  it('deletes once the phrase is typed, busy until done, then says goodbye and goes home', async () => {
    let finish: () => void = () => undefined;
    api.deleteMyAccount.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ ok: true }))),
    );
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const router = renderCard();
    expect(submit()).toBeDisabled();
    await confirm(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    // A second submit while busy sends nothing more.
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    expect(api.deleteMyAccount).toHaveBeenCalledTimes(1);
    expect(api.deleteMyAccount).toHaveBeenCalledWith('secret');

    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(success).toHaveBeenCalledWith('Your account and your data were deleted. Goodbye!');
  });

  it('names the companies still owned and stays, ready to try again', async () => {
    api.deleteMyAccount.mockResolvedValue({
      ok: false,
      message: 'You still own 1 company. Hand it over to someone else or delete it first.',
      blocked: {
        reason: 'owns-companies',
        companies: [{ id: 'c1', name: 'Acme Labs', memberCount: 3 }],
      },
    });
    const user = userEvent.setup();
    const router = renderCard();
    await confirm(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You still own 1 company.');
    expect(alert).toHaveTextContent('Acme Labs (3 members)');
    expect(router.state.location.pathname).toBe('/delete-data');
    expect(submit()).toBeEnabled();
  });
});
