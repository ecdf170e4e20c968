/**
 * Loading a file of directions (CSV or JSON, as the export writes it), with a reason. The server
 * saves every row or none: when rows are bad, the dialog lists each bad value by its row and column
 * (the file's own numbering: a spreadsheet's row, or the item in the JSON array), so the operator
 * mends the file and loads it again. See docs/decisions/042-direction-files.md.
 */
import type { TAdminDirectionImportResult } from '@exchanger/core';
import { useState } from 'react';
import { ActionDialog, ReasonField, useActionForm } from '@/components/desk';
import { TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useImportDirections } from '../api/direction-file';

/** Bad values shown at once; the rest are counted. */
const SHOWN_PROBLEMS = 100;

interface TRowProblem {
  row: string;
  column: string;
  message: string;
}

/** `rows.<row>.<column>` (or `rows.<row>` for the row as a whole) from the server's refusal. */
export function rowProblems(fields: Record<string, string[]>): TRowProblem[] {
  const problems: TRowProblem[] = [];
  for (const [field, messages] of Object.entries(fields)) {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(field);
    if (match) problems.push({ row: match[1] ?? '', column: match[2] ?? '', message: messages.join(' ') });
  }
  return problems.sort((a, b) => Number(a.row) - Number(b.row));
}

export interface TDirectionFileDialogProps {
  onClose: () => void;
  onDone: (result: TAdminDirectionImportResult) => void;
}

export function DirectionFileDialog({ onClose, onDone }: TDirectionFileDialogProps) {
  const t = useT();
  const locale = useLocale();
  const load = useImportDirections(locale);
  const form = useActionForm<'file' | 'reason'>(
    { file: '', reason: '' },
    { file: 'admin.directionFile.fileRequired', reason: 'admin.form.reasonRequired' },
  );
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<TRowProblem[]>([]);

  const submit = async () => {
    setProblems([]);
    if (!form.check() || !file) return;
    const content = await file.text();
    const format = /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv';
    load.mutate(
      { format, content, reason: form.values.reason.trim() },
      {
        onSuccess: onDone,
        onError: (error) => {
          const found = isApiError(error) ? rowProblems(error.fields) : [];
          if (found.length === 0) {
            const unreadable = isApiError(error) ? error.fields.content : undefined;
            if (unreadable) form.fail('file', unreadable.join(' '));
            else form.showError(error);
            return;
          }
          setProblems(found);
          form.say(t('admin.directionFile.rejected', { count: found.length }));
        },
      },
    );
  };

  return (
    <ActionDialog
      wide
      title={t('admin.directionFile.title')}
      lead={
        <>
          <p>{t('admin.directionFile.lead')}</p>
          <p className="admin-sub">{t('admin.directionFile.columns')}</p>
        </>
      }
      submitLabel={t('admin.directionFile.load')}
      pending={load.isPending}
      alert={form.alert}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="direction-file-dialog"
    >
      <TextField
        type="file"
        accept=".csv,.json,text/csv,application/json"
        label={t('admin.directionFile.file')}
        hint={t('admin.directionFile.fileHint')}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setProblems([]);
          form.set('file', chosen?.name ?? '');
        }}
        error={form.error('file')}
        testId="direction-file-input"
      />
      <ReasonField form={form} hint={t('admin.catalogue.reasonHint')} testId="direction-file-reason" />
      {problems.length > 0 ? (
        <div className="admin-file-problems" role="region" aria-label={t('admin.directionFile.problems')}>
          <ul data-testid="direction-file-problems">
            {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
              <li key={`${p.row}.${p.column}`}>
                <span className="admin-strong">
                  {p.column
                    ? t('admin.directionFile.rowColumn', { row: p.row, column: p.column })
                    : t('admin.directionFile.row', { row: p.row })}
                </span>{' '}
                {p.message}
              </li>
            ))}
          </ul>
          {problems.length > SHOWN_PROBLEMS ? (
            <p className="admin-sub">
              {t('admin.directionFile.more', { count: problems.length - SHOWN_PROBLEMS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </ActionDialog>
  );
}
