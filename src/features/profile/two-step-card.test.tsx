import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';

const sms = vi.hoisted(() => ({
  phones: [] as {
    uid: string;
    displayName: string | null;
    phoneNumber: string;
    enrolledAt: string;
  }[],
  confirm: vi.fn(async () => undefined),
  sendEnrolmentCode: vi.fn(),
  removePhone: vi.fn(async () => undefined),
}));
vi.mock('@/lib/auth/second-factor', () => ({
  enrolledPhones: () => sms.phones,
  sendEnrolmentCode: sms.sendEnrolmentCode,
  removePhone: sms.removePhone,
}));

const { TwoStepVerification } = await import('./two-step-card');

const user = {
  uid: 'u1',
  email: 'a@example.com',
  displayName: null,
  photoURL: null,
  providerIds: ['password'],
  createdAt: null,
  lastSignInAt: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  sms.phones = [];
  sms.sendEnrolmentCode.mockResolvedValue({ confirm: sms.confirm });
  useAuthStore.setState({ status: 'signedIn', user: { ...user, emailVerified: true }, claims: {} });
  // jsdom has no matchMedia (react-hot-toast asks it for reduced motion).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

describe('two-step verification on /profile', () => {
  it('texts a code to a well-formed number and turns it on with the code', async () => {
    const person = userEvent.setup();
    render(
      <>
        <TwoStepVerification />
        <Toaster />
      </>,
    );
    expect(screen.getByText(/Two-step verification is off/)).toBeVisible();
    await person.type(screen.getByLabelText('Mobile phone number'), '7700 900123');
    await person.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('with its country code');
    expect(sms.sendEnrolmentCode).not.toHaveBeenCalled();

    await person.clear(screen.getByLabelText('Mobile phone number'));
    await person.type(screen.getByLabelText('Mobile phone number'), '+44 7700 900123');
    await person.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(sms.sendEnrolmentCode).toHaveBeenCalledWith('+447700900123', expect.any(HTMLElement));

    sms.phones = [
      {
        uid: 'f1',
        displayName: 'Phone ending 0123',
        phoneNumber: '+447700900123',
        enrolledAt: '2026-11-26T10:00:00Z',
      },
    ];
    await person.type(await screen.findByLabelText('Verification code'), '123456');
    await person.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(sms.confirm).toHaveBeenCalledWith('123456', 'Phone ending 0123');
    expect(await screen.findByText('Two-step verification is on.')).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'Phones for two-step verification' }),
    ).toHaveTextContent('+447700900123');
  });

  it('shows a wrong code at the field', async () => {
    const person = userEvent.setup();
    sms.confirm.mockRejectedValueOnce(
      Object.assign(new Error('bad'), { code: 'auth/invalid-verification-code' }),
    );
    render(<TwoStepVerification />);
    await person.type(screen.getByLabelText('Mobile phone number'), '+15555550100');
    await person.click(screen.getByRole('button', { name: 'Text me a code' }));
    await person.type(await screen.findByLabelText('Verification code'), '000000');
    await person.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
  });

  it('asks for a verified email first', () => {
    useAuthStore.setState({ user: { ...user, emailVerified: false } });
    render(<TwoStepVerification />);
    expect(screen.getByRole('note')).toHaveTextContent('Verify your email address first');
    expect(screen.queryByLabelText('Mobile phone number')).not.toBeInTheDocument();
  });

  it('removes a phone after asking', async () => {
    const person = userEvent.setup();
    sms.phones = [
      {
        uid: 'f1',
        displayName: 'Work phone',
        phoneNumber: '+15555550100',
        enrolledAt: '2026-11-26T10:00:00Z',
      },
    ];
    render(<TwoStepVerification />);
    await person.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-step verification?',
    });
    sms.phones = [];
    await person.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(sms.removePhone).toHaveBeenCalledExactlyOnceWith('f1');
    expect(await screen.findByLabelText('Mobile phone number')).toBeVisible();
    expect(dialog).not.toBeInTheDocument();
  });
});
