import { describe, expect, it } from 'vitest';
import {
  emailShareHref,
  type ShareContent,
  shareMessage,
  socialShareLinks,
  websiteSnippet,
} from './share-kit';

const content: ShareContent = {
  title: 'Super Bowl Watch Party',
  url: 'https://huddle.example/events/99',
  text: 'Super Bowl Watch Party: Sunday, March 8, 2026 at 7:00 PM Eastern at Grace Community Church. RSVP free on Huddle.',
};

describe('share kit', () => {
  it("fills each network's share page with the link (and the text where it takes one)", () => {
    const links = Object.fromEntries(
      socialShareLinks(content).map((link) => [link.network, new URL(link.href)]),
    );
    expect(links.Facebook?.searchParams.get('u')).toBe(content.url);
    expect(links.X?.searchParams.get('url')).toBe(content.url);
    expect(links.X?.searchParams.get('text')).toBe(content.text);
    expect(links.WhatsApp?.searchParams.get('text')).toBe(`${content.text} ${content.url}`);
    for (const url of Object.values(links)) expect(url?.protocol).toBe('https:');
  });

  it('gives the website a paragraph linking the title, with when and where', () => {
    expect(websiteSnippet(content)).toBe(
      '<p><a href="https://huddle.example/events/99">Super Bowl Watch Party</a>: Sunday, March 8, 2026 at 7:00 PM Eastern at Grace Community Church. RSVP free on Huddle.</p>',
    );
  });

  it('escapes what the church typed, so the snippet shows it rather than running it', () => {
    const snippet = websiteSnippet({
      title: 'Fish & Chips <script>alert(1)</script>',
      url: 'https://huddle.example/events/1?a="b"',
      text: 'Fish & Chips <script>alert(1)</script>: "Friday"',
    });
    expect(snippet).not.toContain('<script>');
    expect(snippet).toBe(
      '<p><a href="https://huddle.example/events/1?a=&quot;b&quot;">Fish &amp; Chips &lt;script&gt;alert(1)&lt;/script&gt;</a>: &quot;Friday&quot;</p>',
    );
  });

  it('puts the link on its own line in the message, and drafts a mail with it', () => {
    expect(shareMessage(content)).toBe(`${content.text}\n${content.url}`);
    const mail = new URL(emailShareHref(content));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Super Bowl Watch Party (Huddle)');
    expect(mail.searchParams.get('body')).toBe(`${content.text}\r\n${content.url}`);
  });
});
