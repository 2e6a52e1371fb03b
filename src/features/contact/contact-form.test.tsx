import type { ContactMessage } from '@contracts/contact';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInTestUser } from '@/lib/auth/test-user';
import { ContactForm } from './contact-form';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<ContactMessage> = {},
) {
  const values = {
    name: 'Sam Sender',
    email: 'sam@example.com',
    topic: 'sales',
    message: 'Do you offer plans for 200 people?',
    ...overrides,
  };
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.topic) await user.selectOptions(screen.getByLabelText('Topic'), values.topic);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return values;
}

const submit = () => screen.getByRole('button', { name: 'Send message' });

describe('ContactForm', () => {
  afterEach(() => useAuthStore.setState({ status: 'unknown', user: null, claims: {} }));

  it("fills a signed-in person's name and email once known, never over what they typed", async () => {
    const user = userEvent.setup();
    render(<ContactForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    act(() =>
      signInTestUser({ uid: 'u1', displayName: 'Olive Owner', email: 'owner@example.com' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com'));
    expect(screen.getByLabelText('Name')).toHaveValue('Sam');
  });

  it('shows the shared schema’s messages and sends nothing', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(submit());

    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Topic')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('offers the five topics', () => {
    render(<ContactForm send={vi.fn()} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a topic',
      'Support',
      'Sales',
      'Affiliates',
      'Privacy',
      'Something else',
    ]);
  });

  it('sends the trimmed message and says it arrived, with a way to write another', async () => {
    const send = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<ContactForm send={send} />);
    await fill(user, { name: '  Sam Sender ' });
    await user.click(submit());

    const thanks = await screen.findByRole('heading', {
      name: 'Thank you, Sam Sender. Your message is on its way.',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      name: 'Sam Sender',
      email: 'sam@example.com',
      topic: 'sales',
      message: 'Do you offer plans for 200 people?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Sender');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps everything typed and says why when sending fails (rate limit)', async () => {
    const send = vi.fn(async () => {
      throw {
        code: 'functions/resource-exhausted',
        message: 'You have sent several messages in a short time. Please try again in an hour.',
      };
    });
    const user = userEvent.setup();
    render(<ContactForm send={send} />);
    const values = await fill(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent. You have sent several messages in a short time. Please try again in an hour. What you wrote is still here.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue(values.name);
    expect(screen.getByLabelText('Email')).toHaveValue(values.email);
    expect(screen.getByLabelText('Topic')).toHaveValue(values.topic);
    expect(screen.getByLabelText('Message')).toHaveValue(values.message);
    expect(submit()).toBeEnabled();
  });

  it('keeps everything typed when the network fails', async () => {
    const send = vi.fn(async () => {
      throw { code: 'functions/unavailable', message: 'unavailable' };
    });
    const user = userEvent.setup();
    render(<ContactForm send={send} />);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you offer plans for 200 people?');
  });
});
