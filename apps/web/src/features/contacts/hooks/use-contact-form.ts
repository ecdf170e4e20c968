/**
 * The contact form's state: the values, the fields the visitor has left (their problems show from
 * then on, or everywhere after a submit), and the server's words about a field until it is edited.
 */
import { useState } from 'react';
import {
  CONTACT_FIELDS,
  contactProblems,
  type TContactField,
  type TContactValues,
} from '../utils/validation';
import { useT } from '@/lib/i18n/contacts';

const isField = (name: string): name is TContactField => (CONTACT_FIELDS as readonly string[]).includes(name);

export function useContactForm(initial: TContactValues) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<TContactField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<TContactField, string>>>({});
  const problems = contactProblems(values);

  return {
    values,
    set: (field: TContactField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setRefused((current) => ({ ...current, [field]: undefined }));
    },
    leave: (field: TContactField) => {
      if (!left.has(field)) setLeft((current) => new Set(current).add(field));
    },
    /** What to show under a field, if anything. */
    error: (field: TContactField): string | null => {
      const server = refused[field];
      if (server) return server;
      const problem = problems[field];
      return problem && (submitted || left.has(field)) ? t(problem) : null;
    },
    /** Marks every field as left; true when the form can be sent. */
    check: (): boolean => {
      setSubmitted(true);
      setRefused({});
      return CONTACT_FIELDS.every((field) => problems[field] === null);
    },
    /** Puts the server's field messages under their fields; returns those of no field of the form. */
    refuse: (fields: Record<string, string[]>): string[] => {
      const mine: Partial<Record<TContactField, string>> = {};
      const rest: string[] = [];
      for (const [name, messages] of Object.entries(fields)) {
        if (isField(name)) mine[name] = messages.join(' ');
        else rest.push(...messages);
      }
      setRefused(mine);
      return rest;
    },
    /** A new, empty message from the same person. */
    restart: () => {
      setValues((current) => ({ ...initial, name: current.name, email: current.email }));
      setLeft(new Set());
      setSubmitted(false);
      setRefused({});
    },
  };
}
