import { escapeHtml, escapeMultiline, safeHref } from './html.js';

type Detail = { label: string; value: string };
type Action = { label: string; url: string };

/**
 * One of several things a mail lists (an RSVP among an attendee's RSVPs): its heading, then its
 * own details and actions, so each link stands under what it is for.
 */
export type MailSection = { heading: string; details: Detail[]; actions: Action[] };

/**
 * A mail's words once, rendered as the plain-text part and the HTML part, so the two always say
 * the same thing. Every string is plain text: rendering escapes it for HTML.
 */
export type MailContent = {
  greeting?: string;
  paragraphs: string[];
  /** After the paragraphs, each as a block of its own. */
  sections?: MailSection[];
  /** 'Label: value' lines in text, a two-column table in HTML. */
  details: Detail[];
  /** 'Label: url' lines in text, buttons in HTML. */
  actions: Action[];
  closing: string[];
  /** Small print after the closing, each with one link: 'Text Label: url' in text. */
  footer?: { text: string; label: string; url: string }[];
};

const detailLines = (details: Detail[]) => details.map(({ label, value }) => `${label}: ${value}`);
const actionLines = (actions: Action[]) => actions.map(({ label, url }) => `${label}: ${url}`);

export function renderText(content: MailContent): string {
  const blocks = [
    content.greeting ? [content.greeting] : [],
    content.paragraphs,
    ...(content.sections ?? []).map((section) => [
      section.heading,
      ...detailLines(section.details),
      ...actionLines(section.actions),
    ]),
    detailLines(content.details),
    actionLines(content.actions),
    content.closing,
    (content.footer ?? []).map(({ text, label, url }) => `${text} ${label}: ${url}`),
  ].filter((block) => block.length > 0);
  return blocks.map((block) => block.join('\n')).join('\n\n');
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Simple HTML that mail clients render alike: tables, inline styles, dark text on white. */
export function renderHtml(content: MailContent, title: string): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${escapeMultiline(text)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1a1b1e;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto">',
    content.greeting ? paragraph(content.greeting) : '',
    ...content.paragraphs.map(paragraph),
    ...(content.sections ?? []).map(sectionHtml),
    detailsHtml(content.details),
    actionsHtml(content.actions),
    ...content.closing.map(paragraph),
    ...(content.footer ?? []).map(
      ({ text, label, url }) =>
        `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#4a4f57">${escapeHtml(text)} <a href="${safeHref(url)}" style="color:#1c5fb8">${escapeHtml(label)}</a></p>`,
    ),
    '</div></body></html>',
  ].join('');
}

function detailsHtml(details: Detail[]): string {
  if (details.length === 0) return '';
  const rows = details.map(
    ({ label, value }) =>
      `<tr><th scope="row" align="left" valign="top" style="padding:4px 16px 4px 0;font-size:15px;color:#4a4f57;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;font-size:15px;line-height:22px;color:#1a1b1e">${escapeMultiline(value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${rows.join('')}</table>`;
}

function actionsHtml(actions: Action[]): string {
  return actions
    .map(
      ({ label, url }) =>
        `<p style="margin:0 0 12px"><a href="${safeHref(url)}" style="display:inline-block;padding:10px 18px;background:#1c5fb8;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:600">${escapeHtml(label)}</a></p>`,
    )
    .join('');
}

/** A heading, its details and its buttons, set off from the next by a rule. */
function sectionHtml(section: MailSection): string {
  return [
    '<div style="margin:0 0 24px;padding:16px 0 0;border-top:1px solid #dee2e6">',
    `<h2 style="margin:0 0 12px;font-size:18px;line-height:26px">${escapeHtml(section.heading)}</h2>`,
    detailsHtml(section.details),
    actionsHtml(section.actions),
    '</div>',
  ].join('');
}
