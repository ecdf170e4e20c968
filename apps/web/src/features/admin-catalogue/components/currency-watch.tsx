/**
 * A currency's payment acceptance (docs/payments.md): manual (the client presses "I have paid",
 * an operator checks) or watched on its chain, each claim paid to an address of its own derived
 * from the account's public key. After a save the first address (index 0) stands out, to be
 * compared with the wallet before any claim uses the key, and a server without the chain's node
 * says so. Going back to manual asks first. The server's refusals land under their inputs.
 */
import {
  CHAIN_KEYS,
  CHAIN_NETS,
  type TAdminChainWatch,
  type TChainKey,
  type TChainNet,
} from '@exchanger/core';
import { useId, useState } from 'react';
import { Notice, splitRefusal, type TNotice } from '@/components/desk';
import { Alert, Button, CopyButton, Modal, SelectField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useDeleteCurrencyWatch } from '../api/delete-currency-watch';
import { useCurrencyWatch } from '../api/get-currency-watch';
import { useSaveCurrencyWatch } from '../api/save-currency-watch';
import { isEvmChain, WATCH_FIELDS, watchBody, watchDraft, type TWatchDraft } from '../utils/watch-form';
import './currency-form.css';

type TWatch = NonNullable<TAdminChainWatch['watch']>;

/** The saved watch: the key's first address to compare with the wallet, and the node's absence. */
function WatchState({ watch }: { watch: TWatch }) {
  const t = useT();
  return (
    <div className="admin-watch__state" data-testid="watch-state">
      {!watch.nodeConfigured ? (
        <Alert tone="error" testId="watch-no-node">
          <p>{t('admin.watch.noNode', { chain: watch.chain })}</p>
        </Alert>
      ) : null}
      <div className="admin-watch__address">
        <p className="admin-card__label">{t('admin.watch.firstAddress')}</p>
        <p className="admin-watch__first">
          <span className="admin-mono admin-break" data-testid="watch-first-address">
            {watch.firstAddress}
          </span>
          <CopyButton value={watch.firstAddress} label={t('admin.watch.firstAddress')} />
        </p>
        <p className="admin-warning-note" data-testid="watch-compare">
          {t('admin.watch.firstAddressHint')}
        </p>
        <p className="admin-sub" data-testid="watch-next-index">
          {t('admin.watch.nextIndex', { n: watch.nextIndex })}
        </p>
      </div>
    </div>
  );
}

export function CurrencyWatch({ currencyId }: { currencyId: number }) {
  const t = useT();
  const locale = useLocale();
  const query = useCurrencyWatch(currencyId, locale);
  return (
    <section
      className="admin-card card admin-stack"
      aria-label={t('admin.watch.title')}
      data-testid="currency-watch"
    >
      <h2 className="admin-card__title">{t('admin.watch.title')}</h2>
      {query.data ? (
        <WatchForm currencyId={currencyId} current={query.data} />
      ) : query.isError ? (
        <Alert tone="error" testId="watch-error">
          <p>{t('admin.watch.loadFailed')}</p>
          <Button color="gray" onClick={() => void query.refetch()}>
            {t('update.reload')}
          </Button>
        </Alert>
      ) : (
        <p className="muted" role="status">
          {t('admin.watch.loading')}
        </p>
      )}
    </section>
  );
}

type TErrors = Partial<Record<(typeof WATCH_FIELDS)[number], string>>;

function WatchForm({ currencyId, current }: { currencyId: number; current: TAdminChainWatch }) {
  const t = useT();
  const locale = useLocale();
  const name = useId();
  const save = useSaveCurrencyWatch(currencyId, locale);
  const remove = useDeleteCurrencyWatch(currencyId, locale);
  const saved = current.watch;
  const [mode, setMode] = useState<'manual' | 'watched'>(saved ? 'watched' : 'manual');
  const [draft, setDraft] = useState<TWatchDraft>(() => watchDraft(saved));
  const [errors, setErrors] = useState<TErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<TNotice>(null);
  const [confirming, setConfirming] = useState(false);
  const evm = isEvmChain(draft.chain);
  const busy = save.isPending || remove.isPending;

  const edit = <K extends keyof TWatchDraft>(field: K, value: TWatchDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = () => {
    setNotice(null);
    setAlert(null);
    const built = watchBody(draft);
    if (!built.ok) {
      setErrors(Object.fromEntries(Object.entries(built.problems).map(([f, key]) => [f, t(key)])));
      return;
    }
    setErrors({});
    save.mutate(built.body, {
      onSuccess: () => setNotice({ tone: 'success', text: t('admin.watch.saved') }),
      onError: (failure) => {
        const refusal = splitRefusal(
          failure,
          (field) => (WATCH_FIELDS as readonly string[]).includes(field),
          t,
        );
        if (!refusal) {
          if (isApiError(failure)) setNotice({ tone: 'error', text: failure.detail });
          return;
        }
        setErrors(refusal.errors);
        setAlert(refusal.alert);
      },
    });
  };

  const goManual = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setDraft(watchDraft(null));
        setNotice({ tone: 'success', text: t('admin.watch.removed') });
      },
      onError: (failure) => {
        setConfirming(false);
        setNotice({
          tone: 'error',
          text: isApiError(failure) && failure.detail ? failure.detail : t('admin.form.failed'),
        });
      },
    });
  };

  return (
    <div className="admin-stack">
      <fieldset className="admin-watch__mode" data-testid="watch-mode">
        <legend className="sr-only">{t('admin.watch.title')}</legend>
        {(['manual', 'watched'] as const).map((value) => (
          <label key={value} className="admin-watch__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              disabled={busy}
              onChange={() => {
                setMode(value);
                setNotice(null);
              }}
              data-testid={`watch-mode-${value}`}
            />
            <span>
              <strong>{t(value === 'manual' ? 'admin.watch.modeManual' : 'admin.watch.modeWatched')}</strong>
              <span className="admin-sub">
                {t(value === 'manual' ? 'admin.watch.manual' : 'admin.watch.watched')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {saved ? <WatchState watch={saved} /> : null}

      {mode === 'watched' ? (
        <form
          className="admin-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) submit();
          }}
        >
          <div className="admin-form-grid admin-form-grid--four">
            <SelectField
              label={t('admin.watch.chain')}
              value={draft.chain}
              options={CHAIN_KEYS.map((chain) => ({ value: chain, label: chain }))}
              onChange={(event) => edit('chain', event.target.value as TChainKey)}
              error={errors.chain}
              testId="watch-chain"
            />
            <SelectField
              label={t('admin.watch.net')}
              value={draft.net}
              options={CHAIN_NETS.map((net) => ({ value: net, label: t(`admin.watch.net.${net}`) }))}
              onChange={(event) => edit('net', event.target.value as TChainNet)}
              error={errors.net}
              testId="watch-net"
            />
            <TextField
              label={t('admin.watch.confirmations')}
              hint={t('admin.watch.confirmationsHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={draft.confirmations}
              onChange={(event) => edit('confirmations', event.target.value)}
              error={errors.confirmations}
              testId="watch-confirmations"
            />
            <TextField
              label={t('admin.watch.tolerance')}
              hint={t('admin.watch.toleranceHint')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={draft.tolerancePercent}
              onChange={(event) => edit('tolerancePercent', event.target.value)}
              error={errors.tolerancePercent}
              testId="watch-tolerance"
            />
          </div>
          <TextField
            className="admin-mono-input"
            label={t('admin.watch.xpub')}
            hint={t('admin.watch.xpubHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={draft.xpub}
            onChange={(event) => edit('xpub', event.target.value)}
            error={errors.xpub}
            testId="watch-xpub"
          />
          {evm ? (
            <div className="admin-form-grid admin-watch__token">
              <TextField
                className="admin-mono-input"
                label={t('admin.watch.tokenContract')}
                hint={t('admin.watch.tokenContractHint')}
                autoComplete="off"
                spellCheck={false}
                maxLength={42}
                value={draft.tokenContract}
                onChange={(event) => edit('tokenContract', event.target.value)}
                error={errors.tokenContract}
                testId="watch-token-contract"
              />
              <TextField
                label={t('admin.watch.tokenDecimals')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                value={draft.tokenDecimals}
                onChange={(event) => edit('tokenDecimals', event.target.value)}
                error={errors.tokenDecimals}
                testId="watch-token-decimals"
              />
            </div>
          ) : null}
          <TextField
            className="admin-mono-input"
            label={t('admin.watch.explorer')}
            hint={t('admin.watch.explorerHint')}
            type="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            value={draft.explorerTxUrl}
            onChange={(event) => edit('explorerTxUrl', event.target.value)}
            error={errors.explorerTxUrl}
            testId="watch-explorer"
          />
          {alert ? (
            <Alert tone="error" testId="watch-alert">
              <p>{alert}</p>
            </Alert>
          ) : null}
          <Notice notice={notice} testId="watch-notice" />
          <div className="admin-actions__buttons">
            <Button type="submit" color="green" disabled={busy} data-testid="watch-save">
              {save.isPending ? t('admin.form.sending') : t('admin.watch.save')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <Notice notice={notice} testId="watch-notice" />
          {saved ? (
            <div className="admin-actions__buttons">
              <Button
                color="red"
                disabled={busy}
                onClick={() => setConfirming(true)}
                data-testid="watch-remove"
              >
                {t('admin.watch.remove')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.watch.remove')}
        testId="watch-remove-dialog"
        footer={
          <>
            <Button color="transparent" onClick={() => setConfirming(false)}>
              {t('admin.watch.back')}
            </Button>
            <Button color="red" disabled={busy} onClick={goManual} data-testid="watch-remove-yes">
              {t('admin.watch.remove')}
            </Button>
          </>
        }
      >
        <p>{t('admin.watch.removeConfirm')}</p>
      </Modal>
    </div>
  );
}
