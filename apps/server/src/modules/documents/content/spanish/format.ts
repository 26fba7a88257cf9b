import { toDocumentDate } from '@hearth/domain/dates/date-format';
import { APR_LIMITS } from '@hearth/domain/offers/offer-limits';
import { apr } from '../format.ts';

/**
 * Figures in Spanish documents as es-US writes them: dollars and percentages as in English
 * ("$85,000.00", "8.25%", the period for decimals, as US Spanish-language banking does) and dates
 * written out ("2 de julio de 2026").
 */
export const fecha = (isoDate: string): string => toDocumentDate(isoDate, 'es');
export const orNoIndicado = (value: string | undefined): string => value ?? 'No indicado';

/** The Spanish of `describeRateChanges`: how the rate moves with the index. */
export function describeRateChangesEs(offerType: string | undefined): string {
  const bounds = `nunca será mayor que ${apr(APR_LIMITS.max)} ni menor que ${apr(APR_LIMITS.min)}`;
  if (offerType === 'FIXED') {
    return `Cambios de tasa: la TASA DE PORCENTAJE ANUAL de cada adelanto se fija cuando usted lo recibe y no cambia después. La tasa de un adelanto posterior es el valor del índice en la fecha de ese adelanto más su margen, por lo que los adelantos posteriores pueden tener una tasa mayor o menor, que ${bounds}.`;
  }
  return `Cambios de tasa: la tasa de porcentaje anual puede cambiar una vez al año, en cada aniversario del plan. No hay límite en la cantidad que la tasa puede cambiar en un año, pero la TASA DE PORCENTAJE ANUAL ${bounds}.`;
}
