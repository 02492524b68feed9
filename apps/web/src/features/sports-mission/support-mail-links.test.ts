import { describe, expect, it } from 'vitest';
import { contactChurchHref, offerHelpHref } from './support-mail-links';

const post = {
  title: 'Chairs & tables, 60% off?',
  contactEmail: 'deacons+board@grace.example.org',
  church: { name: 'Grace Fellowship Church' },
};

function parts(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('support mail links', () => {
  it("'Contact Church' drafts a mail to the offer's contact about that offer", () => {
    const href = contactChurchHref(post, 'Hope Chapel');
    expect(href.startsWith('mailto:deacons%2Bboard@grace.example.org?')).toBe(true);
    const { to, subject, body } = parts(href);
    expect(to).toBe('deacons+board@grace.example.org');
    expect(subject).toBe('Your Sports Mission offer: Chairs & tables, 60% off?');
    expect(body).toContain('Hello Grace Fellowship Church,\r\n');
    expect(body).toContain('"Chairs & tables, 60% off?"');
    expect(body?.endsWith('Hope Chapel')).toBe(true);
  });

  it("'Offer Help' drafts a mail offering help with the request", () => {
    const { subject, body } = parts(offerHelpHref(post));
    expect(subject).toBe('Offering help: Chairs & tables, 60% off?');
    expect(body).toContain('would like to help');
  });

  it('keeps a crafted title inside the subject: no extra mail headers', () => {
    const href = offerHelpHref({ ...post, title: 'x&cc=all@evil.example' });
    expect(new URL(href).searchParams.get('cc')).toBeNull();
  });
});
