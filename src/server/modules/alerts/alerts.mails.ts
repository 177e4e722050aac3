import { centsToAmount, formatUsd } from '@shared/rules/money';
import { partNumberPagePath } from '@shared/rules/page-head';
import type { AlertKind } from '../../db/schema/alerts';
import { renderMail, type RenderedMail } from '../mail';

const usd = (cents: number) => formatUsd(centsToAmount(cents));

/** The links every mail about an address carries. */
export function alertLinks(publicUrl: string, manageToken: string, alertId?: number) {
  const token = encodeURIComponent(manageToken);
  const alert = alertId === undefined ? '' : `&alert=${alertId}`;
  return {
    manage: `${publicUrl}/alerts/manage?token=${token}`,
    unsubscribePage: `${publicUrl}/alerts/unsubscribe?token=${token}${alert}`,
    /** RFC 8058 one-click: a POST to it unsubscribes without a page. */
    oneClick: `${publicUrl}/api/alerts/unsubscribe?token=${token}${alert}`,
  };
}

export function confirmationMail(publicUrl: string, confirmToken: string, partName: string): RenderedMail {
  return renderMail({
    subject: 'Confirm your Pitlane price alerts',
    heading: 'Please confirm your email address',
    blocks: [
      { kind: 'text', text: `You asked Pitlane to tell you about prices of ${partName}. Confirm this address and we'll start watching.` },
      { kind: 'link', label: 'Confirm my email address', href: `${publicUrl}/alerts/confirm?token=${encodeURIComponent(confirmToken)}` },
      { kind: 'text', text: 'Nothing else is sent to this address until you confirm. If you did not ask for this, ignore this mail: the request is forgotten after 7 days.' },
    ],
  });
}

export interface FiredAlert {
  alertId: number;
  kind: AlertKind;
  targetCents: number | null;
  manageToken: string;
  part: { name: string; partNumber: string };
  shop: { name: string; listingId: number } | null;
  newTotalCents: number;
  oldTotalCents: number | null;
}

export function alertMail(publicUrl: string, fired: FiredAlert): RenderedMail & { headers: Record<string, string> } {
  const links = alertLinks(publicUrl, fired.manageToken, fired.alertId);
  const partUrl = `${publicUrl}${partNumberPagePath(fired.part.partNumber)}`;
  const at = fired.shop ? ` at ${fired.shop.name}` : '';
  const was = fired.oldTotalCents === null ? 'out of stock' : usd(fired.oldTotalCents);
  const subject =
    fired.kind === 'stock'
      ? `Back in stock: ${fired.part.name}, ${usd(fired.newTotalCents)}${at}`
      : `Price drop: ${fired.part.name} now ${usd(fired.newTotalCents)}${at}`;
  const why =
    fired.kind === 'stock'
      ? 'It is back in stock, as you asked.'
      : fired.targetCents !== null
        ? `That is at or below your target of ${usd(fired.targetCents)}.`
        : 'That is a drop of 5% or more.';
  const rendered = renderMail({
    subject,
    heading: fired.kind === 'stock' ? `${fired.part.name} is back in stock` : `${fired.part.name} is cheaper`,
    blocks: [
      { kind: 'text', text: `${fired.part.name} (${fired.part.partNumber}) now costs ${usd(fired.newTotalCents)}${at}, was ${was}. ${why}` },
      { kind: 'text', text: 'Prices are totals with shipping for one unit, tax not included, and can change at any time.' },
      ...(fired.shop ? [{ kind: 'link' as const, label: `Buy at ${fired.shop.name}`, href: `${publicUrl}/go/${fired.shop.listingId}` }] : []),
      { kind: 'link', label: 'Compare all prices on Pitlane', href: partUrl },
      { kind: 'fine', text: 'You get this mail because you set an alert on Pitlane. At most one mail per alert a day.', link: { label: 'Manage my alerts', href: links.manage } },
      { kind: 'fine', text: 'No longer interested?', link: { label: 'Unsubscribe from this alert', href: links.unsubscribePage } },
    ],
  });
  return {
    ...rendered,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
