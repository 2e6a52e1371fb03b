import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEmailSignInLink, signInWithPassword } from './auth-actions';
import LoginPage from './login-page';

vi.mock('./auth-actions', () => ({
  signInWithPassword: vi.fn(),
  sendEmailSignInLink: vi.fn(),
  completeEmailLinkSignIn: vi.fn(),
  emailLinkState: vi.fn(() => 'none'),
  rememberedEmailForLink: vi.fn(() => null),
}));
vi.mock('./provider-sign-in', () => ({
  signInWithProvider: vi.fn(),
  completeRedirectSignIn: vi.fn(async () => false),
}));

const authError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function renderLoginPage() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.clearAllMocks());

describe('LoginPage', () => {
  it('shows a failed sign-in inline beside the form, and clears it on the next try', async () => {
    vi.mocked(signInWithPassword).mockRejectedValueOnce(authError('auth/user-disabled'));
    const user = userEvent.setup();
    const router = renderLoginPage();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled.');
    expect(router.state.location.pathname).toBe('/login');

    vi.mocked(signInWithPassword).mockResolvedValueOnce(undefined as never);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a sign-in link that could not be sent inline too', async () => {
    vi.mocked(sendEmailSignInLink).mockRejectedValueOnce(authError('auth/network-request-failed'));
    const user = userEvent.setup();
    renderLoginPage();
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link instead' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeEnabled();
  });
});
