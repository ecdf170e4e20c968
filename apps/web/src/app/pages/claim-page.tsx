/**
 * `/claim/{uuid}`: the claim feature, with the names of the requisites taken from the direction
 * as the exchange screen showed them (when it is still offered).
 */
import { localizePath } from '@exchanger/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ClaimView, useClaimForm, type TRequisiteLabels } from '@/features/claim';
import { ClaimLookup } from '@/features/claim-lookup';
import { usePair } from '@/features/exchange';
import { useLocale } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { isClaimId, routePath } from '../paths';
import { PageIntro } from './page-intro';

function useRequisiteLabels(id: string): TRequisiteLabels | undefined {
  const locale = useLocale();
  const form = useClaimForm(id, locale);
  const pair = usePair(form.data?.from.id ?? null, form.data?.to.id ?? null, locale);
  return useMemo(() => {
    if (!pair.data) return undefined;
    const { structure } = pair.data;
    const names = (side: 'from' | 'to') =>
      Object.fromEntries(
        structure[side].input.map((field) => {
          const text = side === 'from' ? field.send : field.receive;
          return [field.name, text.header || field.name];
        }),
      );
    const cities = Object.fromEntries(
      [...structure.from.city, ...structure.to.city].map((city) => [String(city.id), city.name]),
    );
    return { from: names('from'), to: names('to'), cities };
  }, [pair.data]);
}

function Claim({ id }: { id: string }) {
  const locale = useLocale();
  const labels = useRequisiteLabels(id);
  return (
    <ClaimView
      id={id}
      homeHref={localizePath('/', locale)}
      verifyHref={localizePath(`/verify/${id}`, locale)}
      supportHref={`${localizePath('/contacts', locale)}?claim=${id}`}
      requisiteLabels={labels}
      notFound={
        <ClaimLookup claimHref={(claimId) => routePath('claim-uuid', locale).replace(':uuid', claimId)} />
      }
    />
  );
}

export default function ClaimPage() {
  const { uuid = '' } = useParams();
  if (!isClaimId(uuid)) throw new PageError(404, 'Not a claim id');
  return (
    <div className="container page page--narrow">
      <PageIntro className="page-intro page-intro--compact" />
      <Claim key={uuid} id={uuid} />
    </div>
  );
}
