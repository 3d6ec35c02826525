import { MAX_ROW_ID } from '@pardeh/contract';
import { latinDigits } from '../../../lib/form-input.ts';

/** The record id in an address (`/admin/titles/12`); undefined when it cannot be one. */
export function routeId(param: string | undefined): number | undefined {
  const digits = latinDigits(param ?? '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined;
}
