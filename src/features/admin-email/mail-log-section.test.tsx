import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { MailLogSection } = await import('./mail-log-section');

const entry = (id: string) => ({
  id,
  template: 'teamInvitation',
  to: `${id}@example.com`,
  subject: `Subject ${id}`,
  status: 'sent' as const,
  error: null,
  at: 1_700_000_000_000,
  kind: 'transactional' as const,
});

let listLog: ReturnType<typeof answerTheLog>;
const answerTheLog = () =>
  backend.on('adminMailOperations', 'listLog', ({ cursor }) =>
    cursor === 'after-a'
      ? { entries: [entry('b')], nextCursor: null }
      : { entries: [entry('a')], nextCursor: 'after-a' },
  );

beforeEach(() => {
  listLog = answerTheLog();
});

describe('MailLogSection', () => {
  it('counts pages from 1 and pages forward and back with the server cursor', async () => {
    const user = userEvent.setup();
    render(<MailLogSection />);
    expect(await screen.findByText('a@example.com')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('b@example.com')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(listLog).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'after-a' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /next/i })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(await screen.findByText('a@example.com')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });
});
