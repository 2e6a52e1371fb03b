import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPasswordPolicy } from '@/lib/auth/auth-service';
import { DEFAULT_PASSWORD_POLICY, policyFromServer } from '@/lib/auth/password-policy';
import { registerWithPassword } from './auth-actions';
import RegisterPage from './register-page';

vi.mock('@/lib/auth/auth-service', () => ({ fetchPasswordPolicy: vi.fn() }));
vi.mock('./auth-actions', () => ({ registerWithPassword: vi.fn() }));
const { completeRedirectSignIn } = vi.hoisted(() => ({
  completeRedirectSignIn: vi.fn(async () => false),
}));
vi.mock('./provider-sign-in', () => ({ signInWithProvider: vi.fn(), completeRedirectSignIn }));

const serverPolicy = policyFromServer({
  minPasswordLength: 10,
  containsUppercaseLetter: true,
  containsNumericCharacter: true,
});
const NOT_MET = 'The password does not meet every requirement yet.';

function renderRegisterPage() {
  const router = createMemoryRouter(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/company/members', element: <p>members</p> },
    ],
    { initialEntries: ['/register?redirect=%2Fcompany%2Fmembers'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The visitor's first click: the page then reads the server's policy (through Auth). */
async function startUsingThePage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Your name (optional)'));
}

const requirementsList = () => screen.getByRole('list', { name: 'Password requirements' });
const requirements = () =>
  within(requirementsList())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(fetchPasswordPolicy).mockResolvedValue(serverPolicy);
    vi.mocked(registerWithPassword).mockResolvedValue(undefined);
  });

  afterEach(() => {
    toast.remove();
  });

  it('finishes a Google or GitHub sign-up that came back by redirect, then goes on', async () => {
    completeRedirectSignIn.mockResolvedValueOnce(true);
    const router = renderRegisterPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/members'));
  });

  it('reads the password policy (and loads Auth) only once the visitor starts using the page', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await screen.findByRole('button', { name: 'Create account' });
    // Until then the default policy is listed, and nothing is read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchPasswordPolicy).not.toHaveBeenCalled();
    expect(requirements()).toEqual(['At least 6 characters (not met yet)']);

    await startUsingThePage(user);
    await screen.findByText('At least 10 characters');
    expect(fetchPasswordPolicy).toHaveBeenCalledTimes(1);
  });

  it('reads it at once where the sign that started a prerendered page has come already', async () => {
    // public/start-app-when-needed.js marks #root when a visitor's move started the app.
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-visitor-active', '');
    document.body.append(root);
    try {
      renderRegisterPage();
      await screen.findByText('At least 10 characters');
      expect(fetchPasswordPolicy).toHaveBeenCalledTimes(1);
    } finally {
      root.remove();
    }
  });

  it("lists the server's password requirements and ticks them off as you type", async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await startUsingThePage(user);

    await screen.findByText('At least 10 characters');
    expect(requirements()).toEqual([
      'At least 10 characters (not met yet)',
      'An uppercase letter (not met yet)',
      'A number (not met yet)',
    ]);

    const password = screen.getByLabelText('Password');
    await user.type(password, 'Abc');
    expect(requirements()).toEqual([
      'At least 10 characters (not met yet)',
      'An uppercase letter (met)',
      'A number (not met yet)',
    ]);

    await user.type(password, 'defghi1');
    expect(requirements()).toEqual([
      'At least 10 characters (met)',
      'An uppercase letter (met)',
      'A number (met)',
    ]);

    await user.clear(password);
    expect(requirements()).toEqual([
      'At least 10 characters (not met yet)',
      'An uppercase letter (not met yet)',
      'A number (not met yet)',
    ]);
  });

  it('lists only the 6-character minimum when the server has no policy', async () => {
    vi.mocked(fetchPasswordPolicy).mockResolvedValue(DEFAULT_PASSWORD_POLICY);
    const user = userEvent.setup();
    renderRegisterPage();
    await startUsingThePage(user);

    await waitFor(() => expect(fetchPasswordPolicy).toHaveBeenCalledTimes(1));
    expect(requirements()).toEqual(['At least 6 characters (not met yet)']);
    await user.type(screen.getByLabelText('Password'), 'abcdef');
    expect(requirements()).toEqual(['At least 6 characters (met)']);
  });

  it('refuses a password that fails the policy, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await startUsingThePage(user);
    await screen.findByText('At least 10 characters');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    // Long enough for the default policy, not for the server's.
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_MET);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(registerWithPassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('registers and continues to the redirect target', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const router = renderRegisterPage();
    await startUsingThePage(user);
    await screen.findByText('At least 10 characters');

    await user.type(screen.getByLabelText('Your name (optional)'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('members')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/members');
    expect(registerWithPassword).toHaveBeenCalledTimes(1);
    expect(registerWithPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Abcdefghi1',
      displayName: 'Ada Lovelace',
    });
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('leaves displayName out when no name is given', async () => {
    const user = userEvent.setup();
    renderRegisterPage();
    await startUsingThePage(user);
    await screen.findByText('At least 10 characters');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('members');
    expect(vi.mocked(registerWithPassword).mock.calls[0]?.[0]).toStrictEqual({
      email: 'ada@example.com',
      password: 'Abcdefghi1',
    });
  });

  it('shows the mapped message and keeps the form when the email is taken', async () => {
    vi.mocked(registerWithPassword).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
        code: 'auth/email-already-in-use',
      }),
    );
    const user = userEvent.setup();
    const router = renderRegisterPage();
    await startUsingThePage(user);
    await screen.findByText('At least 10 characters');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefghi1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // Inline beside the form (announced), not only in a toast.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Sign in instead, or reset your password.',
    );
    expect(registerWithPassword).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Abcdefghi1');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});
