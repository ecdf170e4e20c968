import type { TExchangeForm } from '../hooks/use-exchange-form';
import { RequisitesSkeleton } from './requisites-skeleton';
import { SideRequisites } from './side-requisites';

/**
 * The requisites of both sides, under the amounts (so on a phone the receive amount is seen
 * first); on wide screens each side's fields sit under its column.
 */
export function Requisites({ state, toShop }: { state: TExchangeForm; toShop: boolean }) {
  const { from, to } = state.forms;
  if (!from || !to) return state.pairState === 'loading' ? <RequisitesSkeleton /> : null;
  const hasFrom = from.fields.length > 0 || from.cities.length > 0;
  // An invoice is paid out to the shop's own requisites: nothing to ask on the receive side.
  const hasTo = !toShop && (to.fields.length > 0 || to.cities.length > 0);
  if (!hasFrom && !hasTo) return null;
  return (
    <div className="exchange__requisites">
      <div className="exchange__requisites-side" data-side="from">
        {hasFrom ? <SideRequisites form={from} state={state} /> : null}
      </div>
      <div className="exchange__requisites-side" data-side="to">
        {hasTo ? <SideRequisites form={to} state={state} /> : null}
      </div>
    </div>
  );
}
