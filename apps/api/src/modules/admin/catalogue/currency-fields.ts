import type { ZAdminCurrencyUpdate } from '@exchanger/core';
import type { z } from 'zod';
import { invalid } from './catalogue-deps.js';

type TFieldDefs = z.output<typeof ZAdminCurrencyUpdate>['fields'];

/** Input fields of one currency: distinct names, each asked on at least one side. */
export function checkFields(fields: TFieldDefs): void {
  const seen = new Set<string>();
  fields?.forEach((field, i) => {
    if (seen.has(field.name)) throw invalid(`fields.${i}.name`, 'field_name_taken');
    seen.add(field.name);
    if (!field.onSend && !field.onReceive) throw invalid(`fields.${i}.onSend`, 'field_side_required');
  });
}
