import { useLocale, useT } from '@/lib/i18n';
import { useContactChannels } from '../api/get-contact-channels';
import { aboutLines } from '../utils/about';

/** "About the exchanger" in the page's language; null while nothing is stated or loaded. */
export function useAboutLines() {
  const t = useT();
  const locale = useLocale();
  const { data } = useContactChannels(locale);
  return aboutLines(data?.about, locale, t);
}
