import type { UserDetail } from '@contracts/admin-users';
import {
  decideGrantRequest,
  revokeSessions,
  sendPasswordReset,
  setDisabled,
  setSuperAdmin,
} from './admin-users-api';

export interface UserAction {
  label: string;
  title: string;
  description: string;
  /** The dialog's button; default: the label. */
  confirmLabel?: string;
  destructive: boolean;
  /** Runs it; a message (a string) it answers replaces `done`: a grant that only asked says so. */
  run: () => Promise<unknown>;
  done: string;
}

/** The confirmed actions of a user's page (delete aside: it has its own dialog). */
export function actionsFor(user: UserDetail, selfUid: string | null): UserAction[] {
  const self = user.uid === selfUid;
  const auth = user.auth;
  if (!auth) return [];
  const who = auth.email ?? user.uid;
  const list: UserAction[] = [];
  if (!self) list.push(...superAdminActions(user, who, selfUid));
  if (auth.disabled) {
    list.push({
      label: 'Enable account',
      title: `Enable ${who}?`,
      description: 'They can sign in again.',
      destructive: false,
      run: () => setDisabled(user.uid, false),
      done: `${who} can sign in again.`,
    });
  } else if (!self) {
    list.push({
      label: 'Disable account',
      title: `Disable ${who}?`,
      description:
        'They cannot sign in, and their current sessions stop working. Their data stays; you can enable the account again.',
      destructive: true,
      run: () => setDisabled(user.uid, true),
      done: `${who} is disabled.`,
    });
  }
  list.push({
    label: 'Revoke sessions',
    title: `Sign ${who} out everywhere?`,
    description: 'Every device they are signed in on is signed out; they can sign in again.',
    destructive: true,
    run: () => revokeSessions(user.uid),
    done: `${who} is signed out everywhere.`,
  });
  if (auth.email) {
    list.push({
      label: 'Send password reset',
      title: `Send a password reset mail to ${auth.email}?`,
      description:
        'They get a link to choose a new password; their current password keeps working until then.',
      confirmLabel: 'Send mail',
      destructive: false,
      run: () => sendPasswordReset(user.uid),
      done: `A password reset mail is on its way to ${auth.email}.`,
    });
  }
  return list;
}

/**
 * Revoke; or grant, which only asks while another super admin exists; or, while a grant waits,
 * approve or refuse it (withdraw it, for the one who asked: they cannot approve it).
 */
function superAdminActions(user: UserDetail, who: string, selfUid: string | null): UserAction[] {
  const request = user.grantRequest;
  if (user.auth?.superAdmin) {
    return [
      {
        label: 'Revoke super admin',
        title: `Revoke super admin from ${who}?`,
        description:
          'They lose the admin area at once: their sessions are revoked and they sign in again as a regular user.',
        destructive: true,
        run: () => setSuperAdmin(user.uid, false),
        done: `${who} is no longer a super admin.`,
      },
    ];
  }
  if (request && request.requestedBy.uid === selfUid) {
    return [
      {
        label: 'Withdraw grant request',
        title: `Withdraw your request to make ${who} a super admin?`,
        description: 'Nothing changes for them; every super admin is told it was withdrawn.',
        destructive: true,
        run: () => decideGrantRequest(user.uid, 'refuse'),
        done: 'Your request is withdrawn.',
      },
    ];
  }
  if (request) {
    const asker = request.requestedBy.email ?? request.requestedBy.uid;
    return [
      {
        label: 'Approve super admin',
        title: `Make ${who} a super admin?`,
        description: `${asker} asked for it. They can then run the whole product from the admin area: every user, plan, mail and policy.`,
        destructive: false,
        run: () => decideGrantRequest(user.uid, 'approve'),
        done: `${who} is now a super admin.`,
      },
      {
        label: 'Refuse super admin',
        title: `Refuse super admin for ${who}?`,
        description: `The request of ${asker} is dropped; every super admin is told.`,
        destructive: true,
        run: () => decideGrantRequest(user.uid, 'refuse'),
        done: 'The request is refused.',
      },
    ];
  }
  return [
    {
      label: 'Grant super admin',
      title: `Grant super admin to ${who}?`,
      description:
        'They can run the whole product from the admin area: every user, plan, mail and policy. While another super admin exists, one of them must approve it first.',
      destructive: false,
      run: async () =>
        (await setSuperAdmin(user.uid, true)).status === 'pending'
          ? `Asked: another super admin must approve making ${who} a super admin.`
          : undefined,
      done: `${who} is now a super admin.`,
    },
  ];
}
