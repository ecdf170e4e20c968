/**
 * The FAQ page's content: a search box that narrows the questions as one types (question and answer
 * text, in the page's language), the number of matches, the topics with their questions as
 * disclosures (`<details>`), and a "nothing found" state pointing to support. Every question is
 * an anchor: `/faq#how-long` opens it and scrolls to it.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, ListState, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydrated';
import { useFaq } from '../api/get-faq';
import {
  filterFaq,
  highlightHtml,
  highlightParts,
  indexFaq,
  queryTerms,
  type TFaqItem,
} from '../utils/faq-filter';
import { ContentHtml } from './content-html';
import { ContentLoadFailed, TextSkeleton } from './load-states';
import { useT } from '@/lib/i18n/info';
import './content.css';

/** While searching, answers open by themselves when this few questions match. */
export const AUTO_OPEN_MAX = 6;

export interface TFaqViewProps {
  /** Where "ask the operators" leads (the contacts page). */
  contactsHref: string;
}

function Highlighted({ text, terms }: { text: string; terms: string[] }): ReactNode {
  return highlightParts(text, terms).map((part, i) =>
    part.isMatch ? <mark key={i}>{part.text}</mark> : part.text,
  );
}

function Question({
  item,
  terms,
  isOpen,
  onToggle,
}: {
  item: TFaqItem;
  terms: string[];
  isOpen: boolean;
  onToggle: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <details
      id={item.slug}
      className="faq-item"
      open={isOpen}
      // React sets `open` too and the browser reports that as a toggle: only a change against
      // what this render wants is the visitor's.
      onToggle={(event) => {
        if (event.currentTarget.open !== isOpen) onToggle(event.currentTarget.open);
      }}
      data-testid="faq-item"
    >
      <summary className="faq-item__question">
        <span>
          <Highlighted text={item.question} terms={terms} />
        </span>
      </summary>
      <div className="faq-item__answer">
        <ContentHtml html={highlightHtml(item.html, terms)} />
        <a className="faq-item__link" href={`#${item.slug}`}>
          {t('faq.permalink')}
        </a>
      </div>
    </details>
  );
}

export function FaqView({ contactsHref }: TFaqViewProps) {
  const t = useT();
  const locale = useLocale();
  const faq = useFaq(locale);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  // The server never sees the `#fragment`: the linked question opens once the page is hydrated,
  // so that the first render matches the server's markup (docs/decisions/034-server-rendering.md).
  const hydrated = useHydrated();
  const anchor = hydrated ? safeDecode(hash.slice(1)) : '';
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const index = useMemo(() => indexFaq(faq.data ?? []), [faq.data]);
  const result = useMemo(() => filterFaq(index, query), [index, query]);
  const terms = useMemo(() => queryTerms(query), [query]);
  const isSearching = terms.length > 0;

  // What the visitor opened or closed by hand, forgotten when the search or the anchor changes.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [toggledFor, setToggledFor] = useState(`${query}#${anchor}`);
  if (toggledFor !== `${query}#${anchor}`) {
    setToggledFor(`${query}#${anchor}`);
    setToggled({});
  }
  const expandMatches = isSearching && result.count <= AUTO_OPEN_MAX;
  const isOpen = (slug: string) => toggled[slug] ?? (expandMatches || slug === anchor);

  // The browser looked for the anchor before the questions arrived: scroll to it once they have.
  const hasData = faq.data !== undefined;
  useEffect(() => {
    if (hasData && anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [hasData, anchor]);

  return (
    <ListState
      query={faq}
      failed={
        <ContentLoadFailed message="faq.loadFailed" onRetry={() => void faq.refetch()} testId="faq-error" />
      }
      loading={<TextSkeleton lines={8} />}
      isEmpty={() => result.total === 0}
      empty={<p className="muted">{t('faq.empty')}</p>}
    >
      {() => (
        <div className="faq" data-testid="faq">
          <div role="search" className="faq-search card">
            <TextField
              type="search"
              label={t('faq.searchLabel')}
              placeholder={t('faq.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
              testId="faq-search"
            />
            <p className="faq-search__count muted" role="status" data-testid="faq-count">
              {isSearching
                ? t('faq.matches', { count: result.count, total: result.total })
                : t('faq.total', { total: result.total })}
            </p>
          </div>

          {result.count === 0 ? (
            <div className="faq-nothing card" data-testid="faq-nothing">
              <p className="faq-nothing__title">{t('faq.nothing', { query: query.trim() })}</p>
              <p className="muted">{t('faq.nothingHint')}</p>
              <div className="faq-nothing__actions">
                <Button color="gray" onClick={() => setQuery('')}>
                  {t('faq.clear')}
                </Button>
                <Link to={contactsHref}>{t('faq.ask')}</Link>
              </div>
            </div>
          ) : (
            <>
              {result.groups.length > 1 ? (
                <nav className="faq-topics" aria-label={t('faq.topics')}>
                  {result.groups.map((group, i) => (
                    <a key={group.group} className="faq-topics__link" href={`#faq-topic-${i + 1}`}>
                      {group.group}
                      <span className="faq-topics__count">{group.items.length}</span>
                    </a>
                  ))}
                </nav>
              ) : null}
              {result.groups.map((group, i) => (
                <section
                  key={group.group}
                  className="faq-group"
                  aria-labelledby={`faq-topic-${i + 1}`}
                  data-testid="faq-group"
                >
                  <h2 className="faq-group__title" id={`faq-topic-${i + 1}`}>
                    {group.group}
                  </h2>
                  <div className="faq-group__items card">
                    {group.items.map((item) => (
                      <Question
                        key={item.slug}
                        item={item}
                        terms={terms}
                        isOpen={isOpen(item.slug)}
                        onToggle={(open) => setToggled((prev) => ({ ...prev, [item.slug]: open }))}
                      />
                    ))}
                  </div>
                </section>
              ))}
            </>
          )}
        </div>
      )}
    </ListState>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
