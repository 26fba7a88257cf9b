import { zDateOfBirth } from '@hearth/domain/validation/date-of-birth';
import { format } from 'date-fns';
import { z } from 'zod';

/** VAL-002…007 (the domain's rules) with the lender's minimum age and the property state. */
export function createBirthdateStep(options: { minimumAge: number; propertyState: string; today?: Date }) {
  const today = format(options.today ?? new Date(), 'yyyy-MM-dd');
  return z.object({
    dob: zDateOfBirth({ today, minimumAge: options.minimumAge, propertyState: options.propertyState }),
  });
}
