import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { describeWeekHours } from '@hearth/domain/org/describe-hours';
import { getOpenStatus, getWeekSchedule } from '@hearth/domain/org/operating-hours';
import { PACIFIC_TIME_ZONE } from '@hearth/domain/org/org-config';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { getDepartmentHours } from './department-hours.ts';

export interface OperatingHoursOptions {
  now: () => Date | Promise<Date>;
}

/** The org whose hours are asked (ORG-002); documented, as the client sends it on every call. */
const HOURS = { tags: ['operating-hours'], headers: z.object({ 'x-org': z.string().optional() }) };

/** API-042, API-043: hours of the request's org (header x-org), in Pacific time (ORG-030). */
const operatingHoursRoutes: FastifyPluginAsync<OperatingHoursOptions> = async (app, { now }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerEndpoint(app, operatingHoursApi.hours, {
    ...HOURS,
    summary: 'A department’s weekly hours; display=true adds readable lines (API-042)',
    handler: async (request) => {
      const days = getDepartmentHours(request.org, request.params.department);
      return {
        department: request.params.department,
        timeZone: PACIFIC_TIME_ZONE,
        days,
        ...(request.query.display === 'true' ? { display: describeWeekHours(days) } : {}),
      };
    },
  });

  registerEndpoint(app, operatingHoursApi.openStatus, {
    ...HOURS,
    summary: 'Whether a department is open now, and when it next opens or closes (API-043)',
    handler: async (request) => {
      const at = await now();
      const status = getOpenStatus(getDepartmentHours(request.org, request.params.department), at);
      return {
        department: request.params.department,
        timeZone: PACIFIC_TIME_ZONE,
        isOpen: status.isOpen,
        now: at.toISOString(),
        opensAt: status.opensAt?.toISOString() ?? null,
        closesAt: status.closesAt?.toISOString() ?? null,
      };
    },
  });

  registerEndpoint(app, operatingHoursApi.week, {
    ...HOURS,
    summary: 'A department’s hours for the next seven dates (API-043)',
    handler: async (request) => ({
      department: request.params.department,
      timeZone: PACIFIC_TIME_ZONE,
      days: getWeekSchedule(getDepartmentHours(request.org, request.params.department), await now()),
    }),
  });
};

export default operatingHoursRoutes;
