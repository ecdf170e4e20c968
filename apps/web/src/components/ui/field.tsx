/**
 * Form controls with a visible label, an optional hint and an error message that is tied to the
 * control (`aria-describedby`, `aria-invalid`). No business knowledge: texts come from the caller.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './field.css';

interface TFieldFrame {
  label: ReactNode;
  /** Shown under the control when there is no error. */
  hint?: ReactNode;
  error?: ReactNode;
  /** Something next to the label (e.g. an info button). */
  labelAside?: ReactNode;
  className?: string;
  testId?: string;
}

function describedBy(
  hintId: string,
  errorId: string,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
): string | undefined {
  const ids = [error ? errorId : '', hint ? hintId : '', extra ?? ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string;
  errorId: string;
  hint: ReactNode;
  error: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export type TTextFieldProps = TFieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & { id?: string };

export function TextField({
  label,
  hint,
  error,
  labelAside,
  className,
  testId,
  id,
  'aria-describedby': extraDescribedBy,
  ...input
}: TTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error, extraDescribedBy)}
        data-testid={testId}
        {...input}
      />
      <Messages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

export type TTextAreaFieldProps = TFieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> & { id?: string };

/** A multi-line text (a reason, a comment) in the same frame as `TextField`. */
export function TextAreaField({
  label,
  hint,
  error,
  labelAside,
  className,
  testId,
  id,
  rows = 3,
  ...textarea
}: TTextAreaFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAside}
      </div>
      <textarea
        id={inputId}
        rows={rows}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        data-testid={testId}
        {...textarea}
      />
      <Messages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

export type TSelectFieldProps = TFieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & {
    id?: string;
    options: { value: string; label: string }[];
    placeholder?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  labelAside,
  className,
  testId,
  id,
  options,
  placeholder,
  ...select
}: TSelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={selectId}>
          {label}
        </label>
        {labelAside}
      </div>
      <select
        id={selectId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        data-testid={testId}
        {...select}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

export type TCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: ReactNode;
  error?: ReactNode;
  testId?: string;
};

export function Checkbox({ label, error, testId, id, ...input }: TCheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={['checkbox', error ? 'checkbox--invalid' : ''].filter(Boolean).join(' ')}>
      <input
        id={inputId}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
        {...input}
      />
      <label className="checkbox__label" htmlFor={inputId}>
        {label}
      </label>
      {error ? (
        <p id={errorId} className="field__error checkbox__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
