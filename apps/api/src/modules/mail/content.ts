import { escapeHtml, escapeMultiline, safeHref } from './html.js';

/**
 * A mail's words once, rendered as the plain-text part and the HTML part, so the two always say
 * the same thing. Every string is plain text: rendering escapes it for HTML.
 */
export type MailContent = {
  greeting?: string;
  paragraphs: string[];
  /** 'Label: value' lines in text, a two-column table in HTML. */
  details: { label: string; value: string }[];
  /** 'Label: url' lines in text, buttons in HTML. */
  actions: { label: string; url: string }[];
  closing: string[];
  /** Small print after the closing, each with one link: 'Text Label: url' in text. */
  footer?: { text: string; label: string; url: string }[];
};

export function renderText(content: MailContent): string {
  const blocks = [
    content.greeting ? [content.greeting] : [],
    content.paragraphs,
    content.details.map(({ label, value }) => `${label}: ${value}`),
    content.actions.map(({ label, url }) => `${label}: ${url}`),
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
  const details = content.details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${content.details
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:4px 16px 4px 0;font-size:15px;color:#4a4f57;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;font-size:15px;line-height:22px;color:#1a1b1e">${escapeMultiline(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actions = content.actions
    .map(
      ({ label, url }) =>
        `<p style="margin:0 0 12px"><a href="${safeHref(url)}" style="display:inline-block;padding:10px 18px;background:#1c5fb8;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:600">${escapeHtml(label)}</a></p>`,
    )
    .join('');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1a1b1e;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto">',
    content.greeting ? paragraph(content.greeting) : '',
    ...content.paragraphs.map(paragraph),
    details,
    actions,
    ...content.closing.map(paragraph),
    ...(content.footer ?? []).map(
      ({ text, label, url }) =>
        `<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#4a4f57">${escapeHtml(text)} <a href="${safeHref(url)}" style="color:#1c5fb8">${escapeHtml(label)}</a></p>`,
    ),
    '</div></body></html>',
  ].join('');
}
