import type { Announcement } from '@contracts/admin-mail';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

const api = vi.hoisted(() => ({
  countAudience: vi.fn(),
  createAnnouncement: vi.fn(),
  listAnnouncements: vi.fn(),
  previewAnnouncement: vi.fn(),
  sendNextBatch: vi.fn(),
  controlAnnouncement: vi.fn(),
  ANNOUNCEMENTS_KEY: ['admin', 'announcements'],
}));
vi.mock('./admin-email-api', () => api);

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

beforeEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
  api.countAudience.mockResolvedValue(120);
  api.listAnnouncements.mockResolvedValue([]);
});

describe('AnnouncementsSection', () => {
  it('asks "Send to N people", then drives batches until done with progress', async () => {
    const user = userEvent.setup();
    api.createAnnouncement.mockResolvedValue(job());
    api.sendNextBatch
      .mockResolvedValueOnce(job({ sent: 50, cursor: 'c50' }))
      .mockResolvedValueOnce(job({ sent: 100, cursor: 'c100' }))
      .mockResolvedValueOnce(job({ sent: 119, failed: 1, status: 'done', finishedAt: 2 }));
    render(<AnnouncementsSection />);
    await user.type(screen.getByLabelText('Subject'), 'Big news');
    await user.type(screen.getByLabelText('Message (Markdown)'), 'Hello');
    expect(await screen.findByText(/Reaches 120 people/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 120 people' }));
    await waitFor(() => expect(api.sendNextBatch).toHaveBeenCalledTimes(3));
    expect(api.createAnnouncement).toHaveBeenCalledWith(
      { subject: 'Big news', body: 'Hello' },
      'allUsers',
    );
    expect(await screen.findByText(/Sent “Big news”: 120 of 120 \(1 failed\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Announcement progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('says the history is cut off when it holds as many as the server lists', async () => {
    const done = (i: number) =>
      job({ id: `a${i}`, subject: `News ${i}`, status: 'done', sent: 120, finishedAt: 2 });
    api.listAnnouncements.mockResolvedValue(Array.from({ length: 19 }, (_, i) => done(i)));
    const { unmount } = render(<AnnouncementsSection />);
    expect(await screen.findByText('News 18')).toBeInTheDocument();
    expect(screen.queryByText(/The latest 20 announcements/)).not.toBeInTheDocument();
    unmount();
    queryClient.clear();
    api.listAnnouncements.mockResolvedValue(Array.from({ length: 20 }, (_, i) => done(i)));
    render(<AnnouncementsSection />);
    expect(await screen.findByText('The latest 20 announcements are shown.')).toBeInTheDocument();
  });

  it('resumes an unfinished job when the page opens', async () => {
    api.listAnnouncements.mockResolvedValue([job({ sent: 50, cursor: 'c50' })]);
    api.sendNextBatch.mockResolvedValue(job({ sent: 120, status: 'done', finishedAt: 2 }));
    render(<AnnouncementsSection />);
    await waitFor(() => expect(api.sendNextBatch).toHaveBeenCalledWith('a1'));
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/)).toBeInTheDocument();
  });

  it('refuses an empty draft before calling the server', async () => {
    const user = userEvent.setup();
    render(<AnnouncementsSection />);
    await screen.findByText(/Reaches 120 people/);
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    expect(await screen.findByText('Write a subject.')).toBeInTheDocument();
    // At its field, for screen readers too.
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Write a subject.');
    expect(screen.getByLabelText('Message (Markdown)')).not.toHaveAttribute('aria-invalid');
    expect(api.createAnnouncement).not.toHaveBeenCalled();
  });

  it('pauses a sending announcement from the history, and stops driving it', async () => {
    const user = userEvent.setup();
    api.listAnnouncements.mockResolvedValue([job({ sent: 50, cursor: 'c50' })]);
    // The page is driving a batch when the admin pauses; the server answers it paused.
    let finishBatch: (value: Announcement) => void = () => undefined;
    api.sendNextBatch.mockReturnValue(new Promise((resolve) => (finishBatch = resolve)));
    const paused = job({ sent: 50, status: 'paused', pausedReason: 'admin' });
    api.controlAnnouncement.mockResolvedValue(paused);
    render(<AnnouncementsSection />);
    await user.click(await screen.findByRole('button', { name: 'Pause “Big news”' }));
    expect(api.controlAnnouncement).toHaveBeenCalledWith('pauseAnnouncement', 'a1');
    expect(await screen.findByText(/Paused “Big news”: 50 of 120/)).toBeInTheDocument();
    finishBatch(paused);
    await waitFor(() => expect(screen.getByText(/Paused “Big news”/)).toBeInTheDocument());
    expect(api.sendNextBatch).toHaveBeenCalledTimes(1);
  });

  it('explains a job paused because its sender lost super admin, and resumes it', async () => {
    const user = userEvent.setup();
    const paused = job({ sent: 50, status: 'paused', pausedReason: 'senderNotSuperAdmin' });
    api.listAnnouncements.mockResolvedValue([paused]);
    api.controlAnnouncement.mockResolvedValue(job({ sent: 50, status: 'sending' }));
    api.sendNextBatch.mockResolvedValue(job({ sent: 120, status: 'done', finishedAt: 2 }));
    render(<AnnouncementsSection />);
    expect(await screen.findByText(/no longer one\. Resume it/)).toBeInTheDocument();
    // A paused job is not driven when the page opens.
    expect(api.sendNextBatch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resume “Big news”' }));
    expect(api.controlAnnouncement).toHaveBeenCalledWith('resumeAnnouncement', 'a1');
    expect(await screen.findByText(/Sent “Big news”: 120 of 120/)).toBeInTheDocument();
  });

  it('asks before canceling, which is final', async () => {
    const user = userEvent.setup();
    api.listAnnouncements.mockResolvedValue([
      job({ status: 'paused', pausedReason: 'admin', sent: 10 }),
    ]);
    api.controlAnnouncement.mockResolvedValue(job({ status: 'canceled', sent: 10 }));
    render(<AnnouncementsSection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel “Big news”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this announcement?' });
    expect(dialog).toHaveTextContent('has gone to 10 of 120 people');
    expect(api.controlAnnouncement).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel the announcement' }));
    await waitFor(() =>
      expect(api.controlAnnouncement).toHaveBeenCalledWith('cancelAnnouncement', 'a1'),
    );
  });
});
