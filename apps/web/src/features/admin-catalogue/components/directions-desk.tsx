/**
 * Directions: the course served now (or, clearly, that there is none and visitors cannot exchange
 * there), where it comes from, margin and bonus, limits, lifetime and flags. A page at a time,
 * narrowed by the server to a currency's code or name and a state (the caller keeps the page and
 * the filters in the address: an exchanger may run thousands of directions); each row is
 * edited in a dialog or switched on and off, always with a reason; a new one is added in a dialog.
 * The whole list goes out as a CSV or JSON file, and a file of thousands comes in at once.
 * Reloads every 30 seconds.
 */
import { DIRECTION_STATES, type TAdminDirection, type TDirectionState } from '@exchanger/core';
import { useState } from 'react';
import { AdminTable, ListSummary, Notice, PagedList, useDeskDialog } from '@/components/desk';
import { Alert, Button } from '@/components/ui';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey, type TTranslate } from '@/lib/i18n/admin';
import { saveFile } from '@/lib/save-file';
import { getDirectionFile } from '../api/direction-file';
import { useDirectionPage } from '../api/get-directions';
import { useUpdateDirection } from '../api/update-direction';
import type { TDirectionFilters } from '../utils/filters';
import { ActiveFlag } from './active-flag';
import { CatalogueFilters, useFiltersReset } from './catalogue-filters';
import { DirectionDialog } from './direction-dialog';
import { DirectionFileDialog } from './direction-file-dialog';
import { NewDirectionDialog } from './new-direction-dialog';
import { SwitchDialog } from './switch-dialog';
import './catalogue.css';

/** Directions on a page. */
export const DIRECTIONS_PAGE_SIZE = 50;

export interface TDirectionsView {
  page: number;
  filters: TDirectionFilters;
}

export interface TDirectionsDeskProps extends TDirectionsView {
  onChange: (next: TDirectionsView) => void;
}

const STATE_LABEL: Record<TDirectionState, TMessageKey> = {
  active: 'admin.directions.onlyActive',
  inactive: 'admin.directions.onlyInactive',
  unavailable: 'admin.directions.onlyUnavailable',
};

/** "0.001 – 2", "from 0.001", "up to 2", "no limits". */
function limits(t: TTranslate, min: string | null, max: string | null): string {
  if (min !== null && max !== null) return `${formatDecimal(min)} – ${formatDecimal(max)}`;
  if (min !== null) return t('admin.directions.limitFrom', { min: formatDecimal(min) });
  if (max !== null) return t('admin.directions.limitTo', { max: formatDecimal(max) });
  return t('admin.directions.noLimits');
}

function DirectionRow({
  direction,
  onEdit,
  onSwitch,
}: {
  direction: TAdminDirection;
  onEdit: () => void;
  onSwitch: () => void;
}) {
  const t = useT();
  const { from, to } = direction;
  return (
    <tr
      className={`admin-table__row${direction.active ? '' : ' admin-table__row--off'}`}
      data-testid="direction-row"
      data-direction-id={direction.id}
    >
      <td>
        <span className="admin-mono admin-strong admin-nowrap">
          {from.code} → {to.code}
        </span>
        <span className="admin-sub">
          {from.name} → {to.name}
        </span>
        {direction.active ? null : (
          <span className="admin-tablet-only">
            <ActiveFlag active={false} />
          </span>
        )}
      </td>
      <td className="admin-optional">
        <ActiveFlag active={direction.active} />
      </td>
      <td>
        <span data-testid="direction-course">
          {direction.course === null ? (
            <span className="admin-flag admin-flag--danger" title={t('admin.directions.unavailableHint')}>
              {t('admin.directions.unavailable')}
            </span>
          ) : (
            <span className="admin-number admin-nowrap admin-strong">{formatDecimal(direction.course)}</span>
          )}
        </span>
        {direction.course === null && direction.active ? (
          <span className="admin-sub">{t('admin.directions.unavailableHint')}</span>
        ) : null}
        <span className="admin-sub admin-source">
          {direction.courseSource === 'manual'
            ? t('admin.directions.sourceManualOf', {
                course: direction.manualCourse === null ? '—' : formatDecimal(direction.manualCourse),
              })
            : t('admin.directions.sourceFeed')}
          {direction.courseSource === 'feed' && direction.courseFormula ? (
            <span className="admin-mono admin-formula admin-optional">{direction.courseFormula}</span>
          ) : null}
        </span>
      </td>
      <td className="admin-nowrap">
        {direction.marginPercent} %
        <span className="admin-sub">{t('admin.directions.bonusShort', { bonus: direction.bonus })}</span>
      </td>
      <td className="admin-nowrap" data-testid="direction-limits">
        <span className="admin-limit">
          <span className="admin-limit__side">{from.code}</span>{' '}
          {limits(t, direction.fromMin, direction.fromMax)}
        </span>
        <span className="admin-limit">
          <span className="admin-limit__side">{to.code}</span> {limits(t, direction.toMin, direction.toMax)}
        </span>
      </td>
      <td className="admin-optional">
        <span className="admin-nowrap">
          {t('admin.directions.minutes', { count: direction.lifetimeMinutes })}
        </span>
        {direction.verificationRequired ? (
          <span className="admin-sub">{t('admin.directions.verificationShort')}</span>
        ) : null}
        {direction.humanCheck ? (
          <span className="admin-sub">{t('admin.directions.humanCheckShort')}</span>
        ) : null}
        {direction.congestionFrom || direction.congestionTo ? (
          <span className="admin-sub">{t('admin.directions.congestionShort')}</span>
        ) : null}
      </td>
      <td>
        <div className="admin-row-actions admin-row-actions--stack">
          <Button color="green" onClick={onEdit} data-testid="direction-edit">
            {t('admin.directions.edit')}
          </Button>
          <Button
            color={direction.active ? 'red' : 'gray'}
            onClick={onSwitch}
            data-testid={direction.active ? 'direction-off' : 'direction-on'}
          >
            {direction.active ? t('admin.catalogue.switchOff') : t('admin.catalogue.switchOn')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

export function DirectionsDesk({ page, filters, onChange }: TDirectionsDeskProps) {
  const t = useT();
  const locale = useLocale();
  const directions = useDirectionPage({ page, size: DIRECTIONS_PAGE_SIZE, filters }, locale);
  // How many switched-on directions have no course now, whatever the list shows.
  const unavailable =
    useDirectionPage({ page: 1, size: 1, filters: { state: 'unavailable' } }, locale).data?.count ?? 0;
  const update = useUpdateDirection(locale);
  const desk = useDeskDialog<{ id: number | null; change: 'edit' | 'switch' | 'create' | 'file' }>();
  const [exporting, setExporting] = useState<'csv' | 'json' | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const download = async (format: 'csv' | 'json') => {
    setExporting(format);
    setExportFailed(false);
    try {
      saveFile(
        await getDirectionFile(format, locale),
        `directions-${new Date().toISOString().slice(0, 10)}.${format}`,
      );
    } catch (error) {
      console.warn('directions export failed', error);
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };
  const filtersReset = useFiltersReset(filters, onChange);
  const data = directions.data;
  const current = desk.dialog ? data?.results.find((d) => d.id === desk.dialog?.id) : undefined;
  const name = (d: TAdminDirection) => `${d.from.code} → ${d.to.code}`;

  return (
    <section className="admin-stack" aria-busy={directions.isFetching} data-testid="directions-desk">
      <div className="admin-row-actions admin-row-actions--line">
        <Button
          color="green"
          onClick={() => desk.open({ id: null, change: 'create' })}
          data-testid="direction-new"
        >
          {t('admin.directions.new')}
        </Button>
        <Button
          color="gray"
          onClick={() => desk.open({ id: null, change: 'file' })}
          data-testid="direction-file"
        >
          {t('admin.directionFile.open')}
        </Button>
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            color="gray"
            disabled={exporting !== null}
            onClick={() => void download(format)}
            data-testid={`direction-export-${format}`}
          >
            {exporting === format
              ? t('admin.directionFile.exporting')
              : t('admin.directionFile.export', { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      {exportFailed ? (
        <Alert tone="error" testId="direction-export-error">
          <p>{t('admin.directionFile.exportFailed')}</p>
        </Alert>
      ) : null}
      <CatalogueFilters
        key={filtersReset.key}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
        label="admin.directions.filters"
        searchLabel="admin.directions.search"
        searchHint="admin.directions.searchHint"
        states={DIRECTION_STATES.map((value) => ({ value, label: STATE_LABEL[value] }))}
        testPrefix="directions"
        testId="direction-filters"
      />
      <Notice notice={desk.notice} testId="directions-notice" />
      <ListSummary
        testId="directions-summary"
        parts={
          data && [
            t('admin.directions.found', { count: data.count }),
            unavailable > 0 ? (
              <span className="admin-warn">
                {t('admin.directions.unavailableCount', { count: unavailable })}
              </span>
            ) : null,
            t('admin.catalogue.autoUpdate'),
          ]
        }
      />
      <PagedList
        query={directions}
        page={page}
        size={DIRECTIONS_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, filters })}
        pagerTestId="directions-pager"
        empty={filtersReset.filtered ? t('admin.directions.emptyFiltered') : t('admin.directions.empty')}
        onReset={filtersReset.reset}
        errorTestId="directions-error"
        emptyTestId="directions-empty"
      >
        {(list) => (
          <AdminTable
            testId="directions-table"
            className="admin-table--catalogue"
            columns={[
              'admin.directions.direction',
              { label: 'admin.catalogue.state', className: 'admin-optional' },
              'admin.directions.course',
              'admin.directions.marginBonus',
              'admin.directions.limits',
              { label: 'admin.directions.claim', className: 'admin-optional' },
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((direction) => (
              <DirectionRow
                key={direction.id}
                direction={direction}
                onEdit={() => desk.open({ id: direction.id, change: 'edit' })}
                onSwitch={() => desk.open({ id: direction.id, change: 'switch' })}
              />
            ))}
          </AdminTable>
        )}
      </PagedList>

      {desk.dialog?.change === 'create' ? (
        <NewDirectionDialog
          onClose={desk.close}
          onDone={(direction) => desk.done(t('admin.directions.created', { name: name(direction) }))}
        />
      ) : null}
      {desk.dialog?.change === 'file' ? (
        <DirectionFileDialog
          onClose={desk.close}
          onDone={(result) => desk.done(t('admin.directionFile.done', result))}
        />
      ) : null}
      {current && desk.dialog?.change === 'edit' ? (
        <DirectionDialog
          direction={current}
          onClose={desk.close}
          onDone={(direction) => desk.done(t('admin.directions.saved', { name: name(direction) }))}
          onConflict={desk.refused}
        />
      ) : null}
      {current && desk.dialog?.change === 'switch' ? (
        <SwitchDialog
          turnOn={!current.active}
          title={
            current.active
              ? t('admin.directions.switchOffOf', { name: name(current) })
              : t('admin.directions.switchOnOf', { name: name(current) })
          }
          lead={
            <p>{current.active ? t('admin.directions.switchOffLead') : t('admin.directions.switchOnLead')}</p>
          }
          pending={update.isPending}
          send={(reason, on) =>
            update.mutate({ id: current.id, body: { active: !current.active, reason } }, on)
          }
          onClose={desk.close}
          onDone={() =>
            desk.done(
              t(current.active ? 'admin.directions.switchedOff' : 'admin.directions.switchedOn', {
                name: name(current),
              }),
            )
          }
          onConflict={desk.refused}
          testId="direction-switch-dialog"
        />
      ) : null}
    </section>
  );
}
