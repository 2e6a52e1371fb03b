import type { Announcement, RenderedMailAnswer } from '@contracts/admin-mail';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { backend } from '../../../tests/support/fake-backend';

vi.mock('@/lib/firebase/functions', () => import('../../../tests/support/fake-backend'));

const { AnnouncementsSection } = await import('./announcements-section');

const job = (patch: Partial<Announcement> = {}): Announcement => ({
  id: 'a1',
  subject: 'Big news',
  body: 'Hello',
  segment: 'companyOwners',
  status: 'sending',
  total: 120,
  sent: 0,
  failed: 0,
  cursor: null,
  createdAt: 1,
  createdBy: { uid: 'root', email: 'admin@example.com' },
  finishedAt: null,
  ...patch,
});

/** The history the server lists (tests set it before rendering). */
let listed: Announcement[] = [];

beforeEach(() => {
  listed = [];
  backend.on('adminMailOperations', 'countAudience', () => ({ count: 120 }));
  backend.on('adminMailOperations', 'listAnnouncements', () => ({ announcements: listed }));
});

/** The page never drives batches itself: the server sends every job. */
const batchCalls = () => backend.calls.filter((c) => c.action === 'sendNextBatch');

/** The progress the page reads every PROGRESS_POLL_MS while the server sends. */
const POLLED = { timeout: 6_000 };

// Typing into the forms is slow on a busy machine.
describe('AnnouncementsSection', { timeout: 20_000 }, () => {
  it('asks "Send to N people", shows the progress while the server sends, and the result', async () => {
    const user = userEvent.setup();
    // The call sends before it answers; meanwhile the history shows the job going out.
    let answer: (value: { announcement: Announcement; preview: RenderedMailAnswer }) => void = () =>
      undefined;
    const create = backend.on('adminMailOperations', 'createAnnouncement', () => {
      listed = [job({ sent: 50, cursor: 'c50' })];
      return new Promise((resolve) => (answer = resolve));
    });
    render(<AnnouncementsSection />);
    await user.type(screen.getByLabelText('Subject'), 'Big news');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Hello');
    expect(await screen.findByText(/Reaches 120 people/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 120 people' }));
    expect(create).toHaveBeenCalledWith({
      subject: 'Big news',
      body: 'Hello',
      segment: 'allUsers',
    });
    // The question closes at once; the progress comes from the server's record.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Sending “Big news”: 50 of 120/, {}, POLLED)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Announcement progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByRole('button', { name: 'Send…' })).toBeDisabled();

    const done = job({ sent: 119, failed: 1, status: 'done', finishedAt: 2 });
    listed = [done];
    answer({ announcement: done, preview: { subject: 'Big news', html: '', text: '' } });
    expect(await screen.findByText(/Sent “Big news”: 120 of 120 \(1 failed\)/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Announcement progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(batchCalls()).toEqual([]);
  });

  it('shows a refusal to create above the buttons, and closes the question', async () => {
    const user = userEvent.setup();
    backend.on('adminMailOperations', 'createAnnouncement', () => {
      throw Object.assign(new Error('Another announcement is being sent.'), {
        code: 'functions/failed-precondition',
      });
    });
    render(<AnnouncementsSection />);
    await user.type(screen.getByLabelText('Subject'), 'Big news');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Hello');
    await screen.findByText(/Reaches 120 people/);
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 120 people' }));
    expect(await screen.findByText('Another announcement is being sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Subject')).toHaveValue('Big news');
  });

  it('previews the announcement as rendered by the server', async () => {
    const user = userEvent.setup();
    const preview = backend.on('adminMailOperations', 'previewAnnouncement', (draft) => ({
      subject: `[Parley] ${draft.subject}`,
      html: '<p>Hello</p>',
      text: 'Hello',
    }));
    render(<AnnouncementsSection />);
    await user.type(screen.getByLabelText('Subject'), 'Big news');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('[Parley] Big news')).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith({ subject: 'Big news', body: 'Hello' });
  });

  it('says the history is cut off when it holds as many as the server lists', async () => {
    const done = (i: number) =>
      job({ id: `a${i}`, subject: `News ${i}`, status: 'done', sent: 120, finishedAt: 2 });
    listed = Array.from({ length: 19 }, (_, i) => done(i));
    const { unmount } = render(<AnnouncementsSection />);
    expect(await screen.findByText('News 18')).toBeInTheDocument();
    expect(screen.queryByText(/The latest 20 announcements/)).not.toBeInTheDocument();
    unmount();
    queryClient.clear();
    listed = Array.from({ length: 20 }, (_, i) => done(i));
    render(<AnnouncementsSection />);
    expect(await screen.findByText('The latest 20 announcements are shown.')).toBeInTheDocument();
  });

  it('follows a job the server is still sending when the page opens, without driving it', async () => {
    listed = [job({ sent: 50, cursor: 'c50' })];
    render(<AnnouncementsSection />);
    expect(await screen.findByText(/Sending “Big news”: 50 of 120/)).toBeVisible();
    expect(screen.getByText(/The server goes on sending it every minute/)).toBeVisible();
    listed = [job({ sent: 120, status: 'done', finishedAt: 2 })];
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/, {}, POLLED)).toBeVisible();
    expect(batchCalls()).toEqual([]);
  });

  it('refuses an empty draft before calling the server', async () => {
    const user = userEvent.setup();
    const create = backend.on('adminMailOperations', 'createAnnouncement', () => ({
      announcement: job(),
      preview: { subject: 'Big news', html: '<p>Hello</p>', text: 'Hello' },
    }));
    render(<AnnouncementsSection />);
    await screen.findByText(/Reaches 120 people/);
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    expect(await screen.findByText('Write a subject.')).toBeInTheDocument();
    // At its field, for screen readers too.
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Write a subject.');
    expect(screen.getByLabelText('Message (Markdown)')).not.toHaveAttribute('aria-invalid');
    expect(create).not.toHaveBeenCalled();
  });

  it('pauses a sending announcement from the history', async () => {
    const user = userEvent.setup();
    listed = [job({ sent: 50, cursor: 'c50' })];
    const paused = job({ sent: 50, status: 'paused', pausedReason: 'admin' });
    const pause = backend.on('adminMailOperations', 'pauseAnnouncement', () => {
      listed = [paused];
      return { announcement: paused };
    });
    render(<AnnouncementsSection />);
    await user.click(await screen.findByRole('button', { name: 'Pause “Big news”' }));
    expect(pause).toHaveBeenCalledWith({ id: 'a1' });
    expect(await screen.findByText(/Paused “Big news”: 50 of 120/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume “Big news”' })).toBeVisible();
    expect(batchCalls()).toEqual([]);
  });

  it('explains a job paused because its sender lost super admin, and resumes it (the call sends)', async () => {
    const user = userEvent.setup();
    listed = [job({ sent: 50, status: 'paused', pausedReason: 'senderNotSuperAdmin' })];
    const done = job({ sent: 120, status: 'done', finishedAt: 2 });
    const resume = backend.on('adminMailOperations', 'resumeAnnouncement', () => {
      listed = [done];
      return { announcement: done };
    });
    render(<AnnouncementsSection />);
    expect(await screen.findByText(/no longer one\. Resume it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume “Big news”' }));
    expect(resume).toHaveBeenCalledWith({ id: 'a1' });
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/)).toBeInTheDocument();
    expect(batchCalls()).toEqual([]);
  });

  it('asks before canceling, which is final', async () => {
    const user = userEvent.setup();
    listed = [job({ status: 'paused', pausedReason: 'admin', sent: 10 })];
    const cancel = backend.on('adminMailOperations', 'cancelAnnouncement', () => ({
      announcement: job({ status: 'canceled', sent: 10 }),
    }));
    render(<AnnouncementsSection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel “Big news”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this announcement?' });
    expect(dialog).toHaveTextContent('has gone to 10 of 120 people');
    expect(cancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel the announcement' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: 'a1' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
