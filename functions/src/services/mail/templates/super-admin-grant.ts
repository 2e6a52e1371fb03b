import {
  buttonHtml,
  escapeHtml,
  formatUtc,
  layout,
  oneLine,
  styles,
  webUrl,
  type RenderedMail,
} from './layout';

/** What happened to a grant of super admin (each is mailed to every super admin). */
export type GrantEvent = 'requested' | 'approved' | 'refused' | 'withdrawn';

export interface SuperAdminGrantData {
  event: GrantEvent;
  /** Who would become (or became) a super admin. */
  target: string;
  /** Who asked for the grant. */
  requestedBy: string;
  /** Who approved or refused it (for `requested` and `withdrawn`, the one who asked). */
  decidedBy: string;
  /** Until when it can be approved (for `requested`). */
  expiresAt: Date;
  /** The user's page in the admin area, where the grant is decided. */
  reviewUrl: string;
}

const SUBJECTS: Record<GrantEvent, (target: string) => string> = {
  requested: (t) => `Approve super admin for ${t}?`,
  approved: (t) => `${t} is now a super admin`,
  refused: (t) => `Super admin for ${t} was refused`,
  withdrawn: (t) => `Super admin request for ${t} was withdrawn`,
};

function sentences(data: SuperAdminGrantData): string[] {
  switch (data.event) {
    case 'requested':
      return [
        `${data.requestedBy} asked to make ${data.target} a super admin.`,
        `Another super admin must approve it before ${formatUtc(data.expiresAt)}; until then nothing changes. If you did not expect this, refuse it and check who has access.`,
      ];
    case 'approved':
      return [
        `${data.decidedBy} approved the request of ${data.requestedBy}: ${data.target} is now a super admin.`,
        'They must set up two-step verification before they can open the admin area.',
      ];
    case 'refused':
      return [
        `${data.decidedBy} refused the request of ${data.requestedBy} to make ${data.target} a super admin. Nothing changed.`,
      ];
    case 'withdrawn':
      return [
        `${data.requestedBy} withdrew their request to make ${data.target} a super admin. Nothing changed.`,
      ];
  }
}

/** To every super admin, whenever a grant of super admin is asked for or decided. */
export function superAdminGrant(data: SuperAdminGrantData): RenderedMail {
  const url = webUrl(data.reviewUrl);
  const lines = sentences({
    ...data,
    target: oneLine(data.target),
    requestedBy: oneLine(data.requestedBy),
    decidedBy: oneLine(data.decidedBy),
  });
  const action = data.event === 'requested' ? 'Review the request' : 'Open the user';
  const bodyHtml = [
    ...lines.map((line) => `<p style="${styles.p}">${escapeHtml(line)}</p>`),
    buttonHtml(action, url),
    `<p style="${styles.small}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="${styles.link}">${escapeHtml(url)}</a></p>`,
  ].join('\n');
  const subject = SUBJECTS[data.event](oneLine(data.target));
  return {
    subject,
    html: layout({ title: subject, preheader: lines[0] ?? subject, bodyHtml }),
    text: [...lines, '', `${action}: ${url}`].join('\n'),
  };
}
