import { Accordion } from '@web/components/ui/accordion';
import { FAQ_ENTRIES } from '../faq-entries';

const items = FAQ_ENTRIES.map((entry) => ({ id: entry.id, title: entry.question, content: <p>{entry.answer}</p> }));

/** The FAQ tab: five questions, one open at a time. */
export function FaqList() {
  return <Accordion items={items} headingLevel={3} className="max-w-3xl" />;
}
