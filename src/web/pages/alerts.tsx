import { useSearchParams } from 'wouter';
import { PageHeader } from '@web/features/legal/components/page-header';
import { ConfirmAlerts } from '@web/features/price-alerts/components/confirm-alerts';
import { ManageAlerts } from '@web/features/price-alerts/components/manage-alerts';
import { usePageMeta } from '@web/lib/use-page-meta';

type AlertsView = 'confirm' | 'manage' | 'unsubscribe';

const TITLES: Record<AlertsView, string> = {
  confirm: 'Confirm your price alerts',
  manage: 'Manage my alerts',
  unsubscribe: 'Unsubscribe',
};

/** The pages the links of alert mails open: /alerts/confirm, /alerts/manage, /alerts/unsubscribe (token, no account). */
export default function AlertsPage({ view }: { view: AlertsView }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const alertId = Number(params.get('alert'));
  usePageMeta({ title: TITLES[view], description: 'Your Pitlane price alerts: confirm, pause, delete or unsubscribe.' });
  const notice = params.get('confirmed')
    ? 'Your email address is confirmed. Your alerts are on.'
    : params.get('unsubscribed')
      ? 'You are unsubscribed from this alert.'
      : params.get('deleted')
        ? 'All your alerts are deleted and your email address is forgotten.'
        : undefined;
  return (
    <>
      <PageHeader eyebrow="Price alerts" title={TITLES[view]} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {view === 'confirm' ? (
          <ConfirmAlerts token={token} />
        ) : (
          <ManageAlerts token={token} notice={notice} unsubscribeId={view === 'unsubscribe' && Number.isInteger(alertId) && alertId > 0 ? alertId : undefined} />
        )}
      </div>
    </>
  );
}
