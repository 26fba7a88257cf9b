import { REQUIRED_MESSAGE } from '@hearth/domain/validation/required';
import { z } from 'zod';

export const zForSaleStep = z.object({ isListedForSale: z.enum(['yes', 'no'], { error: REQUIRED_MESSAGE }) });
