import { DEFAULT_PUBLIC_FIELDS, type Profile } from '@contracts/profile';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { UsernameForm } = await import('./username-form');

const profile = (username: string | null): Profile => ({
  displayName: 'Ada',
  photoURL: null,
  bio: null,
  username,
  publicFields: DEFAULT_PUBLIC_FIELDS,
});

function renderForm(current: string | null = null, isAffiliate = false) {
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <UsernameForm current={current} isAffiliate={isAffiliate} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return { onSaved };
}

const field = () => screen.getByLabelText('Username');

beforeEach(() => vi.clearAllMocks());

describe('UsernameForm', () => {
  it.each([
    ['ab', 'Use 3–30 lowercase letters, digits or underscores.'],
    ['has-dash', 'Use 3–30 lowercase letters, digits or underscores.'],
    ['x'.repeat(31), 'Use 3–30 lowercase letters, digits or underscores.'],
    ['admin', 'That username is reserved. Please choose another.'],
    ['parley_news', 'That username is reserved. Please choose another.'],
  ])('refuses %j with the contract’s message and sends nothing', async (name, message) => {
    const claim = backend.on('profileOperations', 'claimUsername', () => ({
      profile: profile(name),
    }));
    const user = userEvent.setup();
    renderForm();
    await user.type(field(), name);
    await user.click(screen.getByRole('button', { name: 'Claim username' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(claim).not.toHaveBeenCalled();
  });

  it('claims a valid name, lower-cased, and reports the saved profile', async () => {
    const claim = backend.on('profileOperations', 'claimUsername', () => ({
      profile: profile('ada_l'),
    }));
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.type(field(), 'Ada_L');
    await user.click(screen.getByRole('button', { name: 'Claim username' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(profile('ada_l')));
    expect(claim).toHaveBeenCalledWith({ username: 'ada_l' });
    expect(field()).toHaveValue('ada_l');
  });

  it('puts a taken name back on the field with the server’s words', async () => {
    backend.on('profileOperations', 'claimUsername', () => {
      throw Object.assign(new Error('That username is taken. Please choose another.'), {
        code: 'functions/already-exists',
      });
    });
    const user = userEvent.setup();
    const { onSaved } = renderForm('ada');
    await user.clear(field());
    await user.type(field(), 'grace');
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(
      await screen.findByText('That username is taken. Please choose another.'),
    ).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('grace');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('links the current public page and warns an affiliate that old links stop working', async () => {
    renderForm('alex_affiliate', true);
    expect(screen.getByRole('link', { name: '/@alex_affiliate' })).toHaveAttribute(
      'href',
      '/@alex_affiliate',
    );
    expect(screen.getByText(/This is also your affiliate username/)).toBeInTheDocument();
    expect(screen.getByText('?ref=alex_affiliate')).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Change username' })).toBeDisabled();
  });

  it('does not warn someone who is not an affiliate', () => {
    renderForm('ada');
    expect(screen.queryByText(/affiliate username/)).not.toBeInTheDocument();
  });
});
