import { useQuery } from '@tanstack/react-query';
import { INVITE_FORM_ERRORS, type InviteFormError } from '@shared/schemas/operators';
import { useSearch } from 'wouter';
import { fetchInviteDetails } from '@web/features/operator-auth/api/operator-auth-api';
import { AcceptInviteForm } from '@web/features/operator-auth/components/accept-invite-form';
import { adminErrorMessage } from '@web/lib/admin-api';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Where an invitation mail's link leads: the invitee chooses a password, signed in or not. */
export default function AdminInvitePage() {
  usePageMeta({ title: 'Your invitation · Console', description: 'Choose your password for the Pitlane operator console.' });
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  // Set by the server when the plain form came back with something to fix.
  const error = params.get('error');
  const answered = error !== null && error in INVITE_FORM_ERRORS ? (error as InviteFormError) : null;
  const invite = useQuery({ queryKey: ['admin', 'invite', token], queryFn: () => fetchInviteDetails(token), enabled: token !== '', retry: false, staleTime: Infinity });
  if (token === '') return <p role="alert" className="text-sm text-destructive">This link has no invitation in it. Open the link from the invitation mail again.</p>;
  if (invite.isError) return <p role="alert" className="text-sm text-destructive">{adminErrorMessage(invite.error)}</p>;
  if (!invite.data) return <p className="text-sm text-muted-foreground">Reading your invitation…</p>;
  return <AcceptInviteForm token={token} invite={invite.data} answered={answered} />;
}
