import { z } from 'zod';
import { OCCUPANCY_TYPES } from '../enums/occupancy-type.ts';

export const OCCUPANCY_REQUIRED_MESSAGE = 'Please select an occupancy type';

/** VAL-037: HOME, SECONDARY or INVESTMENT. */
export const zOccupancyField = z.enum(OCCUPANCY_TYPES, { error: OCCUPANCY_REQUIRED_MESSAGE });
