import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import './code-value.css';

/** A value to read or copy (a link, a key, a secret) in a monospace box. */
export function CodeValue({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <code className="code-value" data-testid={testId}>
      {children}
    </code>
  );
}

export interface TCopyFieldProps {
  value: string;
  /** What is copied, for the button's accessible name. */
  label: string;
  valueTestId?: string;
  copyTestId?: string;
}

/** A value with its copy button beside it (below it on a phone). */
export function CopyField({ value, label, valueTestId, copyTestId }: TCopyFieldProps) {
  return (
    <div className="copy-field">
      <CodeValue testId={valueTestId}>{value}</CodeValue>
      <CopyButton value={value} label={label} testId={copyTestId} />
    </div>
  );
}
