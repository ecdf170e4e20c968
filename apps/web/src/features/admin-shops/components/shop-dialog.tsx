import type { TAdminShop } from '@exchanger/core';
import { ReasonDialog } from '@/components/desk';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useDecideShop } from '../api/decide-shop';
import {
  SHOP_DECISION_COLOR,
  SHOP_DECISION_HINT,
  SHOP_DECISION_LABEL,
  type TShopDecisionKind,
} from '../utils/labels';

export interface TShopDialogProps {
  shop: TAdminShop;
  decision: TShopDecisionKind;
  onClose: () => void;
  onDone: (shop: TAdminShop) => void;
  onConflict: (detail: string) => void;
}

/** Approving, rejecting or blocking a shop, with a reason (the seller sees a refusal's). */
export function ShopDialog({ shop, decision, onClose, onDone, onConflict }: TShopDialogProps) {
  const t = useT();
  const locale = useLocale();
  const decide = useDecideShop(locale);
  const label = t(SHOP_DECISION_LABEL[decision]);
  return (
    <ReasonDialog
      title={label}
      lead={
        <p>
          {t('admin.shops.dialogLead', {
            id: shop.id,
            name: shop.name,
            site: shop.siteUrl,
            email: shop.ownerEmail,
          })}
        </p>
      }
      submitLabel={label}
      submitColor={SHOP_DECISION_COLOR[decision]}
      hint={t(SHOP_DECISION_HINT[decision])}
      pending={decide.isPending}
      send={(reason, on) => decide.mutate({ id: shop.id, body: { decision, reason } }, on)}
      onClose={onClose}
      onDone={onDone}
      onConflict={onConflict}
      testId="shop-dialog"
      reasonTestId="shop-reason"
    />
  );
}
