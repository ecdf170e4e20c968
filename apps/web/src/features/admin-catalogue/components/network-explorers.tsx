/**
 * The explorers of the networks (docs/payments.md, "Explorer links"; administrators only): for
 * each network code the currencies use, the explorer's transaction page with `{txid}`, which links
 * a client's payment and payout on the claim's page — unless a watched currency has a template of
 * its own. Each network is saved or cleared by itself; the server's refusal lands under its input.
 */
import type { TAdminNetworkExplorer } from '@exchanger/core';
import { useState } from 'react';
import { DeskList, Notice, splitRefusal, type TNotice } from '@/components/desk';
import { Button, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useClearNetworkExplorer } from '../api/clear-network-explorer';
import { useNetworkExplorers } from '../api/get-network-explorers';
import { useSaveNetworkExplorer } from '../api/save-network-explorer';
import './currency-form.css';

function ExplorerRow({ explorer }: { explorer: TAdminNetworkExplorer }) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveNetworkExplorer(locale);
  const clear = useClearNetworkExplorer(locale);
  const [draft, setDraft] = useState(explorer.txUrl ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<TNotice>(null);
  const busy = save.isPending || clear.isPending;
  const code = explorer.networkCode;

  const failed = (failure: unknown) => {
    const refusal = splitRefusal(failure, (field) => field === 'txUrl', t);
    setError(refusal?.errors.txUrl);
    setNotice(refusal?.alert ? { tone: 'error', text: refusal.alert } : null);
  };

  const submit = () => {
    setNotice(null);
    const txUrl = draft.trim();
    if (!txUrl) {
      setError(t('admin.explorers.required'));
      return;
    }
    setError(undefined);
    save.mutate(
      { networkCode: code, txUrl },
      {
        onSuccess: (saved) => {
          setDraft(saved.txUrl ?? '');
          setNotice({ tone: 'success', text: t('admin.explorers.saved', { code }) });
        },
        onError: failed,
      },
    );
  };

  const remove = () => {
    setNotice(null);
    setError(undefined);
    clear.mutate(code, {
      onSuccess: () => {
        setDraft('');
        setNotice({ tone: 'success', text: t('admin.explorers.cleared', { code }) });
      },
      onError: failed,
    });
  };

  return (
    <form
      className="admin-explorer"
      noValidate
      data-testid="explorer-row"
      data-network={code}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) submit();
      }}
    >
      <TextField
        className="admin-mono-input admin-explorer__field"
        label={code}
        labelAside={
          <span className="admin-sub admin-break" data-testid="explorer-currencies">
            {explorer.currencies.length > 0 ? explorer.currencies.join(', ') : t('admin.explorers.unused')}
          </span>
        }
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={300}
        placeholder="https://…/tx/{txid}"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        error={error}
        testId="explorer-input"
      />
      <div className="admin-actions__buttons admin-explorer__buttons">
        <Button
          type="submit"
          color="green"
          disabled={busy}
          aria-label={t('admin.explorers.saveOf', { code })}
          data-testid="explorer-save"
        >
          {save.isPending ? t('admin.form.sending') : t('admin.explorers.save')}
        </Button>
        <Button
          color="gray"
          disabled={busy || explorer.txUrl === null}
          onClick={remove}
          aria-label={t('admin.explorers.clearOf', { code })}
          data-testid="explorer-clear"
        >
          {t('admin.explorers.clear')}
        </Button>
      </div>
      <div className="admin-explorer__notice" aria-live="polite">
        <Notice notice={notice} testId="explorer-notice" />
      </div>
    </form>
  );
}

export function NetworkExplorers() {
  const t = useT();
  const locale = useLocale();
  const query = useNetworkExplorers(locale);
  return (
    <section
      className="admin-card card admin-stack"
      aria-labelledby="network-explorers-title"
      data-testid="network-explorers"
    >
      <h2 className="admin-card__title" id="network-explorers-title">
        {t('admin.explorers.title')}
      </h2>
      <p className="admin-sub">{t('admin.explorers.lead')}</p>
      <DeskList
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={t('admin.explorers.empty')}
        compact
        errorTestId="explorers-error"
        emptyTestId="explorers-empty"
      >
        {(list) => (
          <div className="admin-stack">
            {list.map((explorer) => (
              <ExplorerRow key={explorer.networkCode} explorer={explorer} />
            ))}
          </div>
        )}
      </DeskList>
    </section>
  );
}
