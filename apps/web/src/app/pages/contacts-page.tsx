import { useSearchParams } from 'react-router';
import { runtimeConfig } from '@/config';
import { useSession } from '@/features/auth';
import { AboutExchanger, ContactChannels, ContactForm, ContactsText } from '@/features/contacts';
import { isClaimId } from '../paths';
import { PageIntro } from './page-intro';

/**
 * `/contacts`: the text operators publish, "About the exchanger", the support channels and the
 * live chat, and the form that reaches the operators. A signed-in visitor's e-mail is filled in, and so is the claim of
 * `?claim=<uuid>` (a link from a claim's page).
 */
export default function ContactsPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const claim = params.get('claim') ?? '';
  return (
    <div className="container page">
      <PageIntro />
      <ContactsText />
      <AboutExchanger />
      <div className="contacts-layout">
        <ContactChannels hasChat={runtimeConfig.chat !== null} />
        <ContactForm
          // The session may arrive after the page: the form then starts again with its e-mail.
          key={user?.email ?? ''}
          email={user?.email ?? ''}
          claimId={isClaimId(claim) ? claim.toLowerCase() : ''}
        />
      </div>
    </div>
  );
}
