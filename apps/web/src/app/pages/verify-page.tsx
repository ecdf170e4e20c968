/** `/verify/{uuid}`: card verification of a claim (the verification feature), linked to the claim page. */
import { localizePath } from '@exchanger/core';
import { useParams } from 'react-router';
import { VerificationView } from '@/features/verification';
import { useLocale } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { isClaimId } from '../paths';
import { PageIntro } from './page-intro';

export default function VerifyPage() {
  const { uuid = '' } = useParams();
  const locale = useLocale();
  if (!isClaimId(uuid)) throw new PageError(404, 'Not a claim id');
  return (
    <div className="container page page--narrow">
      <PageIntro className="page-intro page-intro--compact" />
      <VerificationView key={uuid} id={uuid} claimHref={localizePath(`/claim/${uuid}`, locale)} />
    </div>
  );
}
