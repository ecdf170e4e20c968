import { useLocale } from '@/lib/i18n';
import { useContactsText } from '../api/get-contacts-text';
import './contacts.css';

/**
 * The text operators publish for the contacts page (working hours, what to write about), above the
 * channels and the form; nothing while none is published or it cannot be loaded.
 */
export function ContactsText() {
  const locale = useLocale();
  const { data } = useContactsText(locale);
  if (!data?.html) return null;
  return (
    <div
      className="contacts-text"
      data-testid="contacts-text"
      // Sanitized by the server when it was published (markdown-it without raw HTML, an allowlist).
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
}
