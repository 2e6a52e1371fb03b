import { type Profile } from '@contracts/profile';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { ProfileDetailsForm } = await import('./profile-details-form');

const JOINED = Date.UTC(2026, 10, 15);
const ada: Profile = {
  displayName: 'Ada Lovelace',
  photoURL: 'https://example.com/ada.png',
  bio: 'I write programs for engines.',
  username: 'ada',
  publicFields: { photo: false, bio: true, joinedAt: false },
};

function renderForm(profile: Profile = ada) {
  const onSaved = vi.fn();
  render(<ProfileDetailsForm profile={profile} joinedAt={JOINED} onSaved={onSaved} />);
  return { onSaved };
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const preview = () => within(screen.getByTestId('public-preview'));

beforeEach(() => {
  vi.clearAllMocks();
});

/** The server saves what it is sent and answers the profile. */
const saveProfile = () =>
  backend.on('profileOperations', 'update', (payload) => ({
    profile: {
      displayName: payload.displayName ?? null,
      photoURL: payload.photoURL ?? null,
      bio: payload.bio ?? null,
      username: 'ada',
      publicFields: payload.publicFields ?? ada.publicFields,
    },
  }));

describe('ProfileDetailsForm public toggles', () => {
  it('start from the saved choices, and the preview shows only what is public', () => {
    renderForm();
    expect(toggle('Show my photo')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Show my bio')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Show my joined date')).toHaveAttribute('aria-checked', 'false');
    expect(preview().getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(preview().getByText('@ada')).toBeInTheDocument();
    expect(preview().getByText('I write programs for engines.')).toBeInTheDocument();
    expect(preview().queryByText(/^Joined /)).not.toBeInTheDocument();
    expect(screen.getByText('Your display name and username are always shown.')).toBeVisible();
  });

  it('update the preview as they change, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(toggle('Show my bio'));
    expect(toggle('Show my bio')).toHaveAttribute('aria-checked', 'false');
    expect(preview().queryByText('I write programs for engines.')).not.toBeInTheDocument();

    toggle('Show my joined date').focus();
    await user.keyboard(' ');
    expect(toggle('Show my joined date')).toHaveAttribute('aria-checked', 'true');
    expect(preview().getByText('Joined November 2026')).toBeInTheDocument();
  });

  it('are saved with the rest of the profile', async () => {
    const save = saveProfile();
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.click(toggle('Show my photo'));
    await user.click(toggle('Show my bio'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      bio: 'I write programs for engines.',
      publicFields: { photo: true, bio: false, joinedAt: false },
    });
    // Saved: nothing left to save until the next change.
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  });

  it('refuses a bad photo address and an over-long bio before sending', async () => {
    const save = saveProfile();
    const user = userEvent.setup();
    renderForm();
    const photo = screen.getByLabelText('Photo URL (optional)');
    await user.clear(photo);
    await user.type(photo, 'javascript:alert(1)');
    const bio = screen.getByLabelText('Bio (optional)');
    await user.clear(bio);
    await user.click(bio);
    await user.paste('x'.repeat(281));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Use a full http(s) address.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 280 characters.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the edits and says why when saving fails', async () => {
    backend.on('profileOperations', 'update', () => {
      throw Object.assign(new Error('unavailable'), { code: 'functions/unavailable' });
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(toggle('Show my photo'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(toggle('Show my photo')).toHaveAttribute('aria-checked', 'true');
  });
});
