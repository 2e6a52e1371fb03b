import type { Application } from '@contracts/affiliate-applications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { ApplyForm } = await import('./apply-form');

const application = { id: 'a1', status: 'pending' } as Application;

/** The server's answers: the application is received, and every username is free. */
function answers() {
  return {
    apply: backend.on('affiliateApplicationOperations', 'apply', () => ({ application })),
    checkUsername: backend.on('affiliateApplicationOperations', 'checkUsername', () => ({
      available: true,
    })),
  };
}

function renderForm() {
  const props = {
    defaults: { name: '', payoutEmail: 'ada@example.com', username: '' },
    onSubmitted: vi.fn(),
  };
  render(
    <MemoryRouter>
      <ApplyForm {...props} />
    </MemoryRouter>,
  );
  return props;
}

const submit = () => screen.getByRole('button', { name: 'Submit application' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Website or channel URL'), 'https://ada.example.com');
  await user.type(screen.getByLabelText('Your audience'), 'Engineers who read my blog.');
  await user.type(
    screen.getByLabelText('How you will promote Parley'),
    'Tutorials and a newsletter.',
  );
  await user.type(screen.getByLabelText('Desired username'), 'Ada_L');
  await user.click(screen.getByRole('checkbox'));
}

describe('ApplyForm', () => {
  it('shows the shared schema’s messages, marks the fields and sends nothing', async () => {
    const server = answers();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Website or channel URL'), 'not a url');
    await user.type(screen.getByLabelText('Desired username'), 'bad name!');
    await user.click(submit());

    expect(await screen.findByText('Tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a full web address, e.g. https://example.com.')).toBeVisible();
    expect(screen.getByText('Describe your audience in a sentence or two.')).toBeVisible();
    expect(screen.getByText(/Use lowercase letters, digits or underscores/)).toBeVisible();
    expect(screen.getByText('Accept the programme terms to apply.')).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Desired username')).toHaveAttribute('aria-invalid', 'true');
    expect(server.apply).not.toHaveBeenCalled();
  });

  it('refuses a reserved username', async () => {
    answers();
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Desired username'));
    await user.type(screen.getByLabelText('Desired username'), 'admin');
    await user.click(submit());
    expect(
      await screen.findByText('That username is reserved. Please choose another.'),
    ).toBeVisible();
  });

  it('checks the username when the field is left, and says when it is taken', async () => {
    const isUsernameFree = backend.on('affiliateApplicationOperations', 'checkUsername', () => ({
      available: false,
    }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Desired username'), 'Taken_Name');
    await user.tab();
    expect(await screen.findByText('taken_name is taken. Please choose another.')).toBeVisible();
    expect(isUsernameFree).toHaveBeenCalledWith({ username: 'taken_name' });
  });

  it('sends the normalised application and reports it', async () => {
    const server = answers();
    const props = renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(props.onSubmitted).toHaveBeenCalledWith(application));
    expect(server.apply).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      website: 'https://ada.example.com',
      audience: 'Engineers who read my blog.',
      promotion: 'Tutorials and a newsletter.',
      payoutEmail: 'ada@example.com',
      username: 'ada_l',
      acceptTerms: true,
    });
  });

  it('puts a taken-username refusal from the server on the username field', async () => {
    answers();
    backend.on('affiliateApplicationOperations', 'apply', () => {
      throw Object.assign(new Error('The username ada_l is taken. Please choose another.'), {
        code: 'functions/already-exists',
      });
    });
    const props = renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submit());
    expect(
      await screen.findByText('The username ada_l is taken. Please choose another.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Desired username')).toHaveFocus();
    expect(props.onSubmitted).not.toHaveBeenCalled();
  });

  it('says why above the button when the server refuses otherwise, keeping what was typed', async () => {
    answers();
    backend.on('affiliateApplicationOperations', 'apply', () => {
      throw Object.assign(new Error('You may apply again later.'), {
        code: 'functions/failed-precondition',
        details: { reason: 'reapplyLater', reapplyAfter: Date.UTC(2027, 0, 15) },
      });
    });
    const props = renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You may apply again from January 15, 2027.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
    expect(props.onSubmitted).not.toHaveBeenCalled();
  });
});
