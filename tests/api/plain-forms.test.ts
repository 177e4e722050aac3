/**
 * The contact form, the newsletter box and the Your Genius waitlist post as plain HTML forms (before
 * the app's code, or with JavaScript off): the server takes the form fields, applies the API's own
 * rules and answers with the page the form is on, showing the same messages the app would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema/activity';
import { CONTACT_SUCCESS_MESSAGE, NEWSLETTER_MESSAGES, WAITLIST_MESSAGES } from '../../src/shared/schemas/content';
import * as webRenderer from '../../src/web/entry-server';
import { createTestApp, type TestApp } from '../support/app';
import { createWebRoot } from '../support/web-root';

const ORIGIN = 'http://localhost:5000';
/** The origin a browser on this page sends with a form post: the Host the server is reached at (inject's). */
const PAGE_ORIGIN = 'http://localhost';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** What the server put inside #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '';

describe('forms posted without the app', () => {
  let t: TestApp;
  let webRoot: ReturnType<typeof createWebRoot>;

  beforeAll(async () => {
    webRoot = createWebRoot();
    t = await createTestApp({ gate: false, webRoot: webRoot.dir, webRenderer, publicUrl: ORIGIN });
  });
  afterAll(async () => {
    await t.close();
    webRoot.remove();
  });

  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: PAGE_ORIGIN },
      payload: new URLSearchParams(fields).toString(),
    });

  it('every form on its page posts to its API route with the page to come back to', async () => {
    for (const [path, action] of [['/contact', '/api/contact'], ['/your-genius', '/api/waitlist'], ['/faq', '/api/newsletter']] as const) {
      const root = rootOf((await t.app.inject({ url: path, headers: { accept: 'text/html' } })).body);
      const forms = [...root.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag);
      expect(forms.some((tag) => tag.includes(' method="post"') && tag.includes(` action="${action}#`)), path).toBe(true);
      expect(root, path).toContain(`<input type="hidden" name="next" value="${path}"/>`);
    }
  });

  it('sends a contact message and answers with the contact page saying so', async () => {
    const response = await post('/api/contact', {
      next: '/contact',
      name: 'Ada Driver',
      email: 'ada@example.com',
      phone: '',
      inquiryType: 'parts',
      message: 'Do the E90 rotors fit an E92?',
      website: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const root = rootOf(response.body);
    expect(root).toContain('Contact Us');
    expect(root).toContain(escapeHtml(CONTACT_SUCCESS_MESSAGE));
    const stored = await t.db.select({ name: contactMessages.name, message: contactMessages.message }).from(contactMessages);
    expect(stored).toEqual([expect.objectContaining({ name: 'Ada Driver', message: 'Do the E90 rotors fit an E92?' })]);
  });

  it('answers a contact form with a bad address by the page again: the field message, everything typed kept, status 400', async () => {
    const response = await post('/api/contact', { next: '/contact', name: 'Ada Driver', email: 'not-an-address', inquiryType: 'general', message: 'Hello there' });
    expect(response.statusCode).toBe(400);
    const root = rootOf(response.body);
    expect(root).toMatch(/Email[^<]*valid email/i);
    expect(root).toContain('value="Ada Driver"');
    expect(root).toContain('Hello there');
    expect(root).not.toContain(escapeHtml(CONTACT_SUCCESS_MESSAGE));
  });

  it('signs up for the newsletter from any page, and says so again the second time', async () => {
    const first = await post('/api/newsletter', { next: '/faq', email: 'news@example.com' });
    expect(first.statusCode).toBe(200);
    expect(rootOf(first.body)).toContain('Frequently Asked Questions');
    expect(rootOf(first.body)).toContain(escapeHtml(NEWSLETTER_MESSAGES.subscribed));
    const again = await post('/api/newsletter', { next: '/faq', email: 'news@example.com' });
    expect(rootOf(again.body)).toContain(escapeHtml(NEWSLETTER_MESSAGES.alreadySubscribed));
    const bad = await post('/api/newsletter', { next: '/faq', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(rootOf(bad.body)).toContain('value="nope"');
  });

  it('joins the waitlist and says so; a bad address gets the inline message', async () => {
    const joined = await post('/api/waitlist', { next: '/your-genius', email: 'genius@example.com' });
    expect(joined.statusCode).toBe(200);
    expect(rootOf(joined.body)).toContain(escapeHtml(WAITLIST_MESSAGES.subscribed));
    const bad = await post('/api/waitlist', { next: '/your-genius', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(rootOf(bad.body)).toContain('Please enter a valid email address.');
  });

  it('never leaves the site: a `next` elsewhere comes back to the home page', async () => {
    const response = await post('/api/newsletter', { next: 'https://evil.example/', email: 'elsewhere@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(rootOf(response.body)).toContain(escapeHtml(NEWSLETTER_MESSAGES.subscribed));
  });

  it('keeps the JSON API as it was for the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { origin: PAGE_ORIGIN }, payload: { email: 'json@example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, alreadySubscribed: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { origin: PAGE_ORIGIN }, payload: { email: 'x' } })).statusCode).toBe(400);
  });
});
