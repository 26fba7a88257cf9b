import { z } from 'zod';
import { zStateField } from '../validation/address.ts';

/** API-020: `?state=XX`, the property's state the application is created for. */
export const zCreateHelocQuery = z.object({ state: zStateField, org: z.string().optional() });

/** API-020: the created application. */
export const zCreatedHeloc = z.object({ uuid: z.uuid(), loanNumber: z.string() });
export type CreatedHeloc = z.infer<typeof zCreatedHeloc>;
