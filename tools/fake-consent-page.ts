import { escapeHtml } from '@arcana/shared';
import { htmlPage } from './fake-http';

/**
 * The sign-in page the OAuth and Steam fakes show: who signs in (fields a person or Playwright can
 * change), then Authorize or Cancel. A plain form post, so it needs no script.
 */
export interface ConsentPage {
  title: string;
  /** What is being asked, shown above the fields. */
  intro: string;
  action: string;
  /** Names the waiting request, so the post need not repeat (or be trusted to repeat) its parameters. */
  requestId: string;
  fields: Array<{ label: string; name: string; value: string; type?: 'text' | 'email'; required?: boolean }>;
}

export const renderConsentPage = ({ title, intro, action, requestId, fields }: ConsentPage) =>
  htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${fields
  .map(
    ({ label, name, value, type = 'text', required = false }) =>
      `<label>${escapeHtml(label)} <input name="${name}" type="${type}" value="${escapeHtml(value)}"${required ? ' required' : ''}></label>`,
  )
  .join('\n')}
<button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );

/** What the real providers show instead of redirecting when the client or its redirect URI is wrong. */
export const renderErrorPage = (title: string, message: string) =>
  htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
