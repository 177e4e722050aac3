import type { OperatorRole } from '@shared/schemas/operators';
import { renderMail, type RenderedMail } from '../mail';

const ROLE_WORDS: Record<OperatorRole, string> = {
  admin: 'an admin (everything, operators included)',
  editor: 'an editor (catalog, vendors, feeds, promotions, review queue)',
  analyst: 'an analyst (read-only reports)',
};

/** The invitation page of a token: where the invitee chooses their password. */
export const invitePageUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/invite?token=${encodeURIComponent(token)}`;

export function inviteMail(publicUrl: string, invite: { token: string; role: OperatorRole; invitedBy: string; expiresAt: Date }): RenderedMail {
  const until = invite.expiresAt.toUTCString();
  return renderMail({
    subject: 'Your invitation to the Pitlane console',
    heading: 'You are invited to the Pitlane console',
    blocks: [
      { kind: 'text', text: `${invite.invitedBy} invited you to run Pitlane as ${ROLE_WORDS[invite.role]}. Choose your password to finish setting up your account.` },
      { kind: 'link', label: 'Choose my password', href: invitePageUrl(publicUrl, invite.token) },
      { kind: 'text', text: `The link works once, until ${until}. If it has expired, ask an admin to send a new one.` },
      { kind: 'fine', text: 'If you did not expect this invitation, ignore this mail: nothing happens until the link is used.' },
    ],
  });
}
