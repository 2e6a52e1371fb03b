import type { Announcement } from '@contracts/admin-mail';
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

/** Answers each batch with the next of `answers` (the last one again when they run out). */
const batches = (...answers: Announcement[]) =>
  backend.on('adminMailOperations', 'sendNextBatch', () => ({
    announcement:
      answers.length > 1 ? (answers.shift() as Announcement) : (answers[0] as Announcement),
  }));

// Typing into the forms is slow on a busy machine.
describe('AnnouncementsSection', { timeout: 20_000 }, () => {
  it('asks "Send to N people", then drives batches until done with progress', async () => {
    const user = userEvent.setup();
    const create = backend.on('adminMailOperations', 'createAnnouncement', () => ({
      announcement: job(),
      preview: { subject: 'Big news', html: '<p>Hello</p>', text: 'Hello' },
    }));
    const send = batches(
      job({ sent: 50, cursor: 'c50' }),
      job({ sent: 100, cursor: 'c100' }),
      job({ sent: 119, failed: 1, status: 'done', finishedAt: 2 }),
    );
    render(<AnnouncementsSection />);
    await user.type(screen.getByLabelText('Subject'), 'Big news');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Hello');
    expect(await screen.findByText(/Reaches 120 people/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 120 people' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(create).toHaveBeenCalledWith({
      subject: 'Big news',
      body: 'Hello',
      segment: 'allUsers',
    });
    expect(await screen.findByText(/Sent “Big news”: 120 of 120 \(1 failed\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Announcement progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('shows a refusal to create above the buttons, and closes the question', async () => {
    const user = userEvent.setup();
    backend.on('adminMailOperations', 'createAnnouncement', () => {
      throw Object.assign(new Error('Another announcement is being sent.'), {
        code: 'functions/failed-precondition',
      });
    });
    const send = batches(job());
    render(<AnnouncementsSection />);
    await user.type(screen.getByLabelText('Subject'), 'Big news');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Hello');
    await screen.findByText(/Reaches 120 people/);
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 120 people' }));
    expect(await screen.findByText('Another announcement is being sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Subject')).toHaveValue('Big news');
    expect(send).not.toHaveBeenCalled();
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

  it('resumes an unfinished job when the page opens', async () => {
    listed = [job({ sent: 50, cursor: 'c50' })];
    const send = batches(job({ sent: 120, status: 'done', finishedAt: 2 }));
    render(<AnnouncementsSection />);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ id: 'a1' }));
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/)).toBeInTheDocument();
  });

  it('says where sending stopped, and resumes on request', async () => {
    const user = userEvent.setup();
    listed = [job({ sent: 50, cursor: 'c50' })];
    const send = batches(job({ sent: 120, status: 'done', finishedAt: 2 }));
    send.mockImplementationOnce(() => {
      throw Object.assign(new Error('x'), { code: 'functions/unavailable' });
    });
    render(<AnnouncementsSection />);
    expect(await screen.findByText(/Sending stopped: We could not reach the server/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Sending stopped/)).not.toBeInTheDocument();
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

  it('pauses a sending announcement from the history, and stops driving it', async () => {
    const user = userEvent.setup();
    listed = [job({ sent: 50, cursor: 'c50' })];
    // The page is driving a batch when the admin pauses; the server answers it paused.
    let finishBatch: (value: { announcement: Announcement }) => void = () => undefined;
    const send = backend.on(
      'adminMailOperations',
      'sendNextBatch',
      () => new Promise((resolve) => (finishBatch = resolve)),
    );
    const paused = job({ sent: 50, status: 'paused', pausedReason: 'admin' });
    const pause = backend.on('adminMailOperations', 'pauseAnnouncement', () => ({
      announcement: paused,
    }));
    render(<AnnouncementsSection />);
    await user.click(await screen.findByRole('button', { name: 'Pause “Big news”' }));
    expect(pause).toHaveBeenCalledWith({ id: 'a1' });
    expect(await screen.findByText(/Paused “Big news”: 50 of 120/)).toBeInTheDocument();
    finishBatch({ announcement: paused });
    await waitFor(() => expect(screen.getByText(/Paused “Big news”/)).toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('explains a job paused because its sender lost super admin, and resumes it', async () => {
    const user = userEvent.setup();
    listed = [job({ sent: 50, status: 'paused', pausedReason: 'senderNotSuperAdmin' })];
    const resume = backend.on('adminMailOperations', 'resumeAnnouncement', () => ({
      announcement: job({ sent: 50, status: 'sending' }),
    }));
    const send = batches(job({ sent: 120, status: 'done', finishedAt: 2 }));
    render(<AnnouncementsSection />);
    expect(await screen.findByText(/no longer one\. Resume it/)).toBeInTheDocument();
    // A paused job is not driven when the page opens.
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resume “Big news”' }));
    expect(resume).toHaveBeenCalledWith({ id: 'a1' });
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/)).toBeInTheDocument();
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
